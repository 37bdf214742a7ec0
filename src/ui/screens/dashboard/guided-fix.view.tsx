import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
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

const minutes = (n: number): string => `about ${n} ${n === 1 ? 'minute' : 'minutes'}`;

export const GuidedFix = observer(function GuidedFix({ vm, tracked, step }: { vm: DashboardViewModel; tracked: TrackedBreach; step: number }) {
  const steps = fixSteps(tracked.breach);
  const current = steps[step];
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `${breachDomId(tracked.key)}-fix`;
  useEffect(() => heading.current?.focus(), [step]);
  if (current === undefined) return null;
  const next = steps[step + 1];
  const busy = vm.fixBusy === tracked.key;
  return (
    <div className="guided-fix" id={id} role="group" aria-labelledby={`${id}-step`}>
      <p className="guided-fix__count">
        Part {step + 1} of {steps.length} · {minutes(current.minutes)}
      </p>
      <h4 id={`${id}-step`} ref={heading} tabIndex={-1} className={`guided-fix__title guided-fix__title--${current.risk}`}>
        {current.title} exposed
      </h4>
      <p>
        <strong>Why it matters:</strong> {current.why}
      </p>
      <ol className="guided-fix__todo" aria-label="What to do">
        {current.todo.map((todo) => (
          <li key={todo}>{todo}</li>
        ))}
      </ol>
      <div className="guided-fix__nav">
        {step > 0 && (
          <button type="button" className="button button--small" onClick={() => vm.moveFix(-1)}>
            Back
          </button>
        )}
        {next === undefined ? (
          <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => void vm.setFixed(tracked.key, true)}>
            {busy ? 'Saving…' : 'I’ve done this: mark as fixed'}
          </button>
        ) : (
          <button type="button" className="button button--small button--primary" onClick={() => vm.moveFix(1)}>
            Next: {next.title}
          </button>
        )}
        <button type="button" className="button button--small" onClick={vm.skipFix}>
          Skip for now
        </button>
        <AskLink tracked={tracked} />
        <button type="button" className="link-button" onClick={vm.closeFix}>
          Close the steps
        </button>
      </div>
      <FixError vm={vm} breachKey={tracked.key} />
    </div>
  );
});

/** After each fix: a short celebration that names the next breach (the headline above offers to fix it); focus moves here, so the person is not left where the breach was. */
export const AfterFix = observer(function AfterFix({ vm }: { vm: DashboardViewModel }) {
  const done = vm.justFixed;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [done]);
  if (done === null) return null;
  const { next } = done;
  return (
    <div className="celebration" role="status" tabIndex={-1} ref={box}>
      <span className="celebration__burst" aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <i key={i} />
        ))}
      </span>
      <p className="celebration__text">
        {next === null ? (
          <>
            <strong>That was the last one.</strong> Every breach is dealt with: well done.
          </>
        ) : (
          <>
            <strong>{done.title} is dealt with.</strong> Next: {next.title}.
          </>
        )}
      </p>
      <button type="button" className="link-button" onClick={vm.dismissFixed}>
        Dismiss
      </button>
    </div>
  );
});
