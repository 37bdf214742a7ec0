import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { Exposure } from '../../../domain/breach/breach-guidance';
import type { DashboardStatus, NextAction, ProgressFigure } from '../../../domain/dashboard/dashboard-status';
import { TARGETS } from '../../../domain/navigation/routes';
import type { RemovalContract } from '../../../domain/removal/removal';
import { IntentLink } from '../../components/intent-link';
import type { Area } from './area';
import { breachDomId } from './breaches-area.view';
import { count } from '../../../domain/numbers/count';

export type GlanceVm = {
  readonly status: DashboardStatus;
  readonly figure: ProgressFigure | null;
  readonly exposure: readonly Exposure[];
  readonly removals: Area<{ readonly total: number; readonly removed: number }>;
  readonly contract: Area<RemovalContract | null>;
  readonly contractBusy: boolean;
  startFix(key: string): void;
  retry(part: 'breaches' | 'removals' | 'contract'): Promise<void>;
  requestContract(): Promise<RemovalContract | null>;
};

/** Rows shown in the exposure chart; the rest are counted below it. */
const EXPOSURE_ROWS = 6;

type Row = { readonly label: string; readonly done: number; readonly total: number; readonly words: string; readonly risk?: string };

/** Horizontal bars in plain SVG, each row also said in words: the words are what a screen reader reads. */
function ProgressRows({ rows, label }: { rows: readonly Row[]; label: string }) {
  const most = Math.max(1, ...rows.map((r) => r.total));
  return (
    <ul className="progress-rows" aria-label={label}>
      {rows.map((row) => (
        <li key={row.label} className="progress-rows__row">
          <span className="progress-rows__label">{row.label}</span>
          <svg className="progress-rows__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className={`progress-rows__total${row.risk ? ` progress-rows__total--${row.risk}` : ''}`} x={0} y={0} width={(row.total / most) * 100} height={10} rx={2} />
            <rect className="progress-rows__done" x={0} y={0} width={(row.done / most) * 100} height={10} rx={2} />
          </svg>
          <span className="progress-rows__words">{row.words}</span>
        </li>
      ))}
    </ul>
  );
}

function ActionButton({ action, vm }: { action: NextAction; vm: GlanceVm }) {
  const navigate = useNavigate();
  switch (action.kind) {
    case 'fix-breach':
      return (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            vm.startFix(action.breachKey);
            document.getElementById(breachDomId(action.breachKey))?.scrollIntoView({ block: 'start' });
          }}
        >
          Fix {action.title} now
        </button>
      );
    case 'request-authorisation':
      return (
        <button
          type="button"
          className="button button--primary"
          disabled={vm.contractBusy}
          onClick={() =>
            void vm.requestContract().then(async (made) => {
              if (made) {
                const target = TARGETS.signing(made.docusealSlug);
                await navigate(target.path, { state: target.state });
              }
            })
          }
        >
          Authorise the removal
        </button>
      );
    case 'sign-authorisation':
      return vm.contract.state === 'ready' && vm.contract.value !== null ? (
        <IntentLink className="button button--primary" to={TARGETS.signing(vm.contract.value.docusealSlug).path} state={TARGETS.signing(vm.contract.value.docusealSlug).state}>
          Sign the authorisation
        </IntentLink>
      ) : null;
    case 'retry':
      return (
        <button type="button" className="button" onClick={() => void vm.retry(action.part)}>
          Try again
        </button>
      );
  }
}

/** Where the person stands, the one next thing to do, and what has leaked and been dealt with. */
export const Glance = observer(function Glance({ vm }: { vm: GlanceVm }) {
  const { status, figure, exposure, removals } = vm;
  const rows: Row[] = exposure.slice(0, EXPOSURE_ROWS).map((e) => ({
    label: e.label,
    done: e.fixed,
    total: e.breaches,
    risk: e.risk,
    words: `${e.fixed} of ${e.breaches} fixed`,
  }));
  const others = exposure.length - rows.length;
  return (
    <section className={`glance glance--${status.tone}`} aria-labelledby="glance-title" aria-busy={status.tone === 'loading'}>
      <div className="glance__status">
        <h2 id="glance-title" className="glance__headline">
          {status.headline}
        </h2>
        <p className="glance__detail">{status.detail}</p>
        {status.action !== null && <ActionButton action={status.action} vm={vm} />}
      </div>
      {figure !== null && (
        <p className="glance__figure">
          <span className="glance__percent">{figure.percent}%</span>
          <span>
            dealt with: {count(figure.done)} of {count(figure.total)} {figure.total === 1 ? 'exposure' : 'exposures'} (breaches fixed and brokers that removed your profile)
          </span>
        </p>
      )}
      <div className="glance__charts">
        {rows.length > 0 && (
          <figure className="glance__chart">
            <figcaption>What leaked, riskiest first, and how much you have fixed</figcaption>
            <ProgressRows rows={rows} label="Kinds of data exposed in your breaches" />
            {others > 0 && <p className="note">and {others} other {others === 1 ? 'kind' : 'kinds'} of data, in your breaches below</p>}
          </figure>
        )}
        {removals.state === 'ready' && removals.value.total > 0 && (
          <figure className="glance__chart">
            <figcaption>Data-broker removal</figcaption>
            <ProgressRows
              rows={[{ label: 'Brokers with your profile', done: removals.value.removed, total: removals.value.total, words: `${removals.value.removed} of ${removals.value.total} removed` }]}
              label="Data-broker removal progress"
            />
          </figure>
        )}
      </div>
    </section>
  );
});
