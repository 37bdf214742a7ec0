import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { firstStep } from '../../../domain/breach/breach-advice';
import { plainNames, plainNamesInWords, type FixStep } from '../../../domain/breach/breach-guidance';
import { listInWords } from '../../../domain/format';
import type { RankedBreaches, TrackedBreach } from '../../../domain/breach/breach';
import { HibpAttribution } from '../../components/hibp-attribution';
import { Card, Failed, Skeleton } from './area-card.view';
import { BREACHES_PER_STEP, type BreachList } from './breach-list.view-model';
import type { DashboardViewModel } from './dashboard.view-model';
import { AfterFixSlot, FixSlot } from './fix-slot.view';
import { AskLink, breachDomId, FixError, minuteCount, stepsAndTime } from './guided-fix.view';
import { count, fullDate, monthYear } from '../../../domain/format';

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
      <strong>Unverified:</strong> a list gathered from older leaks; Have I Been Pwned could not confirm where it came from. Change any password of yours it may
      hold.
    </p>
  );
}

function FixActions({ vm, steps, tracked }: { vm: DashboardViewModel; steps: readonly FixStep[]; tracked: TrackedBreach }) {
  return (
    <div className="breach__actions">
      <p className="breach__time">{stepsAndTime(steps)}</p>
      <button type="button" className="button button--small button--primary" aria-expanded={false} onClick={() => vm.startFix(tracked.key)}>
        Fix it now<span className="visually-hidden">: {tracked.breach.title}</span>
      </button>
      <AskLink tracked={tracked} />
    </div>
  );
}

const NeedsAction = observer(function NeedsAction({ vm, tracked }: { vm: DashboardViewModel; tracked: TrackedBreach }) {
  const { breach, key } = tracked;
  const open = vm.openFix?.key === key ? vm.openFix : null;
  const steps = vm.list.plan.steps(tracked);
  return (
    <li className="breach" id={breachDomId(key)} aria-labelledby={`${breachDomId(key)}-title`}>
      <BreachHead tracked={tracked} changed={vm.list.lastChanged === key} />
      <p className="breach__meta">
        {monthYear(breach.breachDate)} · {count(breach.pwnCount)} accounts
      </p>
      <Unverified tracked={tracked} />
      {vm.severalAddresses && breach.addresses.length > 0 && <p className="breach__addresses">Your address in it: {listInWords(breach.addresses)}</p>}
      <ul className="tags" aria-label="Exposed data">
        {plainNames(breach.dataClasses).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {open === null && (
        <p>
          <strong>What to do first:</strong> {firstStep(breach, steps)}
        </p>
      )}
      <FixSlot vm={vm} tracked={tracked} step={open?.step ?? null} actions={<FixActions vm={vm} steps={steps} tracked={tracked} />} />
    </li>
  );
});

const Fixed = observer(function Fixed({ vm, tracked }: { vm: DashboardViewModel; tracked: TrackedBreach }) {
  const { breach, key, fixedAt } = tracked;
  return (
    <li className="breach breach--fixed" id={breachDomId(key)} aria-labelledby={`${breachDomId(key)}-title`}>
      <BreachHead tracked={tracked} changed={vm.list.lastChanged === key} />
      <p className="breach__meta">
        {fixedAt === null ? 'Fixed' : `Marked fixed on ${fullDate(fixedAt)}`} · {plainNamesInWords(breach.dataClasses)}
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

/** An observer of its own: the card does not re-render when only the progress arrives. */
const ProgressNote = observer(function ProgressNote({ vm }: { vm: DashboardViewModel }) {
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
});

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
    const [all, ofKind] = tab === 'needAction' ? [vm.needAction.length, vm.list.needActionOfKind.length] : [vm.fixed.length, vm.list.fixedOfKind.length];
    return `${TAB_NAMES[tab]} (${vm.list.activeKind === null ? count(all) : `${count(ofKind)} of ${count(all)}`})`;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(vm.list.breachTab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1 + TABS.length, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = TABS[to % TABS.length] as BreachList;
    vm.list.showTab(tab);
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
          aria-selected={vm.list.breachTab === tab}
          aria-controls="breach-panel"
          tabIndex={vm.list.breachTab === tab ? 0 : -1}
          onClick={() => vm.list.showTab(tab)}
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
      <select value={vm.list.activeKind ?? ''} onChange={(e) => vm.list.filterByKind(e.target.value === '' ? null : e.target.value)}>
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
  const ofKind = vm.list[`${list}OfKind`];
  const shown = vm.list[`${list}Shown`];
  if (ofKind.length === 0) return <p>{vm[list].length === 0 ? none : noneOfKind}</p>;
  const ranked = list === 'needAction';
  return (
    <>
      {ranked && (
        <p id="breach-order" className="note">
          Riskiest first: breaches that exposed passwords, sign-in details, ID numbers or bank and card details come first. Breaches we could not confirm come
          last.
        </p>
      )}
      {ranked && vm.needAction.length > 1 && vm.list.plan.minutes > 0 && (
        <p className="note">
          About {minuteCount(vm.list.plan.minutes)} for {vm.needAction.length === 2 ? 'both' : `all ${count(vm.needAction.length)}`}: a step they share counts
          once.
        </p>
      )}
      <ol className="breach-list" aria-label={name} aria-describedby={ranked ? 'breach-order' : undefined}>
        {shown.map((tracked) => (
          <Item key={tracked.key} vm={vm} tracked={tracked} />
        ))}
      </ol>
      <ShowMore total={ofKind.length} shown={shown.length} what={what} onShow={() => vm.list.showMore(list)} />
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
      <AfterFixSlot vm={vm} />
      <div className="breach-controls">
        <BreachTabs vm={vm} />
        <KindFilter vm={vm} />
      </div>
      <div role="tabpanel" id="breach-panel" className="breach-panel" aria-labelledby={`breach-tab-${vm.list.breachTab}`}>
        <TabList vm={vm} list={vm.list.breachTab} />
      </div>
    </>
  );
});

export const BreachesArea = observer(function BreachesArea({ vm }: { vm: DashboardViewModel }) {
  const area = vm.breaches;
  return (
    <Card title="Data breaches" id="breaches" icon="breach">
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
              {area.value.hiddenCount === 1
                ? 'We left out 1 record that Have I Been Pwned marks as a spam list, retired or fabricated: it is not a real exposure of your data.'
                : `We left out ${area.value.hiddenCount} records that Have I Been Pwned marks as spam lists, retired or fabricated: they are not real exposures of your data.`}
            </p>
          )}
        </>
      )}
      {area.state === 'ready' && area.value !== null && <HibpAttribution />}
    </Card>
  );
});
