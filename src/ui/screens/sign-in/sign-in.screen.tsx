import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, ROUTES } from '../../../domain/navigation/routes';
import { safeRedirectTarget } from '../../../domain/navigation/safe-redirect';
import { regionFor } from '../../../domain/region-lookup';
import { IntentLink } from '../../components/intent-link';
import { onSubmit } from '../../components/on-submit';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { AuthCard, FieldError, HeldSubmit, useGoOnSignedIn } from '../shared/auth-parts';
import { EmailFormViewModel } from './email-form.view-model';
import { type PasskeySignInEnd, PasskeySignInViewModel } from './passkey-sign-in.view-model';

/** Sign-in and sign-up, each a code sent to an e-mail address; sign-in also offers a passkey. */
export function Component() {
  return useLocation().pathname === ROUTES.signUp ? <SignUp /> : <SignIn />;
}

const SignIn = observer(function SignIn() {
  const { auth, reportError } = useServices();
  const navigate = useNavigate();
  const goOn = useGoOnSignedIn();
  const [search] = useSearchParams();
  const next = search.get('next') === null ? null : safeRedirectTarget(search.get('next'));
  const vm = useViewModel(() => new EmailFormViewModel({ auth, reportError }, 'sign-in'));
  const passkey = useViewModel(() => new PasskeySignInViewModel({ auth, reportError }, vm));
  useDocumentTitle('Sign in');
  usePageView('login');
  const toCode = async (state: { username: string; afterPasskey?: boolean }) => {
    auth.destination.remember(next);
    await navigate(PATHS.verifyCode(ROUTES.signIn, next ?? undefined), { state });
  };
  const submit = async () => {
    await passkey.back();
    const email = await vm.submit();
    if (!email) return;
    if (vm.status === 'signed-in') await goOn(false, next);
    else if (vm.status === 'confirm-sign-up') await navigate(ROUTES.confirmSignUp, { state: { username: email, notConfirmed: true } });
    else await toCode({ username: email });
  };
  const ended = async (end: PasskeySignInEnd | null) => {
    if (end === 'authenticator') await toCode({ username: vm.email.trim().toLowerCase(), afterPasskey: true });
    else if (end === 'signed-in') await goOn(false, next);
  };
  return (
    <EmailForm vm={vm} submit={submit}>
      {passkey.available && <PasskeyChoice vm={passkey} onEnd={(end) => void ended(end)} onCode={() => void submit()} />}
    </EmailForm>
  );
});

function SignUp() {
  const { auth, reportError } = useServices();
  const navigate = useNavigate();
  const vm = useViewModel(
    () => new EmailFormViewModel({ auth, region: regionFor(Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.languages), reportError }, 'sign-up'),
  );
  useDocumentTitle('Sign up');
  usePageView('sign up');
  const submit = async () => {
    const email = await vm.submit();
    if (!email) return;
    await navigate(vm.status === 'confirm-sign-up' ? ROUTES.confirmSignUp : PATHS.verifyCode(ROUTES.signUp), { state: { username: email } });
  };
  return <EmailForm vm={vm} submit={submit} />;
}

/** Sign-in and sign-up both take an e-mail and send a code to it; each offers the other. */
const EmailForm = observer(function EmailForm({ vm, submit, children }: { vm: EmailFormViewModel; submit(): Promise<void>; children?: ReactNode }) {
  const { t } = useLingui();
  const signIn = vm.kind === 'sign-in';
  const inputId = useId();
  const errorId = useId();
  const coolDownId = useId();
  const hintId = useId();
  const otherForm = (
    <p className="auth-switch">
      {signIn ? (
        <Trans>
          New to Protect? <IntentLink to={ROUTES.signUp}>Create an account</IntentLink>
        </Trans>
      ) : (
        <Trans>
          Already have an account? <IntentLink to={ROUTES.signIn}>Sign in</IntentLink>
        </Trans>
      )}
    </p>
  );
  return (
    <AuthCard title={signIn ? t`Sign in` : t`Create your account`} after={otherForm}>
      <p>
        {signIn ? (
          <Trans>Enter the e-mail address of your account and we will send you a 6-digit code.</Trans>
        ) : (
          <Trans>Enter your e-mail address. We will send you a 6-digit code: no password to choose or remember.</Trans>
        )}
      </p>
      <form onSubmit={onSubmit(submit)} noValidate>
        <label htmlFor={inputId}>
          <Trans>E-mail address</Trans>
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={vm.email}
          onChange={(event) => vm.setEmail(event.target.value)}
          aria-invalid={vm.error !== null}
          aria-describedby={vm.error ? [errorId, vm.hint ? hintId : ''].join(' ').trim() : undefined}
          required
        />
        <FieldError id={errorId} message={vm.error} />
        {vm.hint && (
          <p id={hintId} className="auth-note">
            {vm.hint}
          </p>
        )}
        <HeldSubmit label={t`Send me a code`} busyLabel={t`Sending your code…`} busy={vm.status === 'submitting'} coolDown={vm.coolDown} noteId={coolDownId} />
      </form>
      {children}
    </AuthCard>
  );
});

type PasskeyChoiceProps = { vm: PasskeySignInViewModel; onEnd(end: PasskeySignInEnd | null): void; onCode(): void };

/** "Sign in with a passkey", then the choice of the passkey or the e-mailed code; while the browser asks, either that or Cancel stops it. */
const PasskeyChoice = observer(function PasskeyChoice({ vm, onEnd, onCode }: PasskeyChoiceProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
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
  if (vm.status !== 'choosing' && vm.status !== 'using-passkey') {
    return (
      <div className="passkey-sign-in">
        <p className="auth-note">
          <Trans>Or, if you added a passkey to this account:</Trans>
        </p>
        <button ref={start} type="button" className="button" onClick={() => void vm.start().then(onEnd)} disabled={vm.busy} aria-busy={vm.busy}>
          {vm.status === 'starting' ? <Trans>Checking your passkeys…</Trans> : <Trans>Sign in with a passkey</Trans>}
        </button>
      </div>
    );
  }
  return (
    <div className="passkey-sign-in" role="group" aria-labelledby={`${id}-choose`}>
      <h2 id={`${id}-choose`} ref={heading} tabIndex={-1}>
        <Trans>How do you want to sign in?</Trans>
      </h2>
      <button type="button" className="button button--primary" onClick={() => void vm.usePasskey().then(onEnd)} disabled={vm.busy} aria-busy={vm.busy}>
        {vm.status === 'using-passkey' ? <Trans>Waiting for your passkey…</Trans> : <Trans>Use my passkey</Trans>}
      </button>
      <button type="button" className="button" onClick={onCode}>
        <Trans>E-mail me a code</Trans>
      </button>
      <button type="button" className="button" onClick={cancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
});
