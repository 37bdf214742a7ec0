// The guided fix's parts that a breach shows before any fix is open; the open fix's steps are fix-steps.view.tsx (on demand).
import { observer } from 'mobx-react-lite';
import { fixMinutes, type FixStep } from '../../../domain/breach/breach-guidance';
import type { TrackedBreach } from '../../../domain/breach/breach';
import { TARGETS } from '../../../domain/navigation/routes';
import { count } from '../../../domain/format';
import { IntentLink } from '../../components/intent-link';
import type { DashboardViewModel } from './dashboard.view-model';

export const breachDomId = (key: string): string => `breach-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export function AskLink({ tracked }: { tracked: TrackedBreach }) {
  const target = TARGETS.chatbot(tracked.breach.name, tracked.breach.source);
  return (
    <IntentLink className="button button--small" to={target.path} state={target.state}>
      Ask about this breach<span className="visually-hidden">: {tracked.breach.title}</span>
    </IntentLink>
  );
}

export const FixError = observer(function FixError({ vm, breachKey }: { vm: DashboardViewModel; breachKey: string }) {
  return vm.fixError?.key === breachKey ? (
    <p className="area-error" role="alert">
      {vm.fixError.message}
    </p>
  ) : null;
});

export function stepsAndTime(steps: readonly FixStep[]): string {
  const parts = `${steps.length} ${steps.length === 1 ? 'part' : 'parts'}`;
  const shared = steps.filter((s) => s.shared !== null).length;
  const time = fixMinutes(steps);
  if (shared === 0) return `${parts}, ${minutes(time)}`;
  const which = shared < steps.length ? `${shared}` : (['', 'it is', 'both'][shared] ?? `all ${shared}`);
  return `${parts}, ${minutes(time)}: ${which} shared with ${shared === 1 ? 'another breach' : 'other breaches'}`;
}

export const minuteCount = (n: number): string => `${count(n)} ${n === 1 ? 'minute' : 'minutes'}`;

export const minutes = (n: number): string => (n === 0 ? 'no extra time' : `about ${minuteCount(n)}`);

/** What a part another fix holds asks of this one: nothing more, or only its first step (this site's own). */
export function sharedNote({ shared, minutes: left }: FixStep): string | null {
  if (shared === null) return null;
  const title = shared.title;
  if (left > 0)
    return `Only the first step is new here: ${shared.done ? `you did the rest when you fixed ${title}` : `the rest is also part of ${title}’s fix`}.`;
  return shared.done
    ? `You did this once for all your breaches, when you fixed ${title}.`
    : `You do this once for all your breaches: it is also part of ${title}’s fix, and counted there.`;
}
