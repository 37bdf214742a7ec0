import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../../domain/navigation/routes';
import { IntentLink } from '../../components/intent-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useViewModel } from '../../components/use-view-model';
import { useServices } from '../../services-context';
import { everySecond } from '../shared/cool-down';
import { ConfirmSignUpViewModel } from './confirm-sign-up.view-model';
import { SignInAfterConfirming, confirmationFromState, useSignedInAfterSignUp } from './confirm-sign-up.shared';

/**
 * The confirmation link from the e-mail (its code already off the address bar, in the entry's state):
 * confirms the address at once. Every tab of this browser hears of it, so the tab that signed up signs
 * in by itself; this one does too when it is that tab, else it offers a sign-in code.
 */
export const Component = observer(function ConfirmSignUpLinkScreen() {
  const { auth } = useServices();
  const location = useLocation();
  const { username, code } = confirmationFromState(location.state);
  const vm = useViewModel(() => new ConfirmSignUpViewModel({ auth, everySecond, source: 'link' }, username, code));
  const titleId = useId();
  useDocumentTitle('Confirm your e-mail address');
  usePageView('sign up verify');
  useSignedInAfterSignUp(vm);
  useEffect(() => {
    void vm.submit();
  }, [vm]);
  const confirmed = vm.status === 'confirmed' || vm.status === 'signed-in';

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{confirmed ? 'Your e-mail address is confirmed' : 'Confirm your e-mail address'}</h1>
        <p>
          {confirmed
            ? 'If the page where you signed up is still open, you are now signed in there.'
            : vm.status === 'submitting'
              ? 'Confirming your e-mail address…'
              : 'We could not confirm your e-mail address with this link.'}
        </p>
        <p className="field-error" role="alert">
          {vm.error}
        </p>
        <SignInAfterConfirming vm={vm} />
        <div className="auth-secondary">
          {!confirmed && vm.username && !vm.finished && (
            <button type="button" className="link-button" onClick={() => void vm.resend()} disabled={vm.resendIn > 0}>
              {vm.resendIn > 0 ? `Send a new link in ${vm.resendIn} s` : 'Send me a new link'}
            </button>
          )}
          <p role="status" className="auth-note">
            {vm.resent && vm.resendIn > 0 ? 'A new e-mail is on its way.' : ''}
          </p>
          {!confirmed && (
            <p>
              <IntentLink to={ROUTES.signIn}>Sign in</IntentLink> · <IntentLink to={ROUTES.signUp}>Sign up</IntentLink>
            </p>
          )}
        </div>
      </section>
    </div>
  );
});
