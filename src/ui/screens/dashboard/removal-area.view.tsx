import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fullDate } from '../../../domain/format';
import { TARGETS } from '../../../domain/navigation/routes';
import { REMOVAL_REQUEST_STATES, allRemoved, type RemovalContract, type RemovalSummary } from '../../../domain/removal/removal';
import { IntentLink } from '../../components/intent-link';
import type { Area } from './area';
import { Card, Failed, Skeleton } from './area-card.view';
import { BrokerList, STATE_LABELS } from './broker-list.view';
import { RemovalBar } from './removal-bar.view';

export type RemovalAreaVm = {
  readonly removals: Area<RemovalSummary>;
  /** Null until one is requested. */
  readonly contract: Area<RemovalContract | null>;
  readonly contractBusy: boolean;
  readonly contractError: string | null;
  retry(part: 'removals' | 'contract'): Promise<void>;
  requestContract(): Promise<RemovalContract | null>;
  deleteContract(): Promise<void>;
};

/** `done`: every broker has removed the profile, so nothing is left to work on. */
function Contract({ vm, contract, done }: { vm: RemovalAreaVm; contract: RemovalContract | null; done: boolean }) {
  const navigate = useNavigate();
  if (contract === null) {
    const request = async () => {
      const made = await vm.requestContract();
      if (!made) return;
      const target = TARGETS.signing(made.docusealSlug);
      await navigate(target.path, { state: target.state });
    };
    return (
      <>
        <p>To ask brokers to delete your data on your behalf, we need your signed authorisation.</p>
        <button type="button" className="button button--primary" disabled={vm.contractBusy} onClick={() => void request()}>
          Request the authorisation
        </button>
      </>
    );
  }
  if (contract.status === 'PENDING_SIGNATURE') {
    return (
      <p>
        Your authorisation is ready.{' '}
        <IntentLink className="button button--primary" to={TARGETS.signing(contract.docusealSlug).path} state={TARGETS.signing(contract.docusealSlug).state}>
          Sign it
        </IntentLink>
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

function Withdraw({ vm }: { vm: RemovalAreaVm }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="confirm-row">
      {confirming ? (
        <>
          <span>Withdraw your authorisation? Pending removal requests stop.</span>
          <button type="button" className="button button--small" onClick={() => void vm.deleteContract().then(() => setConfirming(false))}>
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

export const RemovalArea = observer(function RemovalArea({ vm }: { vm: RemovalAreaVm }) {
  const { removals, contract } = vm;
  return (
    <Card title="Data-broker removal" id="removal">
      {removals.state === 'loading' && <Skeleton label="removal progress" />}
      {removals.state === 'failed' && (
        <Failed
          message="We could not load your removal progress just now."
          what="your removal progress"
          cardId="removal"
          onRetry={() => void vm.retry('removals')}
        />
      )}
      {removals.state === 'ready' && (
        <>
          <RemovalBar byState={removals.value.byState} total={removals.value.total} />
          {allRemoved(removals.value) && (
            <p className="removal-done">
              <span className="removal-done__mark" aria-hidden="true">
                ✓
              </span>
              <span>Every broker we found has removed your profile.</span>
            </p>
          )}
          <ul className="removal-legend">
            {REMOVAL_REQUEST_STATES.map((state) => (
              <li key={state}>
                <span className={`swatch swatch--${state.toLowerCase()}`} aria-hidden="true" />
                {STATE_LABELS[state]}: {removals.value.byState[state]}
              </li>
            ))}
          </ul>
          <BrokerList brokers={removals.value.brokers} />
        </>
      )}
      {contract.state === 'loading' && <Skeleton label="your removal authorisation" />}
      {contract.state === 'failed' && (
        <Failed
          message="We could not load your removal authorisation just now."
          what="your removal authorisation"
          cardId="removal"
          onRetry={() => void vm.retry('contract')}
        />
      )}
      {contract.state === 'ready' && <Contract vm={vm} contract={contract.value} done={removals.state === 'ready' && allRemoved(removals.value)} />}
      {contract.state === 'ready' && contract.value !== null && <Withdraw vm={vm} />}
      {vm.contractError && (
        <p className="area-error" role="alert">
          {vm.contractError}
        </p>
      )}
    </Card>
  );
});
