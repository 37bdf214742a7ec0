import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../../domain/navigation/routes';
import { CodeInput } from '../../components/code-input';
import { IntentLink } from '../../components/intent-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { everySecond } from '../shared/cool-down';
import { ConfirmSignUpViewModel } from './confirm-sign-up.view-model';
import { SignInAfterConfirming, confirmationFromState, useSignedInAfterSignUp } from './confirm-sign-up.shared';

/** The step after a sign-up the pool asked to confirm: the e-mailed code, a new one, a way back. */
export const Component = observer(function ConfirmSignUpScreen() {
  const { auth } = useServices();
  const location = useLocation();
  const { username, code } = confirmationFromState(location.state);
  const vm = useViewModel(() => new ConfirmSignUpViewModel({ auth, everySecond, source: 'code' }, username, code));
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  useDocumentTitle('Confirm your e-mail address');
  usePageView('sign up verify');
  useSignedInAfterSignUp(vm);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const done = vm.status === 'confirmed' || vm.status === 'signed-in';

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={`${inputId}-title`}>
        <h1 id={`${inputId}-title`}>Confirm your e-mail address</h1>
        <p>
          {vm.username ? (
            <>
              We sent an e-mail to <strong>{vm.username}</strong>.
            </>
          ) : (
            'We sent you an e-mail.'
          )}{' '}
          Enter the 6-digit code from it, or open the link it contains: you will be signed in here.
        </p>
        <form onSubmit={submit} noValidate>
          <label htmlFor={inputId}>Confirmation code</label>
          <CodeInput id={inputId} ref={input} name="code" value={vm.code} onChange={vm.setCode} invalid={vm.error !== null && !done} describedBy={messageId} />
          <p id={messageId} className="field-error" role="alert">
            {vm.error}
          </p>
          <button type="submit" className="button button--primary" disabled={vm.status !== 'idle' || vm.finished} aria-busy={vm.status === 'submitting'}>
            {vm.status === 'submitting' ? 'Checking…' : done ? 'Signing you in…' : 'Confirm'}
          </button>
        </form>
        <SignInAfterConfirming vm={vm} />
        <div className="auth-secondary">
          <button type="button" className="link-button" onClick={() => void vm.resend()} disabled={vm.resendIn > 0 || !vm.username || done}>
            {vm.resendIn > 0 ? `Send a new code in ${vm.resendIn} s` : 'Send a new code'}
          </button>
          <p role="status" className="auth-note">
            {vm.resent && vm.resendIn > 0 ? 'A new code is on its way.' : ''}
          </p>
          <IntentLink to={ROUTES.signUp}>Back</IntentLink>
        </div>
      </section>
    </div>
  );
});
