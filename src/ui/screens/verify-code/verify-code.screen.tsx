import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
  const resendLabel = byApp ? t`Start again with a new e-mailed code` : t`Send a new code`;
  const username = vm.input.username;
  const minutes = SIGN_IN_STATE_TTL_MS / 60_000;

  const submit = async () => {
    if (await vm.submit()) await goOn(fromSignUp, search.get('next'));
  };

  return (
    <AuthCard title={byApp ? t`Enter your authenticator code` : t`Check your e-mail`}>
      <p>
        {byApp ? (
          vm.input.afterPasskey === true ? (
            <Trans>Your passkey was right. Now open your authenticator app and enter the 6-digit code it shows for Protect.</Trans>
          ) : (
            <Trans>Your e-mailed code was right. Now open your authenticator app and enter the 6-digit code it shows for Protect.</Trans>
          )
        ) : username ? (
          <Trans>
            We sent a 6-digit code to <strong>{username}</strong>.
          </Trans>
        ) : (
          <Trans>We sent a 6-digit code to your e-mail address.</Trans>
        )}{' '}
        {byApp ? '' : <Plural value={minutes} one="It expires in # minute." other="It expires in # minutes." />}
      </p>
      <form onSubmit={onSubmit(submit)} noValidate>
        <label htmlFor={inputId}>{byApp ? <Trans>Authenticator code</Trans> : <Trans>Verification code</Trans>}</label>
        <CodeInput id={inputId} ref={input} name="code" value={vm.code} onChange={vm.setCode} invalid={vm.error !== null} describedBy={messageId} />
        <FieldError id={messageId} message={vm.error} />
        <HeldSubmit label={t`Continue`} busyLabel={t`Checking…`} busy={submitting} disabled={vm.status !== 'idle'} coolDown={vm.coolDown} noteId={coolDownId} />
      </form>
      <div className="auth-secondary">
        <Resend vm={vm} what="code" label={resendLabel} disabled={!vm.input.username || held} describedBy={held ? coolDownId : undefined} buttonRef={resend} />
        <IntentLink to={from}>
          <Trans>Back</Trans>
        </IntentLink>
      </div>
    </AuthCard>
  );
});
