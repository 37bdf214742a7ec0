import { Icon } from '../../components/icon';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fullDate } from '../../../domain/format';
import { stateInWords } from '../../../domain/removal/broker-timeline';
import { TARGETS } from '../../../domain/navigation/routes';
import { REMOVAL_REQUEST_STATES, allRemoved, detailsNeededInWords, type BrokerRemoval, type RemovalContract } from '../../../domain/removal/removal';
import { IntentLink } from '../../components/intent-link';
import { withWords } from '../../i18n';
import { Card, Failed, Skeleton } from './area-card.view';
import type { DashboardViewModel } from './dashboard.view-model';
import { BrokerList } from './broker-list.view';

const loadReport = () => withWords(import(/* webpackChunkName: "report" */ './report.view'));
type ReportModule = Awaited<ReturnType<typeof loadReport>>;

/** The report's code loads when asked for; printing waits for the report to be in the page. */
function ReportActions({ vm, brokers }: { vm: DashboardViewModel; brokers: readonly BrokerRemoval[] }) {
  const [Report, setReport] = useState<{ readonly view: ReportModule['ProtectionReport'] } | null>(null);
  const [failed, setFailed] = useState(false);
  const print = useCallback(() => window.print(), []);
  const withReport = (use: (report: ReportModule) => void) => () =>
    void loadReport().then(
      (report) => {
        setFailed(false);
        use(report);
      },
      () => setFailed(true),
    );
  return (
    <>
      <p className="report-actions">
        <button type="button" className="link-button" onClick={withReport((report) => report.downloadCsv(brokers))}>
          <Trans>Download your removal report (CSV)</Trans>
        </button>
        <button type="button" className="link-button" onClick={Report ? print : withReport((report) => setReport({ view: report.ProtectionReport }))}>
          <Trans>Print your report</Trans>
        </button>
        {Report && <Report.view vm={vm} onShown={print} />}
      </p>
      {failed && (
        <p className="area-error" role="alert">
          <Trans>The report could not be loaded just now. Check your connection, then try again.</Trans>
        </p>
      )}
    </>
  );
}

/** Fills as brokers remove the profile, like the breach bars as breaches are fixed; the states are counted in words beside it. */
function RemovalBar({ removed, total }: { removed: number; total: number }) {
  const { t } = useLingui();
  const label = t({ message: plural(total, { one: `${removed} of # brokers removed your data`, other: `${removed} of # brokers removed your data` }) });
  return (
    <svg className="removal-bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={label}>
      <rect className="removal-bar__removed" x={0} y={0} width={total === 0 ? 0 : (removed / total) * 100} height={8} />
    </svg>
  );
}

export const RequestButton = observer(function RequestButton({ vm, children }: { vm: DashboardViewModel; children: ReactNode }) {
  const navigate = useNavigate();
  const request = async () => {
    const made = await vm.authorisation.request();
    if (made) await navigate(TARGETS.signing(made.docusealSlug).path, { state: TARGETS.signing(made.docusealSlug).state });
  };
  return (
    <button type="button" className="button button--primary" disabled={vm.authorisation.change.busy} onClick={() => void request()}>
      {children}
    </button>
  );
});

export function SignLink({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <IntentLink className="button button--primary" to={TARGETS.signing(slug).path} state={TARGETS.signing(slug).state}>
      {children}
    </IntentLink>
  );
}

export const AddDetailsButton = ({ vm }: { vm: DashboardViewModel }) => (
  <button type="button" className="button button--primary" onClick={() => void vm.editProfileWhenLoaded()}>
    <Trans>Add your details</Trans>
  </button>
);

function Contract({ vm, contract, done }: { vm: DashboardViewModel; contract: RemovalContract | null; done: boolean }) {
  if (contract?.status !== 'SIGNED' && vm.detailsMissing.length > 0) {
    return (
      <>
        <p>{detailsNeededInWords(vm.detailsMissing)}</p>
        <AddDetailsButton vm={vm} />
      </>
    );
  }
  if (contract === null) {
    return (
      <>
        <p>
          <Trans>To ask brokers to delete your data on your behalf, we need your signed authorisation.</Trans>
        </p>
        <RequestButton vm={vm}>
          <Trans>Authorise the removal</Trans>
        </RequestButton>
      </>
    );
  }
  if (contract.status === 'PENDING_SIGNATURE') {
    const slug = contract.docusealSlug;
    return (
      <p>
        <Trans>
          Your authorisation is ready. <SignLink slug={slug}>Sign it</SignLink>
        </Trans>
      </p>
    );
  }
  return <p>{signedInWords(fullDate(contract.signedAt ?? ''), done)}</p>;
}

