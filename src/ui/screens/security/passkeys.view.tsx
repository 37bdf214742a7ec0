import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { PASSKEYS_LOAD_FAILED, PasskeysViewModel } from './passkeys.view-model';
import { LoadFailed } from '../../components/load-failed';

const added = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Passkeys: sign in with the phone's or computer's screen lock instead of an e-mailed code. Hidden without WebAuthn. */
export const PasskeysSection = observer(function PasskeysSection() {
  const { auth } = useServices();
  const vm = useViewModel(() => new PasskeysViewModel(auth.passkeys));
  useEffect(() => void vm.load(), [vm]);
  if (vm.status === 'unavailable') return null;

  return (
    <section aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>A passkey lets you sign in with your device&apos;s fingerprint, face or screen lock, with no code to wait for.</p>
      {vm.status === 'loading' && <p className="auth-note">Checking your passkeys…</p>}
      {vm.status === 'load-failed' && <LoadFailed message={PASSKEYS_LOAD_FAILED} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && (
        <>
          {vm.passkeys.length === 0 ? (
            <p className="auth-note">You have no passkeys yet.</p>
          ) : (
            <ul className="passkey-list">
              {vm.passkeys.map((passkey, index) => (
                <li key={passkey.id}>
                  <span>
                    Passkey {index + 1}, added {added.format(passkey.createdAt)}
                  </span>{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => void vm.remove(passkey.id)}
                    disabled={vm.busy}
                    aria-label={`Delete passkey ${index + 1}`}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button button--primary" onClick={() => void vm.add()} disabled={vm.busy} aria-busy={vm.busy}>
            Add a passkey
          </button>
        </>
      )}
      <p className="field-error" role="alert">
        {vm.error}
      </p>
      <p role="status" className="auth-note">
        {vm.notice}
      </p>
    </section>
  );
});
