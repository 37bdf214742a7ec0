import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent } from 'react';
import type { RankedBreaches } from '../../../domain/breach/breach';
import { HibpAttribution } from '../../components/hibp-attribution';
import { Card, Failed, Skeleton } from './area-card.view';
import { BREACHES_PER_STEP, type BreachList } from './breach-list.view-model';
import type { DashboardViewModel } from './dashboard.view-model';
import { AfterFixSlot } from './fix-slot.view';
import { count } from '../../../domain/format';

import { Fixed, NeedsAction } from './breach-card.view';
/** An observer of its own: the card does not re-render when only the progress arrives. */
const ProgressNote = observer(function ProgressNote({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const { progress } = vm;
  if (progress.state === 'failed') {
    return (
      <Failed
        quiet={vm.severalUnread}
        message={t`We could not load which breaches you marked as fixed just now.`}
        what={t`what you marked as fixed`}
        cardId="breaches"
        onRetry={() => void vm.retry('progress')}
      />
    );
  }
  if (progress.state === 'ready' && progress.value.keptOn === 'device') {
    return (
      <p className="note">
        <Trans>What you mark as fixed is kept in this browser for now: on another device you will see these breaches as needing action.</Trans>
      </p>
    );
  }
  return null;
});

function ShowMore({ list, total, shown, onShow }: { list: BreachList; total: number; shown: number; onShow: () => void }) {
  const left = total - shown;
  if (left <= 0) return null;
  const step = Math.min(BREACHES_PER_STEP, left);
  const rest = count(left);
  return (
    <button type="button" className="button button--small show-more" onClick={onShow}>
      {list === 'needAction' ? (
        <Trans>
          Show {step} more<span className="visually-hidden"> breaches that need action</span> ({rest} not shown yet)
        </Trans>
      ) : (
        <Trans>
          Show {step} more<span className="visually-hidden"> breaches you have dealt with</span> ({rest} not shown yet)
        </Trans>
      )}
    </button>
  );
}

const TABS: readonly BreachList[] = ['needAction', 'fixed'];

/** Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home, End) move and select. */
const BreachTabs = observer(function BreachTabs({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const label = (tab: BreachList) => {
    const [everyOne, onlyOfKind] =
      tab === 'needAction' ? [vm.needAction.length, vm.list.needActionOfKind.length] : [vm.fixed.length, vm.list.fixedOfKind.length];
    const all = count(everyOne);
    const ofKind = count(onlyOfKind);
    const filtered = vm.list.activeKind !== null;
    if (tab === 'needAction') return filtered ? t`Action needed (${ofKind} of ${all})` : t`Action needed (${all})`;
    return filtered ? t`Fixed (${ofKind} of ${all})` : t`Fixed (${all})`;
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
    <div className="tabs" role="tablist" aria-label={t`Breaches`} onKeyDown={onKeyDown}>
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
      <Trans>Kind of data</Trans>
      <select value={vm.list.activeKind ?? ''} onChange={(e) => vm.list.filterByKind(e.target.value === '' ? null : e.target.value)}>
        <option value="">
          <Plural value={total} one="All kinds (# breach)" other="All kinds (# breaches)" />
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
    name: msg`Breaches that need action, riskiest first`,
    none: msg`Nothing here: you have dealt with every breach we found.`,
    noneOfKind: msg`No breach that needs action exposed this kind of data.`,
    Item: NeedsAction,
  },
  fixed: {
    name: msg`Breaches you have dealt with`,
    none: msg`Nothing marked as fixed yet: a breach moves here once you have dealt with it.`,
    noneOfKind: msg`No breach you have fixed exposed this kind of data.`,
    Item: Fixed,
  },
} as const;

const TabList = observer(function TabList({ vm, list }: { vm: DashboardViewModel; list: BreachList }) {
  const { name, none, noneOfKind, Item } = LISTS[list];
  const ofKind = vm.list[`${list}OfKind`];
  const shown = vm.list[`${list}Shown`];
  if (ofKind.length === 0) return <p>{i18n._(vm[list].length === 0 ? none : noneOfKind)}</p>;
  const ranked = list === 'needAction';
  const minutes = vm.list.plan.minutes;
  const breaches = vm.needAction.length;
  return (
    <>
      {ranked && (
        <p id="breach-order" className="note">
          <Trans>
            Riskiest first: breaches that exposed passwords, sign-in details, ID numbers or bank and card details come first. Breaches we could not confirm come
            last.
          </Trans>
        </p>
      )}
      {ranked && breaches > 1 && minutes > 0 && (
        <p className="note">
          <Trans>
            About <Plural value={minutes} one="# minute" other="# minutes" /> for <Plural value={breaches} _2="both" other="all #" />: a step they share counts
            once.
          </Trans>
        </p>
      )}
      <ol className="breach-list" aria-label={i18n._(name)} aria-describedby={ranked ? 'breach-order' : undefined}>
        {shown.map((tracked) => (
          <Item key={tracked.key} vm={vm} tracked={tracked} />
        ))}
      </ol>
      <ShowMore list={list} total={ofKind.length} shown={shown.length} onShow={() => vm.list.showMore(list)} />
    </>
  );
});

const BreachLists = observer(function BreachLists({ vm, breaches }: { vm: DashboardViewModel; breaches: RankedBreaches }) {
  if (breaches.ranked.length === 0) {
    return (
      <p className="good-news">
        <Trans>
          <strong>Good news:</strong> none of your verified e-mail addresses appears in a known breach. We keep checking.
        </Trans>
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

function LeftOut({ hidden }: { hidden: number }) {
  return hidden > 0 ? (
    <p className="note">
      <Plural
        value={hidden}
        one="We left out # record that Have I Been Pwned marks as a spam list, retired or fabricated: it is not a real exposure of your data."
        other="We left out # records that Have I Been Pwned marks as spam lists, retired or fabricated: they are not real exposures of your data."
      />
    </p>
  ) : null;
}

export const BreachesArea = observer(function BreachesArea({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const area = vm.breaches;
  return (
    <Card title={t`Data breaches`} id="breaches" icon="breach">
      {area.state === 'loading' && <Skeleton label={t`your breaches`} />}
      {area.state === 'ready' && area.value === null && (
        <Failed
          quiet={vm.severalUnread}
          message={t`We could not check for breaches just now.`}
          what={t`your breaches`}
          cardId="breaches"
          onRetry={() => void vm.retry('breaches')}
        />
      )}
      {area.state === 'ready' && area.value !== null && (
        <>
          <BreachLists vm={vm} breaches={area.value} />
          <LeftOut hidden={area.value.hiddenCount} />
        </>
      )}
      {area.state === 'ready' && area.value !== null && <HibpAttribution />}
    </Card>
  );
});
