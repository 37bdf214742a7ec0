import { Icon } from '../../components/icon';
import { observer } from 'mobx-react-lite';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fullDate } from '../../../domain/format';
import { stateInWords, actionGuide, attemptsInWords, brokerTimeline, expectedBy, holdsInWords } from '../../../domain/removal/broker-timeline';
import { TARGETS } from '../../../domain/navigation/routes';
import { REMOVAL_REQUEST_STATES, allRemoved, detailsNeededInWords, type BrokerRemoval, type RemovalContract } from '../../../domain/removal/removal';
import { IntentLink } from '../../components/intent-link';
import { Card, Failed, Skeleton } from './area-card.view';
import type { DashboardViewModel } from './dashboard.view-model';

/** Enough to see what is still open without a wall of twelve rows; the rest are a button away. */
const FIRST_FEW = 5;

function BrokerRow({ broker }: { broker: BrokerRemoval }) {
  // A date the backend did not send, or could not be read, is left out rather than shown wrong.
  const dates = [
    ['Requested on', fullDate(broker.requestedAt ?? '')],
    ['Removed on', fullDate(broker.removedAt ?? '')],
  ].filter(([, date]) => date !== '');
  return (
    <li className="broker-row">
      <span className="broker-row__name">{broker.brokerName}</span>
      <span className="broker-row__status">
        <span className={`swatch swatch--${broker.state.toLowerCase()}`} aria-hidden="true" />
        {stateInWords(broker.state)}
      </span>
      {dates.length > 0 && (
        <span className="broker-row__dates">
          {dates.map(([what, date]) => (
            <span key={what}>
              {what} {date}
            </span>
          ))}
        </span>
      )}
      <BrokerAction broker={broker} />
      <BrokerEvidence broker={broker} />
    </li>
  );
}

function BrokerAction({ broker }: { broker: BrokerRemoval }) {
  const guide = actionGuide(broker);
  if (guide === null) return null;
  return (
    <div className="broker-row__action">
      <p>{guide.title}</p>
      <ol aria-label="What to do">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

/** Only for a service that sends the evidence extension: what the broker holds, what happened and when, what comes next. */
function BrokerEvidence({ broker }: { broker: BrokerRemoval }) {
  const holds = holdsInWords(broker.matched);
  const timeline = brokerTimeline(broker);
  const notes = [attemptsInWords(broker), expectedBy(broker)].filter((note) => note !== null);
  if (broker.steps === undefined && holds === null && notes.length === 0) return null;
  return (
    <details className="broker-row__evidence">
      <summary>What {broker.brokerName} holds and what happened</summary>
      {holds !== null && (
        <p>
          <strong>It holds:</strong> {holds}
        </p>
      )}
      {timeline.length > 0 && (
        <ol className="broker-timeline" aria-label="What happened">
          {timeline.map((entry) => (
            <li key={entry.words + entry.date}>
              {entry.words}: {entry.date}
            </li>
          ))}
        </ol>
      )}
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </details>
  );
}

function BrokerList({ brokers }: { brokers: readonly BrokerRemoval[] }) {
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  const listId = useId();
  if (brokers.length === 0) return null;
  const shown = showAll ? brokers : brokers.slice(0, FIRST_FEW);
  return (
    <>
      <h3 id={titleId} className="broker-list__title">
        Brokers we found with your profile
      </h3>
      <ul id={listId} className="broker-list" aria-labelledby={titleId}>
        {shown.map((broker) => (
          <BrokerRow key={broker.brokerId} broker={broker} />
        ))}
      </ul>
      {brokers.length > FIRST_FEW && (
        <button type="button" className="link-button broker-list__toggle" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer brokers' : `Show all ${brokers.length} brokers`}
        </button>
      )}
    </>
  );
}

const loadReport = () => import(/* webpackChunkName: "report" */ './report.view');
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
          Download your removal report (CSV)
        </button>
        <button type="button" className="link-button" onClick={Report ? print : withReport((report) => setReport({ view: report.ProtectionReport }))}>
          Print your report
        </button>
        {Report && <Report.view vm={vm} onShown={print} />}
      </p>
      {failed && (
        <p className="area-error" role="alert">
          The report could not be loaded just now. Check your connection, then try again.
        </p>
      )}
    </>
  );
}

/** Fills as brokers remove the profile, like the breach bars as breaches are fixed; the states are counted in words beside it. */
function RemovalBar({ removed, total }: { removed: number; total: number }) {
  return (
    <svg className="removal-bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={`${removed} of ${total} brokers removed your data`}>
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
    Add your details
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
        <p>To ask brokers to delete your data on your behalf, we need your signed authorisation.</p>
        <RequestButton vm={vm}>Authorise the removal</RequestButton>
      </>
    );
  }
  if (contract.status === 'PENDING_SIGNATURE') {
    return (
      <p>
        Your authorisation is ready. <SignLink slug={contract.docusealSlug}>Sign it</SignLink>
      </p>
    );
  }
  const signedOn = fullDate(contract.signedAt ?? '');
  return (
    <p>
      Authorisation signed{signedOn && ` on ${signedOn}`}.{done ? '' : ' We are working on your removals.'}
    </p>
  );
}

function Withdraw({ vm }: { vm: DashboardViewModel }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="confirm-row">
      {confirming ? (
        <>
          <span>Withdraw your authorisation? Pending removal requests stop.</span>
          <button type="button" className="button button--small" onClick={() => void vm.authorisation.withdraw().then(() => setConfirming(false))}>
            Yes, withdraw
          </button>
          <button type="button" className="link-button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" className="link-button" onClick={() => setConfirming(true)}>
          Withdraw authorisation
        </button>
      )}
    </div>
  );
}

export const RemovalArea = observer(function RemovalArea({ vm }: { vm: DashboardViewModel }) {
  const { removals, contract } = vm;
  return (
    <Card title="Data-broker removal" id="removal" icon="broker">
      {removals.state === 'loading' && <Skeleton label="removal progress" />}
      {removals.state === 'failed' && (
        <Failed quiet={vm.severalUnread} what="your removal progress" cardId="removal" onRetry={() => void vm.retry('removals')} />
      )}
      {removals.state === 'ready' && removals.value.total === 0 && vm.detailsMissing.length === 0 && (
        <p>No data broker we search has your profile. We keep looking.</p>
      )}
      {removals.state === 'ready' && removals.value.total > 0 && (
        <>
          <RemovalBar removed={removals.value.removed} total={removals.value.total} />
          {allRemoved(removals.value) && (
            <p className="removal-done">
              <span className="removal-done__mark">
                <Icon name="done" size={16} />
              </span>
              <span>Every broker we found has removed your profile.</span>
            </p>
          )}
          <ul className="removal-legend" aria-label="Brokers by status">
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
      {contract.state === 'loading' && <Skeleton label="your removal authorisation" />}
      {contract.state === 'failed' && (
        <Failed quiet={vm.severalUnread} what="your removal authorisation" cardId="removal" onRetry={() => void vm.retry('contract')} />
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
