// The guided fix's parts that a breach shows before any fix is open; the open fix's steps are fix-steps.view.tsx (on demand).
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { fixMinutes, type FixStep } from '../../../domain/breach/breach-guidance';
import type { TrackedBreach } from '../../../domain/breach/breach';
import { TARGETS } from '../../../domain/navigation/routes';
import { IntentLink } from '../../components/intent-link';
import type { DashboardViewModel } from './dashboard.view-model';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a DOM id
export const breachDomId = (key: string): string => `breach-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export function AskLink({ tracked }: { tracked: TrackedBreach }) {
  const target = TARGETS.chatbot(tracked.breach.name, tracked.breach.source);
  const title = tracked.breach.title;
  return (
    <IntentLink className="button button--small" to={target.path} state={target.state}>
      <Trans>
        Ask about this breach<span className="visually-hidden">: {title}</span>
      </Trans>
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

/** "3 parts, about 12 minutes", and how many of them another breach's fix holds too: one whole message for each case. */
export function stepsAndTime(steps: readonly FixStep[]): string {
  const parts = steps.length;
  const shared = steps.filter((s) => s.shared !== null).length;
  const time = minutes(fixMinutes(steps));
  if (shared === 0) return t`${plural(parts, { one: '# part', other: '# parts' })}, ${time}`;
  if (shared < parts)
    return t`${plural(parts, { one: '# part', other: '# parts' })}, ${time}: ${plural(shared, { one: '# shared with another breach', other: '# shared with other breaches' })}`;
  return t`${plural(parts, { one: '# part', other: '# parts' })}, ${time}: ${plural(shared, { one: 'it is shared with another breach', 2: 'both shared with other breaches', other: 'all # shared with other breaches' })}`;
}

export const minutes = (time: number): string => (time === 0 ? t`no extra time` : plural(time, { one: 'about # minute', other: 'about # minutes' }));

/** What a part another fix holds asks of this one: nothing more, or only its first step (this site's own). */
export function sharedNote({ shared, minutes: left }: FixStep): string | null {
  if (shared === null) return null;
  const title = shared.title;
  if (left > 0)
    return shared.done
      ? t`Only the first step is new here: you did the rest when you fixed ${title}.`
      : t`Only the first step is new here: the rest is also part of ${title}’s fix.`;
  return shared.done
    ? t`You did this once for all your breaches, when you fixed ${title}.`
    : t`You do this once for all your breaches: it is also part of ${title}’s fix, and counted there.`;
}
