import { Icon } from '../../components/icon';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { NextAction } from '../../../domain/dashboard-status';
import { breachDomId } from './guided-fix.view';
import type { DashboardViewModel } from './dashboard.view-model';
import { AddDetailsButton, RequestButton, SignLink } from './removal-area.view';
import { count } from '../../../domain/format';

const EXPOSURE_ROWS = 6;

type Row = { readonly label: string; readonly done: number; readonly total: number; readonly words: string };

/** Horizontal bars in plain SVG: an empty track filled as far as it is done, also said in words (what a screen reader reads). */
function ProgressRows({ rows, label }: { rows: readonly Row[]; label: string }) {
  return (
    <ul className="progress-rows" aria-label={label}>
      {rows.map((row) => (
        <li key={row.label} className="progress-rows__row">
          <span className="progress-rows__label" title={row.label}>
            {row.label}
          </span>
          <svg className="progress-rows__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className="progress-rows__done" width={row.total === 0 ? 0 : (row.done / row.total) * 100} height={10} rx={2} />
          </svg>
          <span className="progress-rows__words">{row.words}</span>
        </li>
      ))}
    </ul>
  );
}

function ActionButton({ action, vm }: { action: NextAction; vm: DashboardViewModel }) {
  switch (action.kind) {
    case 'fix-breach': {
      const title = action.title;
      return (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            vm.startFix(action.breachKey);
            document.getElementById(breachDomId(action.breachKey))?.scrollIntoView({ block: 'start' });
          }}
        >
          <Trans>Fix {title} now</Trans>
        </button>
      );
    }
    case 'add-details':
      return <AddDetailsButton vm={vm} />;
    case 'request-authorisation':
      return (
        <RequestButton vm={vm}>
          <Trans>Authorise the removal</Trans>
        </RequestButton>
      );
    case 'sign-authorisation':
      return vm.contract.state === 'ready' && vm.contract.value !== null ? (
        <SignLink slug={vm.contract.value.docusealSlug}>
          <Trans>Sign the authorisation</Trans>
        </SignLink>
      ) : null;
    case 'retry':
      return (
        <button type="button" className="button button--primary" onClick={() => void vm.retryFailed()}>
          <Trans>Try again</Trans>
        </button>
      );
  }
}

/** A phone shows the chart on request (or in one line, `empty`), so the breaches come sooner; chosen at the first render, so nothing moves. */
function OnPhonesOnRequest({ children, empty }: { children: ReactNode; empty: string | null }) {
  const [wide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 56rem)').matches);
  if (wide) return children;
  return empty !== null ? (
    <p className="glance__empty glance__line">{empty}</p>
  ) : (
    <details className="glance__more">
      <summary>
        <Trans>What leaked, by kind of data</Trans>
      </summary>
      {children}
    </details>
  );
}

function ExposureChart({ vm, rows }: { vm: DashboardViewModel; rows: readonly Row[] }) {
  const { t } = useLingui();
  const fixed = count(vm.fixed.length);
  const total = count(vm.fixed.length + vm.needAction.length);
  const shown = rows.length;
  const kinds = vm.exposure.length;
  const howItCounts =
    shown < kinds
      ? t`The ${shown} riskiest of ${kinds} kinds of data. A bar fills as you fix the breaches that exposed it.`
      : t`A bar fills as you fix the breaches that exposed that kind of data.`;
  const breaches = vm.status.tone === 'loading' ? 'loading' : vm.breaches.state === 'ready' && vm.breaches.value !== null ? 'known' : 'unknown';
  return (
    <figure className="glance__chart glance__chart--exposure" aria-labelledby="glance-breaches">
      <figcaption id="glance-breaches">{breaches === 'known' && rows.length > 0 ? t`Breaches: ${fixed} of ${total} fixed` : t`Breaches`}</figcaption>
      <OnPhonesOnRequest empty={breaches === 'unknown' ? t`Not loaded just now.` : breaches === 'known' && rows.length === 0 ? t`None found.` : null}>
        {breaches === 'loading' ? (
          <SkeletonRows count={EXPOSURE_ROWS} />
        ) : rows.length > 0 ? (
          <ProgressRows rows={rows} label={t`Kinds of data exposed in your breaches`} />
        ) : (
          <p className={`glance__empty glance__empty--${breaches}`}>
            {breaches === 'known' && <Icon name="shield" size={40} />}
            {breaches === 'unknown' ? t`Not loaded just now.` : t`No breach found for your addresses.`}
          </p>
        )}
        <p className="note glance__how">{shown > 0 && howItCounts}</p>
      </OnPhonesOnRequest>
    </figure>
  );
}

function SkeletonRows({ count: rows }: { count: number }) {
  return (
    <div className="skeleton progress-rows" role="status">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton__line progress-rows__row" />
      ))}
    </div>
  );
}

function RemovalChart({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const { removals } = vm;
  const searched = vm.detailsMissing.length === 0;
  const [removed, total] = removals.state === 'ready' ? [removals.value.removed, removals.value.total] : [0, 0];
  return (
    <figure className="glance__chart glance__chart--removal" aria-labelledby="glance-brokers">
      <figcaption id="glance-brokers">{total > 0 ? t`Data brokers: ${removed} of ${total} removed` : t`Data brokers`}</figcaption>
      {removals.state === 'loading' ? (
        <SkeletonRows count={1} />
      ) : removals.state === 'failed' ? (
        <p className="glance__empty">
          <Trans>Not loaded just now.</Trans>
        </p>
      ) : removals.value.total === 0 ? (
        <p className="glance__empty">
          {searched ? t`No data broker has your profile.` : t`Not searched yet: brokers are searched by your name and city.`}
          {!searched && vm.status.action?.kind !== 'add-details' && (
            <button type="button" className="link-button" onClick={() => void vm.editProfileWhenLoaded()}>
              <Trans>Add your details</Trans>
            </button>
          )}
        </p>
      ) : (
        <ProgressRows
          rows={[{ label: t`Broker profiles`, done: removed, total, words: t`${removed} of ${total} removed` }]}
          label={t`Data-broker removal progress`}
        />
      )}
    </figure>
  );
}

/** Where the person stands and the one next thing to do; each part keeps its place while the answers arrive, so nothing below it moves. */
export const Glance = observer(function Glance({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const { status, exposure } = vm;
  const rows: Row[] = exposure
    .slice(0, EXPOSURE_ROWS)
    .map(({ label, fixed, breaches }) => ({ label, done: fixed, total: breaches, words: t`${fixed} of ${breaches} fixed` }));
  return (
    <section className={`glance glance--${status.tone}`} aria-labelledby="glance-title" aria-busy={status.tone === 'loading'}>
      <div className="glance__status">
        <h2 id="glance-title" className="glance__headline">
          {status.headline}
        </h2>
        <p className="glance__detail">{status.detail}</p>
        <div className="glance__action">{status.action !== null && <ActionButton action={status.action} vm={vm} />}</div>
      </div>
      {!vm.severalUnread && (
        <div className="glance__charts">
          <ExposureChart vm={vm} rows={rows} />
          <RemovalChart vm={vm} />
        </div>
      )}
    </section>
  );
});
