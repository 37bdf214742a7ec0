// The guided fix's steps, with their words, and the celebration after a fix: on-demand views (on-demand.ts).
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { TrackedBreach } from '../../../domain/breach/breach';
import { wordsFor } from '../../../domain/breach/guidance-words';
import type { DashboardViewModel } from './dashboard.view-model';
import { AskLink, breachDomId, FixError, minutes, sharedNote } from './guided-fix.view';

export const GuidedFix = observer(function GuidedFix({ vm, tracked, step }: { vm: DashboardViewModel; tracked: TrackedBreach; step: number }) {
  const steps = vm.list.plan.steps(tracked);
  const current = steps[step];
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `${breachDomId(tracked.key)}-fix`;
  useEffect(() => heading.current?.focus(), [step]);
  if (current === undefined) return null;
  const { why, todo } = wordsFor(current.classes[0] ?? '');
  const shared = sharedNote(current);
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
      {shared !== null && <p className="note">{shared}</p>}
      <p>
        <strong>Why it matters:</strong> {why}
      </p>
      <ol className="guided-fix__todo" aria-label="What to do">
        {todo.map((item) => (
          <li key={item}>{item}</li>
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
