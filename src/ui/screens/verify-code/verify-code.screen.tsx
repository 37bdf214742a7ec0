import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SIGN_IN_STATE_TTL_MS } from '../../../domain/auth/sign-in/sign-in-state';
import { ROUTES } from '../../../domain/navigation/routes';
import { safeRedirectTarget } from '../../../domain/navigation/safe-redirect';
import { CodeInput } from '../../components/code-input';
import { IntentLink } from '../../components/intent-link';
import { onSubmit } from '../../components/on-submit';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { AuthCard, entryLogin, FieldError, HeldSubmit, Resend, useGoOnSignedIn } from '../shared/auth-parts';
import { everySecond } from '../shared/cool-down';
import { VerifyCodeViewModel } from './verify-code.view-model';

export const Component = observer(function VerifyCodeScreen() {
  const { auth, reportError } = useServices();
  const location = useLocation();
  const [search] = useSearchParams();
  const from = safeRedirectTarget(search.get('from'), ROUTES.signIn);
  const fromSignUp = from === ROUTES.signUp;
  const vm = useViewModel(() => new VerifyCodeViewModel({ auth, everySecond, reportError }, entryLogin(location.state)));
  const goOn = useGoOnSignedIn();
  const inputId = useId();
  const messageId = useId();
  const coolDownId = useId();
  const input = useRef<HTMLInputElement>(null);
  const resend = useRef<HTMLButtonElement>(null);
  useDocumentTitle('Enter your code');
  usePageView(fromSignUp ? 'sign up verify' : 'login verify');
  useEffect(() => input.current?.focus(), [vm.step]);
  // A sign-in that is over leads to its way out: the new code.
  useEffect(() => {
    if (vm.needsNewCode) resend.current?.focus();
  }, [vm.needsNewCode]);
  const byApp = vm.step === 'authenticator';
  const held = vm.coolDown.active;
  const submitting = vm.status === 'submitting';
  const resendLabel = byApp ? 'Start again with a new e-mailed code' : 'Send a new code';

  const submit = async () => {
    if (await vm.submit()) await goOn(fromSignUp, search.get('next'));
  };

  return (
    <AuthCard title={byApp ? 'Enter your authenticator code' : 'Check your e-mail'}>
      <p>
        {byApp ? (
          `${vm.input.afterPasskey === true ? 'Your passkey was right.' : 'Your e-mailed code was right.'} Now open your authenticator app and enter the 6-digit code it shows for Protect.`
        ) : vm.input.username ? (
          <>
            We sent a 6-digit code to <strong>{vm.input.username}</strong>.
          </>
        ) : (
          'We sent a 6-digit code to your e-mail address.'
        )}{' '}
        {byApp ? '' : `It expires in ${SIGN_IN_STATE_TTL_MS / 60_000} minutes.`}
      </p>
      <form onSubmit={onSubmit(submit)} noValidate>
        <label htmlFor={inputId}>{byApp ? 'Authenticator code' : 'Verification code'}</label>
        <CodeInput id={inputId} ref={input} name="code" value={vm.code} onChange={vm.setCode} invalid={vm.error !== null} describedBy={messageId} />
        <FieldError id={messageId} message={vm.error} />
        <HeldSubmit label="Continue" busyLabel="Checking…" busy={submitting} disabled={vm.status !== 'idle'} coolDown={vm.coolDown} noteId={coolDownId} />
      </form>
      <div className="auth-secondary">
        <Resend vm={vm} what="code" label={resendLabel} disabled={!vm.input.username || held} describedBy={held ? coolDownId : undefined} buttonRef={resend} />
        <IntentLink to={from}>Back</IntentLink>
      </div>
    </AuthCard>
  );
});
