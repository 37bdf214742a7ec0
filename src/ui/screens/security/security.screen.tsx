import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
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

export const DEVICES_LOAD_FAILED = 'We could not load your remembered devices. Try again.';

const grouped = (secret: string): string => secret.replace(/(.{4})/g, '$1 ').trim();

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p className="field-error">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
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

  return (
    <div className="auth-page security-page">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Sign-in and security</h1>
        <h2>Authenticator app</h2>
        {vm.status === 'loading' && <p className="auth-note">Checking your settings…</p>}
        {vm.status === 'load-failed' && <LoadFailed message="We could not check your sign-in settings. Try again." onRetry={() => void vm.load()} />}
        {vm.status === 'off' && (
          <>
            <p>Off. When it is on, signing in asks for a code from an app on your phone after the e-mailed code, so your e-mail alone is not enough.</p>
            <button type="button" className="button button--primary" onClick={() => void vm.startSetup()} disabled={busy} aria-busy={busy}>
              Turn on an authenticator app
            </button>
          </>
        )}
        {vm.status === 'on' && (
          <>
            <p>On. Signing in asks for your authenticator app&apos;s code after the e-mailed code.</p>
            <button type="button" className="button" onClick={() => void vm.turnOff()} disabled={busy} aria-busy={busy}>
              Turn off the authenticator app
            </button>
          </>
        )}
        {vm.status === 'setting-up' && vm.setup !== null && (
          <form onSubmit={onSubmit(vm.confirm)} noValidate aria-labelledby={`${id}-setup`}>
            <h3 id={`${id}-setup`}>Add Protect to your authenticator app</h3>
            <ol className="security-steps">
              <li>Open an authenticator app on your phone and add an account.</li>
              <li>Scan this QR code, or type the key below.</li>
            </ol>
            <QrCode value={vm.setup.setupUri} label="QR code to add Protect to your authenticator app" />
            <p>
              Key to type: <code data-testid="authenticator-key">{grouped(vm.setup.sharedSecret)}</code>
            </p>
            <label htmlFor={id}>Code from the app</label>
            <CodeInput id={id} ref={codeInput} name="app-code" value={vm.code} onChange={vm.setCode} invalid={error !== null} describedBy={errorId} />
            <FieldError id={errorId} message={error} />
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {busy ? 'Checking…' : 'Turn on'}
            </button>
            <button type="button" className="link-button" onClick={vm.cancelSetup}>
              Cancel
            </button>
          </form>
        )}
        <ChangeMessages change={vm.change} errorShown={vm.status !== 'setting-up'} />
        <PasskeysSection />
        <RememberedDevicesSection />
        <IntentLink to={ROUTES.dashboard}>Back to your protection</IntentLink>
      </section>
    </div>
  );
});

const PasskeysSection = observer(function PasskeysSection() {
  const { auth, reportError } = useServices();
  const vm = useViewModel(() => new PasskeysViewModel(auth.passkeys, reportError));
  const { busy } = vm.change;
  useEffect(() => void vm.load(), [vm]);
  if (vm.status === 'unavailable') return null;

  return (
    <section aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>A passkey lets you sign in with your device&apos;s fingerprint, face or screen lock, with no code to wait for.</p>
      {vm.status === 'loading' && <p className="auth-note">Checking your passkeys…</p>}
      {vm.status === 'load-failed' && <LoadFailed message="We could not load your passkeys. Try again." onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && (
        <>
          {vm.passkeys.length === 0 ? (
            <p className="auth-note">You have no passkeys yet.</p>
          ) : (
            <ul className="passkey-list">
              {vm.passkeys.map((passkey, index) => (
                <li key={passkey.id}>
                  <span>
                    Passkey {index + 1}, added {localDay(passkey.createdAt)}
                  </span>{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => void vm.remove(passkey.id)}
                    disabled={busy}
                    aria-label={`Delete passkey ${index + 1}`}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button button--primary" onClick={() => void vm.add()} disabled={busy} aria-busy={busy}>
            Add a passkey
          </button>
        </>
      )}
      <ChangeMessages change={vm.change} />
    </section>
  );
});

const RememberedDevicesSection = observer(function RememberedDevicesSection() {
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
      <h2 id={`${id}-title`}>Remembered devices</h2>
      <p>After you sign in on a device, it is remembered: signing in there again asks for the e-mailed code only, not your authenticator app.</p>
      {vm.status === 'loading' && <p className="auth-note">Checking your devices…</p>}
      {vm.status === 'load-failed' && <LoadFailed message={DEVICES_LOAD_FAILED} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.devices.length === 0 && <p className="auth-note">No devices are remembered.</p>}
      {vm.status === 'ready' && vm.devices.length > 0 && (
        <ul className="device-list">
          {vm.devices.map((device) => (
            <li key={device.key}>
              <span>
                <strong>{device.label}</strong>
                {device.thisDevice && <span className="device-list__this"> (this device)</span>}
                <br />
                <span className="auth-note">Last used {moment(device.lastUsedAt)}</span>
              </span>
              {vm.confirming?.key === device.key ? (
                <span className="device-list__confirm" role="group" aria-label={`Forget ${device.label}?`}>
                  <span>Forget {device.thisDevice ? 'this device' : 'it'}? Signing in on it will ask for every step again.</span>
                  <button type="button" className="button" onClick={() => void vm.confirmForget()} disabled={busy} aria-busy={busy}>
                    Forget device
                  </button>
                  <button type="button" className="link-button" ref={keepButton} onClick={vm.cancel} disabled={busy}>
                    Keep it
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => vm.ask(device.key)}
                  disabled={busy}
                  aria-label={`Forget ${device.label}${device.thisDevice ? ' (this device)' : ''}`}
                >
                  Forget
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ChangeMessages change={vm.change} />
    </section>
  );
});

type Modules = { readonly size: number; readonly dark: (row: number, col: number) => boolean };

/** The QR code of a setup link, drawn as SVG; the encoder is its own chunk, fetched only when a code is shown. */
function QrCode({ value, label }: { readonly value: string; readonly label: string }) {
  const [modules, setModules] = useState<Modules | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qr-code" */ 'qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(value);
      qr.make();
      if (live) setModules({ size: qr.getModuleCount(), dark: (row, col) => qr.isDark(row, col) });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (modules === null) return <p className="auth-note">Drawing the QR code…</p>;
  const quiet = 4;
  const side = modules.size + quiet * 2;
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.dark(row, col)) cells.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
  }
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width="200" height="200" shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
