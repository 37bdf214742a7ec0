// The guided fix's steps, with their words, and the celebration after a fix: on-demand views (on-demand.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { TrackedBreach } from '../../../domain/breach/breach';
import { wordsFor } from '../../../domain/breach/guidance-words';
import type { DashboardViewModel } from './dashboard.view-model';
import { AskLink, breachDomId, FixError, minutes, sharedNote } from './guided-fix.view';

export const GuidedFix = observer(function GuidedFix({ vm, tracked, step }: { vm: DashboardViewModel; tracked: TrackedBreach; step: number }) {
  const { t } = useLingui();
  const steps = vm.list.plan.steps(tracked);
  const current = steps[step];
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `${breachDomId(tracked.key)}-fix`;
  useEffect(() => heading.current?.focus(), [step]);
  if (current === undefined) return null;
  const { why, todo } = wordsFor(current.classes[0] ?? '');
  const shared = sharedNote(current);
  const next = steps[step + 1];
  const nextTitle = next?.title;
  const busy = vm.fixBusy === tracked.key;
  const part = step + 1;
  const parts = steps.length;
  const time = minutes(current.minutes);
  const title = current.title;
  return (
    <div className="guided-fix" id={id} role="group" aria-labelledby={`${id}-step`}>
      <p className="guided-fix__count">
        <Trans>
          Part {part} of {parts} · {time}
        </Trans>
      </p>
      <h4 id={`${id}-step`} ref={heading} tabIndex={-1} className={`guided-fix__title guided-fix__title--${current.risk}`}>
        <Trans>{title} exposed</Trans>
      </h4>
      {shared !== null && <p className="note">{shared}</p>}
      <p>
        <Trans>
          <strong>Why it matters:</strong> {why}
        </Trans>
      </p>
      <ol className="guided-fix__todo" aria-label={t`What to do`}>
        {todo.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <div className="guided-fix__nav">
        {step > 0 && (
          <button type="button" className="button button--small" onClick={() => vm.moveFix(-1)}>
            <Trans>Back</Trans>
          </button>
        )}
        {next === undefined ? (
          <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => void vm.setFixed(tracked.key, true)}>
            {busy ? t`Saving…` : t`I’ve done this: mark as fixed`}
          </button>
        ) : (
          <button type="button" className="button button--small button--primary" onClick={() => vm.moveFix(1)}>
            <Trans>Next: {nextTitle}</Trans>
          </button>
        )}
        <button type="button" className="button button--small" onClick={vm.skipFix}>
          <Trans>Skip for now</Trans>
        </button>
        <AskLink tracked={tracked} />
        <button type="button" className="link-button" onClick={vm.closeFix}>
          <Trans>Close the steps</Trans>
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
  const { next, title } = done;
  const nextTitle = next?.title;
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
            <Trans>
              <strong>That was the last one.</strong> Every breach is dealt with: well done.
            </Trans>
          </>
        ) : (
          <>
            <Trans>
              <strong>{title} is dealt with.</strong> Next: {nextTitle}.
            </Trans>
          </>
        )}
      </p>
      <button type="button" className="link-button" onClick={vm.dismissFixed}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
});
