import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ROUTES } from '../../../domain/navigation/routes';
import { IntentLink } from '../../components/intent-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { LOAD_FAILED, SecurityViewModel } from './security.view-model';
import { CodeInput } from '../../components/code-input';
import { QrCode } from './qr-code.view';
import { PasskeysSection } from './passkeys.view';
import { RememberedDevicesSection } from './remembered-devices.view';
import { LoadFailed } from '../../components/load-failed';

/** The shared key in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string): string => secret.replace(/(.{4})/g, '$1 ').trim();

export const Component = observer(function SecurityScreen() {
  const { auth } = useServices();
  const vm = useViewModel(() => new SecurityViewModel(auth.authenticator));
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  useDocumentTitle('Sign-in and security');
  useEffect(() => void vm.load(), [vm]);
  useEffect(() => {
    if (vm.status === 'setting-up') codeInput.current?.focus();
  }, [vm.status]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirm();
  };

  return (
    <div className="auth-page security-page">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Sign-in and security</h1>
        <h2>Authenticator app</h2>
        {vm.status === 'loading' && <p className="auth-note">Checking your settings…</p>}
        {vm.status === 'load-failed' && <LoadFailed message={LOAD_FAILED} onRetry={() => void vm.load()} />}
        {vm.status === 'off' && (
          <>
            <p>Off. When it is on, signing in asks for a code from an app on your phone after the e-mailed code, so your e-mail alone is not enough.</p>
            <button type="button" className="button button--primary" onClick={() => void vm.startSetup()} disabled={vm.busy} aria-busy={vm.busy}>
              Turn on an authenticator app
            </button>
          </>
        )}
        {vm.status === 'on' && (
          <>
            <p>On. Signing in asks for your authenticator app&apos;s code after the e-mailed code.</p>
            <button type="button" className="button" onClick={() => void vm.turnOff()} disabled={vm.busy} aria-busy={vm.busy}>
              Turn off the authenticator app
            </button>
          </>
        )}
        {vm.status === 'setting-up' && vm.setup !== null && (
          <form onSubmit={confirm} noValidate aria-labelledby={`${id}-setup`}>
            <h3 id={`${id}-setup`}>Add Protect to your authenticator app</h3>
            <ol className="security-steps">
              <li>Open an authenticator app on your phone and add an account.</li>
              <li>Scan this QR code, or type the key below.</li>
            </ol>
            <QrCode value={vm.setup.setupUri} label="QR code to add Protect to your authenticator app" />
            <p>
              Key to type: <code data-testid="authenticator-key">{grouped(vm.setup.sharedSecret)}</code>
            </p>
            <label htmlFor={`${id}-code`}>Code from the app</label>
            <CodeInput
              id={`${id}-code`}
              ref={codeInput}
              name="app-code"
              value={vm.code}
              onChange={vm.setCode}
              invalid={vm.error !== null}
              describedBy={`${id}-error`}
            />
            <p id={`${id}-error`} className="field-error" role="alert">
              {vm.error}
            </p>
            <button type="submit" className="button button--primary" disabled={vm.busy} aria-busy={vm.busy}>
              {vm.busy ? 'Checking…' : 'Turn on'}
            </button>
            <button type="button" className="link-button" onClick={vm.cancelSetup}>
              Cancel
            </button>
          </form>
        )}
        {vm.status !== 'setting-up' && (
          <p className="field-error" role="alert">
            {vm.error}
          </p>
        )}
        <p role="status" className="auth-note">
          {vm.notice}
        </p>
        <PasskeysSection />
        <RememberedDevicesSection />
        <IntentLink to={ROUTES.dashboard}>Back to your protection</IntentLink>
      </section>
    </div>
  );
});
