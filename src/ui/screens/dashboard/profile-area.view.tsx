import { observer } from 'mobx-react-lite';
import type { EmailAddress } from '../../../domain/email/email-address';
import { Card, Failed, Skeleton } from './area-card.view';
import type { DashboardViewModel } from './dashboard.view-model';
import { SIGN_IN_ADDRESS_NOTE, type EmailManagerViewModel } from './email-manager.view-model';
import type { RegionViewModel } from './region.view-model';

function Action({ label, address, onClick }: { label: string; address: string; onClick: (address: string) => void }) {
  return (
    <button type="button" className="link-button" onClick={() => onClick(address)}>
      {label}
      <span className="visually-hidden"> {address}</span>
    </button>
  );
}

function EmailItem({ email, manager }: { email: EmailAddress; manager: EmailManagerViewModel }) {
  return (
    <li>
      <span className="email-list__address">{email.address}</span>
      {email.isPrimary && <span className="badge">Primary</span>}
      {!email.isVerified && <span className="badge badge--muted">Not verified</span>}
      <span className="email-list__actions">
        {!email.isVerified && <Action label="Verify" address={email.address} onClick={manager.startVerify} />}
        {email.isVerified && !email.isPrimary && <Action label="Make primary" address={email.address} onClick={manager.confirmPrimary} />}
        {!email.isPrimary && <Action label="Remove" address={email.address} onClick={manager.confirmRemove} />}
      </span>
      {/* No Remove for the sign-in address: the account would have none left. Say why and how instead. */}
      {email.isPrimary && <span className="note email-list__note">{SIGN_IN_ADDRESS_NOTE}</span>}
    </li>
  );
}

const RegionSetting = observer(function RegionSetting({ vm }: { vm: RegionViewModel }) {
  return (
    <p className="note">
      Country or region: {vm.name}{' '}
      <button type="button" className="link-button" onClick={() => void vm.start()}>
        Change<span className="visually-hidden"> country or region</span>
      </button>
    </p>
  );
});

export const ProfileArea = observer(function ProfileArea({ vm }: { vm: DashboardViewModel }) {
  const { profile, emails } = vm;
  const name = vm.personName;
  return (
    <Card title="Your profile" id="profile" icon="profile">
      {profile.state === 'loading' && <Skeleton label="your profile" />}
      {profile.state === 'failed' && <Failed quiet={vm.severalUnread} what="your profile" cardId="profile" onRetry={() => void vm.retry('profile')} />}
      {profile.state === 'ready' && (
        <>
          <p>{name === '' ? 'Add your name and address so brokers can find and remove your records.' : name}</p>
          {(profile.value.city || profile.value.state) && <p className="note">{[profile.value.city, profile.value.state].filter(Boolean).join(', ')}</p>}
          <button type="button" className="button button--small" onClick={() => vm.editor.start(profile.value)}>
            Edit profile
          </button>
        </>
      )}
      <p role="status" className="area-saved">
        {vm.profileNews ?? ''}
      </p>
      <RegionSetting vm={vm.region} />
      <h3>E-mail addresses</h3>
      {emails.state === 'loading' && <Skeleton label="your e-mail addresses" />}
      {emails.state === 'failed' && <Failed quiet={vm.severalUnread} what="your e-mail addresses" cardId="profile" onRetry={() => void vm.retry('emails')} />}
      {emails.state === 'ready' && (
        <ul className="email-list">
          {emails.value.map((email) => (
            <EmailItem key={email.address} email={email} manager={vm.emailManager} />
          ))}
        </ul>
      )}
      {emails.state === 'ready' && (
        <button type="button" className="button button--small" onClick={vm.emailManager.startAdd}>
          Add an e-mail address
        </button>
      )}
    </Card>
  );
});
