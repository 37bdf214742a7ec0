import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { EmailAddress } from '../../../domain/email/email-address';
import { Card, Failed, Skeleton } from './area-card.view';
import type { DashboardViewModel } from './dashboard.view-model';
import { SIGN_IN_ADDRESS_NOTE, type EmailManagerViewModel } from './email-manager.view-model';
import type { RegionViewModel } from './region.view-model';

/** `children`: the whole label, with the address for a screen reader in it (the address alone is seen beside it). */
function Action({ address, onClick, children }: { address: string; onClick: (address: string) => void; children: ReactNode }) {
  return (
    <button type="button" className="link-button" onClick={() => onClick(address)}>
      {children}
    </button>
  );
}

function EmailItem({ email, manager }: { email: EmailAddress; manager: EmailManagerViewModel }) {
  const { i18n } = useLingui();
  const address = email.address;
  return (
    <li>
      <span className="email-list__address">{address}</span>
      {email.isPrimary && (
        <span className="badge">
          <Trans>Primary</Trans>
        </span>
      )}
      {!email.isVerified && (
        <span className="badge badge--muted">
          <Trans>Not verified</Trans>
        </span>
      )}
      <span className="email-list__actions">
        {!email.isVerified && (
          <Action address={address} onClick={manager.startVerify}>
            <Trans>
              Verify<span className="visually-hidden"> {address}</span>
            </Trans>
          </Action>
        )}
        {email.isVerified && !email.isPrimary && (
          <Action address={address} onClick={manager.confirmPrimary}>
            <Trans>
              Make primary<span className="visually-hidden"> {address}</span>
            </Trans>
          </Action>
        )}
        {!email.isPrimary && (
          <Action address={address} onClick={manager.confirmRemove}>
            <Trans>
              Remove<span className="visually-hidden"> {address}</span>
            </Trans>
          </Action>
        )}
      </span>
      {/* No Remove for the sign-in address: the account would have none left. Say why and how instead. */}
      {email.isPrimary && <span className="note email-list__note">{i18n._(SIGN_IN_ADDRESS_NOTE)}</span>}
    </li>
  );
}

/** Once the page is idle (the data painted, or the network awaited), never on the way to the first paint. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 1000 });
  return () => cancelIdleCallback(handle);
};

const RegionSetting = observer(function RegionSetting({ vm }: { vm: RegionViewModel }) {
  useEffect(() => whenIdle(vm.nameIt), [vm]);
  const name = vm.name;
  return (
    <p className="note">
      <Trans>Country or region: {name}</Trans>{' '}
      <button type="button" className="link-button" onClick={() => void vm.start()}>
        <Trans>
          Change<span className="visually-hidden"> country or region</span>
        </Trans>
      </button>
    </p>
  );
});

export const ProfileArea = observer(function ProfileArea({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const { profile, emails } = vm;
  const name = vm.personName;
  return (
    <Card title={t`Your profile`} id="profile" icon="profile">
      {profile.state === 'loading' && <Skeleton label={t`your profile`} />}
      {profile.state === 'failed' && <Failed quiet={vm.severalUnread} what={t`your profile`} cardId="profile" onRetry={() => void vm.retry('profile')} />}
      {profile.state === 'ready' && (
        <>
          <p>{name === '' ? t`Add your name and address so brokers can find and remove your records.` : name}</p>
          {(profile.value.city || profile.value.state) && <p className="note">{[profile.value.city, profile.value.state].filter(Boolean).join(', ')}</p>}
          <button type="button" className="button button--small" onClick={() => vm.editor.start(profile.value)}>
            <Trans>Edit profile</Trans>
          </button>
        </>
      )}
      <p role="status" className="area-saved">
        {vm.profileNews ?? ''}
      </p>
      <RegionSetting vm={vm.region} />
      <h3>
        <Trans>E-mail addresses</Trans>
      </h3>
      {emails.state === 'loading' && <Skeleton label={t`your e-mail addresses`} />}
      {emails.state === 'failed' && (
        <Failed quiet={vm.severalUnread} what={t`your e-mail addresses`} cardId="profile" onRetry={() => void vm.retry('emails')} />
      )}
      {emails.state === 'ready' && (
        <ul className="email-list">
          {emails.value.map((email) => (
            <EmailItem key={email.address} email={email} manager={vm.emailManager} />
          ))}
        </ul>
      )}
      {emails.state === 'ready' && (
        <button type="button" className="button button--small" onClick={vm.emailManager.startAdd}>
          <Trans>Add an e-mail address</Trans>
        </button>
      )}
    </Card>
  );
});
