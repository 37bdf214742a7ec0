import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { Breach } from '../../../domain/breach/breach';
import { explainBreach, firstStep, monthYear } from '../../../domain/breach/breach-advice';
import { REMOVAL_REQUEST_STATES, type RemovalRequestState } from '../../../domain/removal/removal';
import { ExternalLink } from '../../components/external-link';
import { HibpAttribution } from '../../components/hibp-attribution';
import { IntentLink } from '../../components/intent-link';
import type { DashboardViewModel } from './dashboard.view-model';
import type { EmailManagerViewModel } from './email-manager.view-model';
import type { ProfileEditorViewModel } from './profile-editor.view-model';

type Vm = { vm: DashboardViewModel };

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={`card dash-card dash-card--${id}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className="skeleton" role="status">
      <span className="visually-hidden">Loading {label}…</span>
      <span className="skeleton__line" />
      <span className="skeleton__line skeleton__line--short" />
    </div>
  );
}

const Failed = ({ message }: { message: string }) => <p className="area-error">We could not load this right now. {message}</p>;

export const SubscriptionArea = observer(function SubscriptionArea({ vm }: Vm) {
  const area = vm.subscription;
  return (
    <Card title="Your subscription" id="subscription">
      {vm.input.subscribed && <p className="notice notice--success">Thank you for subscribing. Your protection is on.</p>}
      {area.state === 'loading' && <Skeleton label="your subscription" />}
      {area.state === 'ready' &&
        (area.value.status === 'UNKNOWN' ? (
          <p>We could not check your subscription just now. Please try again later.</p>
        ) : (
          <>
            <p className="stat">
              <span className="stat__value">{area.value.status.replace(/_/g, ' ').toLowerCase()}</span>
              {typeof area.value.daysRemaining === 'number' && <span className="stat__label">{area.value.daysRemaining} days remaining</span>}
            </p>
            {area.value.link && <ExternalLink href={area.value.link}>Manage your subscription</ExternalLink>}
          </>
        ))}
      {area.state !== 'loading' && !vm.subscriptionActive && (
        <p>
          <IntentLink className="button button--primary" to="/subscription-options">
            Choose a plan
          </IntentLink>
        </p>
      )}
    </Card>
  );
});

const STATE_LABELS: Record<RemovalRequestState, string> = { FOUND: 'Found', REQUESTED: 'Requested', IN_PROGRESS: 'In progress', REMOVED: 'Removed' };

/** Counts by state as one stacked bar: plain SVG, no chart library. */
function RemovalBar({ byState, total }: { byState: Readonly<Record<RemovalRequestState, number>>; total: number }) {
  let x = 0;
  return (
    <svg className="removal-bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={`${byState.REMOVED} of ${total} brokers removed your data`}>
      {REMOVAL_REQUEST_STATES.map((state) => {
        const width = total === 0 ? 0 : (byState[state] / total) * 100;
        const rect = <rect key={state} className={`removal-bar__${state.toLowerCase()}`} x={x} y={0} width={width} height={8} />;
        x += width;
        return rect;
      })}
    </svg>
  );
}

export const RemovalArea = observer(function RemovalArea({ vm, onSign }: Vm & { onSign(slug: string): void }) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const removals = vm.removals;
  const contract = vm.contract;
  return (
    <Card title="Data-broker removal" id="removal">
      {removals.state === 'loading' && <Skeleton label="removal progress" />}
      {removals.state === 'failed' && <Failed message={removals.message} />}
      {removals.state === 'ready' && (
        <>
          <RemovalBar byState={removals.value.byState} total={removals.value.total} />
          <ul className="removal-legend">
            {REMOVAL_REQUEST_STATES.map((state) => (
              <li key={state}>
                <span className={`swatch swatch--${state.toLowerCase()}`} aria-hidden="true" />
                {STATE_LABELS[state]}: {removals.value.byState[state]}
              </li>
            ))}
          </ul>
        </>
      )}
      {contract.state === 'loading' && <Skeleton label="your removal authorisation" />}
      {contract.state === 'failed' && <Failed message={contract.message} />}
      {contract.state === 'ready' &&
        (contract.value._tag === 'None' ? (
          <>
            <p>To ask brokers to delete your data on your behalf, we need your signed authorisation.</p>
            <button type="button" className="button button--primary" disabled={vm.contractBusy} onClick={() => void vm.requestContract().then((c) => c && onSign(c.docusealSlug))}>
              Request the authorisation
            </button>
          </>
        ) : contract.value.value.status === 'PENDING_SIGNATURE' ? (
          <p>
            Your authorisation is ready.{' '}
            <IntentLink className="button button--primary" to={`/signing?docusealSlug=${encodeURIComponent(contract.value.value.docusealSlug)}`}>
              Sign it
            </IntentLink>
          </p>
        ) : (
          <p>Authorisation signed on {monthYear(contract.value.value.signedAt?.slice(0, 10) ?? '')}. We are working on your removals.</p>
        ))}
      {contract.state === 'ready' && contract.value._tag === 'Some' && (
        <div className="confirm-row">
          {confirmingDelete ? (
            <>
              <span>Withdraw your authorisation? Pending removal requests stop.</span>
              <button type="button" className="button button--small" onClick={() => void vm.deleteContract().then(() => setConfirmingDelete(false))}>
                Yes, withdraw
              </button>
              <button type="button" className="link-button" onClick={() => setConfirmingDelete(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className="link-button" onClick={() => setConfirmingDelete(true)}>
              Withdraw authorisation
            </button>
          )}
        </div>
      )}
      {vm.contractError && (
        <p className="area-error" role="alert">
          {vm.contractError}
        </p>
      )}
    </Card>
  );
});

function BreachItem({ breach }: { breach: Breach }) {
  return (
    <li className="breach">
      <h3>{breach.title}</h3>
      <p className="breach__meta">
        {monthYear(breach.breachDate)} · {breach.pwnCount.toLocaleString('en-US')} accounts
      </p>
      <ul className="tags" aria-label="Exposed data">
        {breach.dataClasses.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p>{explainBreach(breach)}</p>
      <p>
        <strong>What to do first:</strong> {firstStep(breach)}
      </p>
      <IntentLink to={`/chatbot?breach_name=${encodeURIComponent(breach.name)}&source=hibp`}>Ask about this breach</IntentLink>
    </li>
  );
}

export const BreachesArea = observer(function BreachesArea({ vm }: Vm) {
  const area = vm.breaches;
  return (
    <Card title="Data breaches" id="breaches">
      {area.state === 'loading' && <Skeleton label="your breaches" />}
      {area.state === 'ready' && area.value === null && <p>We could not check for breaches just now. Please try again later.</p>}
      {area.state === 'ready' && area.value !== null && (
        <>
          {area.value.breaches.length === 0 ? (
            <p>Good news: none of your verified e-mail addresses appear in a known breach. We keep checking.</p>
          ) : (
            <ol className="breach-list">
              {area.value.breaches.map((breach) => (
                <BreachItem key={breach.name} breach={breach} />
              ))}
            </ol>
          )}
          {area.value.hiddenCount > 0 && (
            <p className="note">
              We left out {area.value.hiddenCount} {area.value.hiddenCount === 1 ? 'record' : 'records'} that Have I Been Pwned marks as spam
              lists, retired or fabricated: they are not real exposures of your data.
            </p>
          )}
        </>
      )}
      <HibpAttribution />
    </Card>
  );
});

export const ProfileArea = observer(function ProfileArea({ vm, emailManager, editor }: Vm & { emailManager: EmailManagerViewModel; editor: ProfileEditorViewModel }) {
  const profile = vm.profile;
  const emails = vm.emails;
  const name = profile.state === 'ready' ? `${profile.value.firstName} ${profile.value.lastName}`.trim() : '';
  return (
    <Card title="Your profile" id="profile">
      {profile.state === 'loading' && <Skeleton label="your profile" />}
      {profile.state === 'failed' && <Failed message={profile.message} />}
      {profile.state === 'ready' && (
        <>
          <p>{name === '' ? 'Add your name and address so brokers can find and remove your records.' : name}</p>
          {(profile.value.city || profile.value.state) && <p className="note">{[profile.value.city, profile.value.state].filter(Boolean).join(', ')}</p>}
          <button type="button" className="button button--small" onClick={() => editor.start(profile.value)}>
            Edit profile
          </button>
        </>
      )}
      <p className="note">Region: {vm.input.region}</p>
      <h3>E-mail addresses</h3>
      {emails.state === 'loading' && <Skeleton label="your e-mail addresses" />}
      {emails.state === 'failed' && <Failed message={emails.message} />}
      {emails.state === 'ready' && (
        <ul className="email-list">
          {emails.value.map((email) => (
            <li key={email.address}>
              <span className="email-list__address">{email.address}</span>
              {email.isPrimary && <span className="badge">Primary</span>}
              {!email.isVerified && <span className="badge badge--muted">Not verified</span>}
              <span className="email-list__actions">
                {!email.isVerified && (
                  <button type="button" className="link-button" onClick={() => emailManager.startVerify(email.address)}>
                    Verify<span className="visually-hidden"> {email.address}</span>
                  </button>
                )}
                {email.isVerified && !email.isPrimary && (
                  <button type="button" className="link-button" onClick={() => emailManager.confirmPrimary(email.address)}>
                    Make primary<span className="visually-hidden"> {email.address}</span>
                  </button>
                )}
                {!email.isPrimary && (
                  <button type="button" className="link-button" onClick={() => emailManager.confirmRemove(email.address)}>
                    Remove<span className="visually-hidden"> {email.address}</span>
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--small" onClick={emailManager.startAdd}>
        Add an e-mail address
      </button>
    </Card>
  );
});
