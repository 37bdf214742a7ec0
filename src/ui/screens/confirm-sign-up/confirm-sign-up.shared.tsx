import * as E from 'fp-ts/Either';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, ROUTES, routeTarget } from '../../../domain/navigation/routes';
import { useServices } from '../../services-context';
import { authMessage } from '../shared/auth-copy';
import type { ConfirmSignUpViewModel } from './confirm-sign-up.view-model';

/** History state is untrusted: only strings are taken from it (the sign-up's address, or a link's prefill). */
export function confirmationFromState(state: unknown): { username: string; code: string } {
  const record = (state ?? {}) as { username?: unknown; prefill?: { username?: unknown; code?: unknown } };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { username: text(record.prefill?.username) || text(record.username), code: text(record.prefill?.code) };
}

/** Once auto sign-in has signed this tab in: the next step of a new person, as after a sign-up code. */
export function useSignedInAfterSignUp(vm: ConfirmSignUpViewModel): void {
  const { auth, analytics } = useServices();
  const navigate = useNavigate();
  const signedIn = vm.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    void (async () => {
      await analytics.track({ type: 'page', name: 'sign up success' });
      const target = routeTarget(auth.destination.after({ fromSignUp: true, next: null }));
      await navigate(target.path, { replace: true, state: target.state });
    })();
  }, [signedIn, analytics, auth, navigate]);
}

/** The way on when this tab will not sign in by itself: a sign-in code for the confirmed address. */
export const SignInAfterConfirming = observer(function SignInAfterConfirming({ vm }: { vm: ConfirmSignUpViewModel }) {
  const { auth } = useServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!vm.signInNeeded) return null;
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const started = await auth.signIn({ username: vm.username });
    if (E.isLeft(started)) {
      setBusy(false);
      setError(authMessage(started.left));
      return;
    }
    await navigate(PATHS.verifyCode(ROUTES.signUp), { state: { username: vm.username } });
  };
  return (
    <div className="auth-secondary">
      <button type="button" className="button button--primary" onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
        Sign in with a code
      </button>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
});
