import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { ROUTES } from '../../../domain/navigation/routes';
import { CodeInput } from '../../components/code-input';
import { IntentLink } from '../../components/intent-link';
import { onSubmit } from '../../components/on-submit';
import { useDocumentTitle } from '../../components/use-document-title';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { FieldError } from '../shared/auth-parts';
import type { Change } from '../shared/change';
import { PasskeysViewModel, RememberedDevicesViewModel, SecurityViewModel } from './security.view-model';
import { localDay, moment } from '../../../domain/format';
import { QrCode } from './qr-code.view';

export const DEVICES_LOAD_FAILED = msg`We could not load your remembered devices. Try again.`;

const grouped = (secret: string): string => secret.replace(/(.{4})/g, '$1 ').trim();

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p className="field-error">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </>
  );
}

const ChangeMessages = observer(function ChangeMessages({
  change,
  errorShown = true,
}: {
  change: Pick<Change<unknown>, 'error' | 'notice'>;
  errorShown?: boolean;
}) {
  return (
    <>
      {errorShown && <FieldError message={change.error} />}
      <p role="status" className="auth-note">
        {change.notice}
      </p>
    </>
  );
});

export const Component = observer(function SecurityScreen() {
  const { t } = useLingui();
  const { auth, reportError } = useServices();
  const vm = useViewModel(() => new SecurityViewModel(auth.authenticator, reportError));
  const { busy, error } = vm.change;
  const id = useId();
  const errorId = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  useDocumentTitle('Sign-in and security');
  useEffect(() => void vm.load(), [vm]);
  useEffect(() => {
    if (vm.status === 'setting-up') codeInput.current?.focus();
  }, [vm.status]);
  const secret = vm.setup === null ? '' : grouped(vm.setup.sharedSecret);

  return (
    <div className="auth-page security-page">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>
          <Trans>Sign-in and security</Trans>
        </h1>
        <h2>
          <Trans>Authenticator app</Trans>
        </h2>
        {vm.status === 'loading' && (
          <p className="auth-note">
            <Trans>Checking your settings…</Trans>
          </p>
        )}
        {vm.status === 'load-failed' && <LoadFailed message={t`We could not check your sign-in settings. Try again.`} onRetry={() => void vm.load()} />}
        {vm.status === 'off' && (
          <>
            <p>
              <Trans>
                Off. When it is on, signing in asks for a code from an app on your phone after the e-mailed code, so your e-mail alone is not enough.
              </Trans>
            </p>
            <button type="button" className="button button--primary" onClick={() => void vm.startSetup()} disabled={busy} aria-busy={busy}>
              <Trans>Turn on an authenticator app</Trans>
            </button>
          </>
        )}
        {vm.status === 'on' && (
          <>
            <p>
              <Trans>On. Signing in asks for your authenticator app&apos;s code after the e-mailed code.</Trans>
            </p>
            <button type="button" className="button" onClick={() => void vm.turnOff()} disabled={busy} aria-busy={busy}>
              <Trans>Turn off the authenticator app</Trans>
            </button>
          </>
        )}
        {vm.status === 'setting-up' && vm.setup !== null && (
          <form onSubmit={onSubmit(vm.confirm)} noValidate aria-labelledby={`${id}-setup`}>
            <h3 id={`${id}-setup`}>
              <Trans>Add Protect to your authenticator app</Trans>
            </h3>
            <ol className="security-steps">
              <li>
                <Trans>Open an authenticator app on your phone and add an account.</Trans>
              </li>
              <li>
                <Trans>Scan this QR code, or type the key below.</Trans>
              </li>
            </ol>
            <QrCode value={vm.setup.setupUri} label={t`QR code to add Protect to your authenticator app`} />
            <p>
              <Trans>
                Key to type: <code data-testid="authenticator-key">{secret}</code>
              </Trans>
            </p>
            <label htmlFor={id}>
              <Trans>Code from the app</Trans>
            </label>
            <CodeInput id={id} ref={codeInput} name="app-code" value={vm.code} onChange={vm.setCode} invalid={error !== null} describedBy={errorId} />
            <FieldError id={errorId} message={error} />
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {busy ? <Trans>Checking…</Trans> : <Trans>Turn on</Trans>}
            </button>
            <button type="button" className="link-button" onClick={vm.cancelSetup}>
              <Trans>Cancel</Trans>
            </button>
          </form>
        )}
        <ChangeMessages change={vm.change} errorShown={vm.status !== 'setting-up'} />
        <PasskeysSection />
        <RememberedDevicesSection />
        <IntentLink to={ROUTES.dashboard}>
          <Trans>Back to your protection</Trans>
        </IntentLink>
      </section>
    </div>
  );
});

