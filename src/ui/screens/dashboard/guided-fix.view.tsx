// The guided fix's parts that a breach shows before any fix is open; the open fix's steps are fix-steps.view.tsx (on demand).
import { observer } from 'mobx-react-lite';
import { fixMinutes, fixSteps } from '../../../domain/breach/breach-guidance';
import type { TrackedBreach } from '../../../domain/breach/breach';
import { TARGETS } from '../../../domain/navigation/routes';
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

export function stepsAndTime(breach: TrackedBreach['breach']): string {
  const steps = fixSteps(breach);
  return `${steps.length} ${steps.length === 1 ? 'part' : 'parts'}, ${minutes(fixMinutes(steps))}`;
}

export const minutes = (n: number): string => `about ${n} ${n === 1 ? 'minute' : 'minutes'}`;
