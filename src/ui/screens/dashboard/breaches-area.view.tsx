import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { firstStep, monthYear } from '../../../domain/breach/breach-advice';
import { fixSteps, listInWords, plainNames } from '../../../domain/breach/breach-guidance';
import type { RankedBreaches, TrackedBreach } from '../../../domain/breach/breach';
import { TARGETS } from '../../../domain/navigation/routes';
import { HibpAttribution } from '../../components/hibp-attribution';
import { IntentLink } from '../../components/intent-link';
import { Card, Failed, Skeleton } from './area-card.view';
import { BREACHES_PER_STEP, type DashboardViewModel } from './dashboard.view-model';
import { count, fullDate } from '../../../domain/format';

export const breachDomId = (key: string): string => `breach-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function AskLink({ tracked }: { tracked: TrackedBreach }) {
  const target = TARGETS.chatbot(tracked.breach.name, tracked.breach.source);
  return (
    <IntentLink className="button button--small" to={target.path} state={target.state}>
      Ask about this breach<span className="visually-hidden">: {tracked.breach.title}</span>
    </IntentLink>
  );
}

/** `changed`: its state changed last, so its heading takes focus and the person is not lost when it moves list. */
function BreachHead({ tracked, changed }: { tracked: TrackedBreach; changed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed]);
  return (
    <h4 id={`${breachDomId(tracked.key)}-title`} ref={heading} tabIndex={-1}>
      {tracked.breach.title}
    </h4>
  );
}

function Unverified({ tracked }: { tracked: TrackedBreach }) {
  return tracked.breach.isVerified ? null : (
    <p className="note breach__unverified">
      <strong>Unverified:</strong> Have I Been Pwned could not confirm that this data came from {tracked.breach.title}; it may be a mix of older leaks. Fix it
      if you use this service or this password.
    </p>
  );
}

const FixError = observer(function FixError({ vm, breachKey }: { vm: DashboardViewModel; breachKey: string }) {
  return vm.fixError?.key === breachKey ? (
    <p className="area-error" role="alert">
      {vm.fixError.message}
    </p>
  ) : null;
});

const GuidedFix = observer(function GuidedFix({ vm, tracked, step }: { vm: DashboardViewModel; tracked: TrackedBreach; step: number }) {
  const steps = fixSteps(tracked.breach);
  const current = steps[step];
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `${breachDomId(tracked.key)}-fix`;
  useEffect(() => heading.current?.focus(), [step]);
  if (current === undefined) return null;
  const last = step === steps.length - 1;
  const busy = vm.fixBusy === tracked.key;
  return (
    <div className="guided-fix" id={id} role="group" aria-labelledby={`${id}-step`}>
      <p className="guided-fix__count">
        Step {step + 1} of {steps.length}
      </p>
      <h5 id={`${id}-step`} ref={heading} tabIndex={-1} className={`guided-fix__title guided-fix__title--${current.risk}`}>
        {current.title}
      </h5>
      <p>{current.advice}</p>
      <div className="guided-fix__nav">
        {step > 0 && (
          <button type="button" className="button button--small" onClick={() => vm.moveFix(-1)}>
            Back
          </button>
        )}
        {last ? (
          <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => void vm.setFixed(tracked.key, true)}>
            {busy ? 'Saving…' : 'I’ve done this: mark as fixed'}
          </button>
        ) : (
          <button type="button" className="button button--small button--primary" onClick={() => vm.moveFix(1)}>
            Next step
          </button>
        )}
        <AskLink tracked={tracked} />
        <button type="button" className="link-button" onClick={vm.closeFix}>
          Close the steps
        </button>
      </div>
      <FixError vm={vm} breachKey={tracked.key} />
    </div>
  );
});

const NeedsAction = observer(function NeedsAction({ vm, tracked }: { vm: DashboardViewModel; tracked: TrackedBreach }) {
  const { breach, key } = tracked;
  const open = vm.openFix?.key === key ? vm.openFix : null;
  return (
    <li className="breach" id={breachDomId(key)} aria-labelledby={`${breachDomId(key)}-title`}>
      <BreachHead tracked={tracked} changed={vm.lastChanged === key} />
      <p className="breach__meta">
        {monthYear(breach.breachDate)} · {count(breach.pwnCount)} accounts
      </p>
      <Unverified tracked={tracked} />
      {breach.addresses.length > 0 && <p className="breach__addresses">Your address in it: {listInWords(breach.addresses)}</p>}
      <ul className="tags" aria-label="Exposed data">
        {plainNames(breach.dataClasses).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p>
        <strong>What to do first:</strong> {firstStep(breach)}
      </p>
      {open === null ? (
        <div className="breach__actions">
          <button type="button" className="button button--small button--primary" aria-expanded={false} onClick={() => vm.startFix(key)}>
            Fix it step by step<span className="visually-hidden">: {breach.title}</span>
          </button>
          <AskLink tracked={tracked} />
        </div>
      ) : (
        <GuidedFix vm={vm} tracked={tracked} step={open.step} />
      )}
    </li>
  );
});

const Fixed = observer(function Fixed({ vm, tracked }: { vm: DashboardViewModel; tracked: TrackedBreach }) {
  const { breach, key, fixedAt } = tracked;
  return (
    <li className="breach breach--fixed" id={breachDomId(key)} aria-labelledby={`${breachDomId(key)}-title`}>
      <BreachHead tracked={tracked} changed={vm.lastChanged === key} />
      <p className="breach__meta">
        {fixedAt === null ? 'Fixed' : `Marked fixed on ${fullDate(fixedAt)}`} · {plainNames(breach.dataClasses).join(', ')}
      </p>
      <div className="breach__actions">
        <button type="button" className="button button--small" disabled={vm.fixBusy === key} onClick={() => void vm.setFixed(key, false)}>
          Undo: it still needs action<span className="visually-hidden"> ({breach.title})</span>
        </button>
        <AskLink tracked={tracked} />
      </div>
      <FixError vm={vm} breachKey={tracked.key} />
    </li>
  );
});

function Celebration({ onDone }: { onDone: () => void }) {
  return (
    <div className="celebration" role="status">
      <span className="celebration__burst" aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <i key={i} />
        ))}
      </span>
      <p className="celebration__text">
        <strong>That was the last one.</strong> Every breach is dealt with: well done.
      </p>
      <button type="button" className="link-button" onClick={onDone}>
        Dismiss
      </button>
    </div>
  );
}

function ProgressNote({ vm }: { vm: DashboardViewModel }) {
  const { progress } = vm;
  if (progress.state === 'failed') {
    return (
      <Failed
        message="We could not load which breaches you marked as fixed just now."
        what="what you marked as fixed"
        cardId="breaches"
        onRetry={() => void vm.retry('progress')}
      />
    );
  }
  if (progress.state === 'ready' && progress.value.keptOn === 'device') {
    return <p className="note">What you mark as fixed is kept in this browser for now: on another device you will see these breaches as needing action.</p>;
  }
  return null;
}

function ShowMore({ total, shown, what, onShow }: { total: number; shown: number; what: string; onShow: () => void }) {
  const left = total - shown;
  if (left <= 0) return null;
  return (
    <button type="button" className="button button--small show-more" onClick={onShow}>
      Show {Math.min(BREACHES_PER_STEP, left)} more<span className="visually-hidden"> {what}</span> ({count(left)} not shown yet)
    </button>
  );
}

const BreachLists = observer(function BreachLists({ vm, breaches }: { vm: DashboardViewModel; breaches: RankedBreaches }) {
  if (breaches.ranked.length === 0) {
    return (
      <p className="good-news">
        <strong>Good news:</strong> none of your verified e-mail addresses appears in a known breach. We keep checking.
      </p>
    );
  }
  return (
    <>
      <ProgressNote vm={vm} />
      {vm.celebrating && <Celebration onDone={vm.endCelebration} />}
      <h3 className="breach-group">Action needed ({count(vm.needAction.length)})</h3>
      {vm.needAction.length === 0 ? (
        <p>Nothing here: you have dealt with every breach we found.</p>
      ) : (
        <ol className="breach-list" aria-label="Breaches that need action, riskiest first">
          {vm.needActionShown.map((tracked) => (
            <NeedsAction key={tracked.key} vm={vm} tracked={tracked} />
          ))}
        </ol>
      )}
      <ShowMore total={vm.needAction.length} shown={vm.needActionShown.length} what="breaches that need action" onShow={() => vm.showMore('needAction')} />
      {vm.fixed.length > 0 && (
        <>
          <h3 className="breach-group">Fixed ({count(vm.fixed.length)})</h3>
          <ol className="breach-list" aria-label="Breaches you have dealt with">
            {vm.fixedShown.map((tracked) => (
              <Fixed key={tracked.key} vm={vm} tracked={tracked} />
            ))}
          </ol>
          <ShowMore total={vm.fixed.length} shown={vm.fixedShown.length} what="breaches you have dealt with" onShow={() => vm.showMore('fixed')} />
        </>
      )}
    </>
  );
});

export const BreachesArea = observer(function BreachesArea({ vm }: { vm: DashboardViewModel }) {
  const area = vm.breaches;
  return (
    <Card title="Data breaches" id="breaches">
      {area.state === 'loading' && <Skeleton label="your breaches" />}
      {area.state === 'ready' && area.value === null && (
        <Failed message="We could not check for breaches just now." what="your breaches" cardId="breaches" onRetry={() => void vm.retry('breaches')} />
      )}
      {area.state === 'ready' && area.value !== null && (
        <>
          <BreachLists vm={vm} breaches={area.value} />
          {area.value.hiddenCount > 0 && (
            <p className="note">
              We left out {area.value.hiddenCount} {area.value.hiddenCount === 1 ? 'record' : 'records'} that Have I Been Pwned marks as spam lists, retired or
              fabricated: they are not real exposures of your data.
            </p>
          )}
        </>
      )}
      <HibpAttribution />
    </Card>
  );
});