const PasskeysSection = observer(function PasskeysSection() {
  const { t } = useLingui();
  const { auth, reportError } = useServices();
  const vm = useViewModel(() => new PasskeysViewModel(auth.passkeys, reportError));
  const { busy } = vm.change;
  useEffect(() => void vm.load(), [vm]);
  if (vm.status === 'unavailable') return null;

  return (
    <section aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title">
        <Trans>Passkeys</Trans>
      </h2>
      <p>
        <Trans>A passkey lets you sign in with your device&apos;s fingerprint, face or screen lock, with no code to wait for.</Trans>
      </p>
      {vm.status === 'loading' && (
        <p className="auth-note">
          <Trans>Checking your passkeys…</Trans>
        </p>
      )}
      {vm.status === 'load-failed' && <LoadFailed message={t`We could not load your passkeys. Try again.`} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && (
        <>
          {vm.passkeys.length === 0 ? (
            <p className="auth-note">
              <Trans>You have no passkeys yet.</Trans>
            </p>
          ) : (
            <ul className="passkey-list">
              {vm.passkeys.map((passkey, index) => {
                const number = index + 1;
                const added = localDay(passkey.createdAt);
                return (
                  <li key={passkey.id}>
                    <span>
                      <Trans>
                        Passkey {number}, added {added}
                      </Trans>
                    </span>{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => void vm.remove(passkey.id)}
                      disabled={busy}
                      aria-label={t`Delete passkey ${number}`}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <button type="button" className="button button--primary" onClick={() => void vm.add()} disabled={busy} aria-busy={busy}>
            <Trans>Add a passkey</Trans>
          </button>
        </>
      )}
      <ChangeMessages change={vm.change} />
    </section>
  );
});

const RememberedDevicesSection = observer(function RememberedDevicesSection() {
  const { t } = useLingui();
  const { auth, reportError } = useServices();
  const vm = useViewModel(() => new RememberedDevicesViewModel(auth.devices, reportError));
  const { busy } = vm.change;
  const id = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => void vm.load(), [vm]);
  useEffect(() => {
    if (vm.confirming !== null) keepButton.current?.focus();
  }, [vm.confirming]);

  return (
    <section aria-labelledby={`${id}-title`} data-testid="remembered-devices">
      <h2 id={`${id}-title`}>
        <Trans>Remembered devices</Trans>
      </h2>
      <p>
        <Trans>After you sign in on a device, it is remembered: signing in there again asks for the e-mailed code only, not your authenticator app.</Trans>
      </p>
      {vm.status === 'loading' && (
        <p className="auth-note">
          <Trans>Checking your devices…</Trans>
        </p>
      )}
      {vm.status === 'load-failed' && <LoadFailed message={i18n._(DEVICES_LOAD_FAILED)} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.devices.length === 0 && (
        <p className="auth-note">
          <Trans>No devices are remembered.</Trans>
        </p>
      )}
      {vm.status === 'ready' && vm.devices.length > 0 && (
        <ul className="device-list">
          {vm.devices.map((device) => {
            const { label } = device;
            const lastUsed = moment(device.lastUsedAt);
            return (
              <li key={device.key}>
                <span>
                  <strong>{label}</strong>
                  {device.thisDevice && (
                    <span className="device-list__this">
                      {' '}
                      <Trans>(this device)</Trans>
                    </span>
                  )}
                  <br />
                  <span className="auth-note">
                    <Trans>Last used {lastUsed}</Trans>
                  </span>
                </span>
                {vm.confirming?.key === device.key ? (
                  <span className="device-list__confirm" role="group" aria-label={t`Forget ${label}?`}>
                    <span>
                      {device.thisDevice ? (
                        <Trans>Forget this device? Signing in on it will ask for every step again.</Trans>
                      ) : (
                        <Trans>Forget it? Signing in on it will ask for every step again.</Trans>
                      )}
                    </span>
                    <button type="button" className="button" onClick={() => void vm.confirmForget()} disabled={busy} aria-busy={busy}>
                      <Trans>Forget device</Trans>
                    </button>
                    <button type="button" className="link-button" ref={keepButton} onClick={vm.cancel} disabled={busy}>
                      <Trans>Keep it</Trans>
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => vm.ask(device.key)}
                    disabled={busy}
                    aria-label={device.thisDevice ? t`Forget ${label} (this device)` : t`Forget ${label}`}
                  >
                    <Trans>Forget</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ChangeMessages change={vm.change} />
    </section>
  );
});
