import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { firstStep, monthYear } from '../../../domain/breach/breach-advice';
import { fixMinutes, fixSteps, listInWords, plainNames } from '../../../domain/breach/breach-guidance';
import type { RankedBreaches, TrackedBreach } from '../../../domain/breach/breach';
import { TARGETS } from '../../../domain/navigation/routes';
import { HibpAttribution } from '../../components/hibp-attribution';
import { IntentLink } from '../../components/intent-link';
import { Card, Failed, Skeleton } from './area-card.view';
import { BREACHES_PER_STEP, type BreachList, type DashboardViewModel } from './dashboard.view-model';
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
    <h3 id={`${breachDomId(tracked.key)}-title`} ref={heading} tabIndex={-1}>
      {tracked.breach.title}
    </h3>
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

function stepsAndTime(breach: TrackedBreach['breach']): string {
  const steps = fixSteps(breach);
  return `${steps.length} ${steps.length === 1 ? 'step' : 'steps'}, ${minutes(fixMinutes(steps))}`;
}

const minutes = (n: number): string => `about ${n} ${n === 1 ? 'minute' : 'minutes'}`;

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
        Step {step + 1} of {steps.length} · {minutes(current.minutes)}
      </p>
      <h4 id={`${id}-step`} ref={heading} tabIndex={-1} className={`guided-fix__title guided-fix__title--${current.risk}`}>
        {current.title}
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
        {last ? (
          <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => void vm.setFixed(tracked.key, true)}>
            {busy ? 'Saving…' : 'I’ve done this: mark as fixed'}
          </button>
        ) : (
          <button type="button" className="button button--small button--primary" onClick={() => vm.moveFix(1)}>
            Next step
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
          <p className="breach__time">{stepsAndTime(breach)}</p>
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

/** After each fix: a short celebration that names the next breach to fix; focus moves to it, so the person is not left where the breach was. */
const AfterFix = observer(function AfterFix({ vm }: { vm: DashboardViewModel }) {
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
      {next !== null && (
        <button type="button" className="button button--small button--primary" onClick={() => vm.startFix(next.key)}>
          Start on {next.title}
        </button>
      )}
      <button type="button" className="link-button" onClick={vm.dismissFixed}>
        Dismiss
      </button>
    </div>
  );
});

function ProgressNote({ vm }: { vm: DashboardViewModel }) {
  const { progress } = vm;
  if (progress.state === 'failed') {
    return (
      <Failed
        quiet={vm.severalUnread}
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

const TAB_NAMES: Readonly<Record<BreachList, string>> = { needAction: 'Action needed', fixed: 'Fixed' };
const TABS = Object.keys(TAB_NAMES) as BreachList[];

/** Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home, End) move and select. */
const BreachTabs = observer(function BreachTabs({ vm }: { vm: DashboardViewModel }) {
  const label = (tab: BreachList) => {
    const [all, ofKind] = tab === 'needAction' ? [vm.needAction.length, vm.needActionOfKind.length] : [vm.fixed.length, vm.fixedOfKind.length];
    return `${TAB_NAMES[tab]} (${vm.activeKind === null ? count(all) : `${count(ofKind)} of ${count(all)}`})`;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(vm.breachTab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1 + TABS.length, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = TABS[to % TABS.length] as BreachList;
    vm.showTab(tab);
    document.getElementById(`breach-tab-${tab}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label="Breaches" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`breach-tab-${tab}`}
          className="tabs__tab"
          aria-selected={vm.breachTab === tab}
          aria-controls="breach-panel"
          tabIndex={vm.breachTab === tab ? 0 : -1}
          onClick={() => vm.showTab(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
});

const KindFilter = observer(function KindFilter({ vm }: { vm: DashboardViewModel }) {
  const total = vm.needAction.length + vm.fixed.length;
  return (
    <label className="kind-filter">
      Kind of data
      <select value={vm.activeKind ?? ''} onChange={(e) => vm.filterByKind(e.target.value === '' ? null : e.target.value)}>
        <option value="">
          All kinds ({count(total)} {total === 1 ? 'breach' : 'breaches'})
        </option>
        {vm.exposure.map((e) => (
          <option key={e.dataClass} value={e.dataClass}>
            {e.label} ({count(e.breaches)})
          </option>
        ))}
      </select>
    </label>
  );
});

/** Each tab's list: its name, what its Show more names, what it says when empty (of all, or of the kind filtered), and its item. */
const LISTS = {
  needAction: {
    name: 'Breaches that need action, riskiest first',
    what: 'breaches that need action',
    none: 'Nothing here: you have dealt with every breach we found.',
    noneOfKind: 'No breach that needs action exposed this kind of data.',
    Item: NeedsAction,
  },
  fixed: {
    name: 'Breaches you have dealt with',
    what: 'breaches you have dealt with',
    none: 'Nothing marked as fixed yet: a breach moves here once you have dealt with it.',
    noneOfKind: 'No breach you have fixed exposed this kind of data.',
    Item: Fixed,
  },
} as const;

const TabList = observer(function TabList({ vm, list }: { vm: DashboardViewModel; list: BreachList }) {
  const { name, what, none, noneOfKind, Item } = LISTS[list];
  const ofKind = vm[`${list}OfKind`];
  const shown = vm[`${list}Shown`];
  if (ofKind.length === 0) return <p>{vm[list].length === 0 ? none : noneOfKind}</p>;
  return (
    <>
      <ol className="breach-list" aria-label={name}>
        {shown.map((tracked) => (
          <Item key={tracked.key} vm={vm} tracked={tracked} />
        ))}
      </ol>
      <ShowMore total={ofKind.length} shown={shown.length} what={what} onShow={() => vm.showMore(list)} />
    </>
  );
});

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
      <AfterFix vm={vm} />
      <div className="breach-controls">
        <BreachTabs vm={vm} />
        <KindFilter vm={vm} />
      </div>
      <div role="tabpanel" id="breach-panel" className="breach-panel" aria-labelledby={`breach-tab-${vm.breachTab}`}>
        <TabList vm={vm} list={vm.breachTab} />
      </div>
    </>
  );
});

export const BreachesArea = observer(function BreachesArea({ vm }: { vm: DashboardViewModel }) {
  const area = vm.breaches;
  return (
    <Card title="Data breaches" id="breaches">
      {area.state === 'loading' && <Skeleton label="your breaches" />}
      {area.state === 'ready' && area.value === null && (
        <Failed
          quiet={vm.severalUnread}
          message="We could not check for breaches just now."
          what="your breaches"
          cardId="breaches"
          onRetry={() => void vm.retry('breaches')}
        />
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
