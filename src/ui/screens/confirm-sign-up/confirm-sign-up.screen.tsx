import { Trans, useLingui } from '@lingui/react/macro';
import * as E from 'fp-ts/Either';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS, ROUTES } from '../../../domain/navigation/routes';
import { CodeInput } from '../../components/code-input';
import { IntentLink } from '../../components/intent-link';
import { onSubmit } from '../../components/on-submit';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { reportingAuthMessage } from '../shared/auth-copy';
import { AuthCard, entryLogin, FieldError, Resend, useGoOnSignedIn } from '../shared/auth-parts';
import { everySecond } from '../shared/cool-down';
import { ConfirmSignUpViewModel } from './confirm-sign-up.view-model';

/** The e-mailed code typed here, or the e-mail's link (its own route), which confirms at once; the tab that signed up then signs in. */
export const Component = observer(function ConfirmSignUpScreen() {
  const { auth, reportError } = useServices();
  const location = useLocation();
  const source = location.pathname === ROUTES.confirmSignUpLink ? 'link' : 'code';
  const entry = entryLogin(location.state);
  const vm = useViewModel(() => new ConfirmSignUpViewModel({ auth, everySecond, source, reportError }, entry.username, entry.code));
  const goOn = useGoOnSignedIn();
  const signedIn = vm.status === 'signed-in';
  useDocumentTitle('Confirm your e-mail address');
  usePageView('sign up verify');
  useEffect(() => {
    if (signedIn) void goOn(true, null);
  }, [signedIn, goOn]);
  return source === 'link' ? <ByLink vm={vm} /> : <ByCode vm={vm} notConfirmed={entry.notConfirmed} />;
});

const ByCode = observer(function ByCode({ vm, notConfirmed }: { vm: ConfirmSignUpViewModel; notConfirmed: boolean }) {
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const { t } = useLingui();
  const done = vm.status === 'confirmed' || vm.status === 'signed-in';
  const username = vm.username;

  return (
    <AuthCard title={t`Confirm your e-mail address`}>
      {notConfirmed ? (
        !done && (
          <p>
            <Trans>
              Your address <strong>{username}</strong> is not confirmed yet. We sent you a new e-mail: enter the 6-digit code from it to confirm your address,
              then sign in.
            </Trans>
          </p>
        )
      ) : (
        <p>
          {username ? (
            <Trans>
              We sent an e-mail to <strong>{username}</strong>.
            </Trans>
          ) : (
            <Trans>We sent you an e-mail.</Trans>
          )}{' '}
          <Trans>Enter the 6-digit code from it, or open the link it contains: you will be signed in here.</Trans>
        </p>
      )}
      <form onSubmit={onSubmit(vm.submit)} noValidate>
        <label htmlFor={inputId}>
          <Trans>Confirmation code</Trans>
        </label>
        <CodeInput id={inputId} ref={input} name="code" value={vm.code} onChange={vm.setCode} invalid={vm.error !== null && !done} describedBy={messageId} />
        <FieldError id={messageId} message={vm.error} />
        <button type="submit" className="button button--primary" disabled={vm.status !== 'idle' || vm.finished} aria-busy={vm.status === 'submitting'}>
          {vm.status === 'submitting' ? (
            <Trans>Checking…</Trans>
          ) : done ? (
            vm.signInNeeded ? (
              <Trans>Confirmed</Trans>
            ) : (
              <Trans>Signing you in…</Trans>
            )
          ) : (
            <Trans>Confirm</Trans>
          )}
        </button>
      </form>
      <SignInAfterConfirming vm={vm} />
      <div className="auth-secondary">
        <Resend vm={vm} what="code" label={t`Send a new code`} disabled={!vm.username || done} />
        <IntentLink to={notConfirmed ? ROUTES.signIn : ROUTES.signUp}>
          <Trans>Back</Trans>
        </IntentLink>
      </div>
    </AuthCard>
  );
});

const ByLink = observer(function ByLink({ vm }: { vm: ConfirmSignUpViewModel }) {
  useEffect(() => {
    void vm.submit();
  }, [vm]);
  const { t } = useLingui();
  const confirmed = vm.status === 'confirmed' || vm.status === 'signed-in';

  return (
    <AuthCard title={confirmed ? t`Your e-mail address is confirmed` : t`Confirm your e-mail address`}>
      <p>
        {confirmed ? (
          <Trans>If the page where you signed up is still open, you are now signed in there.</Trans>
        ) : vm.status === 'submitting' ? (
          <Trans>Confirming your e-mail address…</Trans>
        ) : (
          <Trans>We could not confirm your e-mail address with this link.</Trans>
        )}
      </p>
      <FieldError message={vm.error} />
      <SignInAfterConfirming vm={vm} />
      <div className="auth-secondary">
        <Resend vm={vm} what="link" label={t`Send me a new link`} offered={!confirmed && vm.username !== '' && !vm.finished} />
        {!confirmed && (
          <p>
            <IntentLink to={ROUTES.signIn}>
              <Trans>Sign in</Trans>
            </IntentLink>{' '}
            ·{' '}
            <IntentLink to={ROUTES.signUp}>
              <Trans>Sign up</Trans>
            </IntentLink>
          </p>
        )}
      </div>
    </AuthCard>
  );
});

/** The way on when this tab will not sign in by itself: a sign-in code for the confirmed address. */
const SignInAfterConfirming = observer(function SignInAfterConfirming({ vm }: { vm: ConfirmSignUpViewModel }) {
  const { auth, reportError } = useServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!vm.signInNeeded) return null;
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const started = await auth.signIn({ username: vm.username });
    if (E.isRight(started)) return navigate(PATHS.verifyCode(ROUTES.signUp), { state: { username: vm.username } });
    setBusy(false);
    setError(reportingAuthMessage(reportError, 'confirm-sign-up')(started.left));
  };
  return (
    <div className="auth-secondary">
      {vm.error === null && (
        <p role="status">
          <Trans>Your address is confirmed. Sign in to continue.</Trans>
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
        <Trans>Sign in with a code</Trans>
      </button>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
});
