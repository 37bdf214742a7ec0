import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, ROUTES, routeTarget } from '../../../domain/navigation/routes';
import { safeRedirectTarget } from '../../../domain/navigation/safe-redirect';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useServices } from '../../services-context';
import { EmailFormViewModel } from '../shared/email-form.view-model';
import { EmailFormView } from '../shared/email-form.view';
import { useViewModel } from '../../components/use-view-model';
import { type PasskeySignInEnd, PasskeySignInViewModel } from './passkey-sign-in.view-model';

export const Component = observer(function SignInScreen() {
  const { auth, analytics, reportError } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next') === null ? null : safeRedirectTarget(search.get('next'));
  const vm = useViewModel(() => new EmailFormViewModel({ auth, region: 'US', reportError }, 'sign-in'));
  const passkey = useViewModel(() => new PasskeySignInViewModel({ auth, reportError }, vm));
  useDocumentTitle('Sign in');
  usePageView('login');
  const submit = async () => {
    await passkey.back();
    const email = await vm.submit();
    if (!email) return;
    auth.destination.remember(next);
    await navigate(PATHS.verifyCode(ROUTES.signIn, next ?? undefined), { state: { username: email } });
  };
  const ended = async (end: PasskeySignInEnd | null) => {
    if (end === 'authenticator') {
      auth.destination.remember(next);
      await navigate(PATHS.verifyCode(ROUTES.signIn, next ?? undefined), { state: { username: vm.email.trim().toLowerCase(), afterPasskey: true } });
    } else if (end === 'signed-in') {
      await analytics.track({ type: 'page', name: 'login success' });
      // A breach or signing document travels in the entry's state, never in the address.
      const target = routeTarget(auth.destination.after({ fromSignUp: false, next }));
      await navigate(target.path, { replace: true, state: target.state });
    }
  };
  return (
    <EmailFormView
      vm={vm}
      title="Sign in"
      intro="Enter the e-mail address of your account and we will send you a 6-digit code."
      onSubmit={() => void submit()}
      other={{ prompt: 'New to Protect?', label: 'Create an account', to: ROUTES.signUp }}
    >
      {passkey.available && <PasskeyChoice vm={passkey} onEnd={(end) => void ended(end)} onCode={() => void submit()} />}
    </EmailFormView>
  );
});

/**
 * "Sign in with a passkey", then the choice between the passkey and the e-mailed code. While the browser asks
 * for the passkey, the e-mailed code and Cancel stay open: either stops the browser's request.
 */
const PasskeyChoice = observer(function PasskeyChoice({
  vm,
  onEnd,
  onCode,
}: {
  vm: PasskeySignInViewModel;
  onEnd(end: PasskeySignInEnd | null): void;
  onCode(): void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const choosing = vm.status === 'choosing' || vm.status === 'using-passkey';
  useEffect(() => {
    if (vm.status === 'choosing') heading.current?.focus();
    // After Cancel, focus goes back to where the passkey sign-in began.
    if (vm.status === 'idle' && cancelled.current) {
      cancelled.current = false;
      start.current?.focus();
    }
  }, [vm.status]);
  const cancel = () => {
    cancelled.current = true;
    void vm.back();
  };
  if (!choosing) {
    return (
      <div className="passkey-sign-in">
        <p className="auth-note">Or, if you added a passkey to this account:</p>
        <button ref={start} type="button" className="button" onClick={() => void vm.start().then(onEnd)} disabled={vm.busy} aria-busy={vm.busy}>
          {vm.status === 'starting' ? 'Checking your passkeys…' : 'Sign in with a passkey'}
        </button>
      </div>
    );
  }
  return (
    <div className="passkey-sign-in" role="group" aria-labelledby={`${id}-choose`}>
      <h2 id={`${id}-choose`} ref={heading} tabIndex={-1}>
        How do you want to sign in?
      </h2>
      <button type="button" className="button button--primary" onClick={() => void vm.usePasskey().then(onEnd)} disabled={vm.busy} aria-busy={vm.busy}>
        {vm.status === 'using-passkey' ? 'Waiting for your passkey…' : 'Use my passkey'}
      </button>
      <button type="button" className="button" onClick={onCode}>
        E-mail me a code
      </button>
      <button type="button" className="button" onClick={cancel}>
        Cancel
      </button>
    </div>
  );
});