/** Whole sentences: with the day it was signed when it can be read, and a word on the removals still under way. */
function signedInWords(signedOn: string, done: boolean): ReactNode {
  if (signedOn === '') return done ? <Trans>Authorisation signed.</Trans> : <Trans>Authorisation signed. We are working on your removals.</Trans>;
  return done ? <Trans>Authorisation signed on {signedOn}.</Trans> : <Trans>Authorisation signed on {signedOn}. We are working on your removals.</Trans>;
}

function Withdraw({ vm }: { vm: DashboardViewModel }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="confirm-row">
      {confirming ? (
        <>
          <span>
            <Trans>Withdraw your authorisation? Pending removal requests stop.</Trans>
          </span>
          <button type="button" className="button button--small" onClick={() => void vm.authorisation.withdraw().then(() => setConfirming(false))}>
            <Trans>Yes, withdraw</Trans>
          </button>
          <button type="button" className="link-button" onClick={() => setConfirming(false)}>
            <Trans>Keep it</Trans>
          </button>
        </>
      ) : (
        <button type="button" className="link-button" onClick={() => setConfirming(true)}>
          <Trans>Withdraw authorisation</Trans>
        </button>
      )}
    </div>
  );
}

export const RemovalArea = observer(function RemovalArea({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const { removals, contract } = vm;
  return (
    <Card title={t`Data-broker removal`} id="removal" icon="broker">
      {removals.state === 'loading' && <Skeleton label={t`removal progress`} />}
      {removals.state === 'failed' && (
        <Failed quiet={vm.severalUnread} what={t`your removal progress`} cardId="removal" onRetry={() => void vm.retry('removals')} />
      )}
      {removals.state === 'ready' && removals.value.total === 0 && vm.detailsMissing.length === 0 && (
        <p>
          <Trans>No data broker we search has your profile. We keep looking.</Trans>
        </p>
      )}
      {removals.state === 'ready' && removals.value.total > 0 && (
        <>
          <RemovalBar removed={removals.value.removed} total={removals.value.total} />
          {allRemoved(removals.value) && (
            <p className="removal-done">
              <span className="removal-done__mark">
                <Icon name="done" size={16} />
              </span>
              <span>
                <Trans>Every broker we found has removed your profile.</Trans>
              </span>
            </p>
          )}
          <ul className="removal-legend" aria-label={t`Brokers by status`}>
            {REMOVAL_REQUEST_STATES.filter((state) => state === 'REMOVED' || removals.value.byState[state] > 0).map((state) => (
              <li key={state}>
                <span className={`swatch swatch--${state.toLowerCase()}`} aria-hidden="true" />
                {stateInWords(state)}: {removals.value.byState[state]}
              </li>
            ))}
          </ul>
          <BrokerList brokers={removals.value.brokers} />
          <ReportActions vm={vm} brokers={removals.value.brokers} />
        </>
      )}
      {contract.state === 'loading' && <Skeleton label={t`your removal authorisation`} />}
      {contract.state === 'failed' && (
        <Failed quiet={vm.severalUnread} what={t`your removal authorisation`} cardId="removal" onRetry={() => void vm.retry('contract')} />
      )}
      {contract.state === 'ready' && removals.state !== 'failed' && (
        <Contract vm={vm} contract={contract.value} done={removals.state === 'ready' && allRemoved(removals.value)} />
      )}
      {contract.state === 'ready' && contract.value !== null && <Withdraw vm={vm} />}
      {vm.authorisation.change.error && (
        <p className="area-error" role="alert">
          {vm.authorisation.change.error}
        </p>
      )}
    </Card>
  );
});
