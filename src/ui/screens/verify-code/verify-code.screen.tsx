import { SIGN_IN_STATE_TTL_MS } from '../../../domain/auth/sign-in/sign-in-state';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES, routeTarget } from '../../../domain/navigation/routes';
import { safeRedirectTarget } from '../../../domain/navigation/safe-redirect';
import { CodeInput } from '../../components/code-input';
import { IntentLink } from '../../components/intent-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useServices } from '../../services-context';
import { useViewModel } from '../../components/use-view-model';
import { VerifyCodeViewModel } from './verify-code.view-model';
import { coolDownNote, everySecond } from '../shared/cool-down';

/** History state is untrusted: only strings are taken from it. */
function fromState(state: unknown): { username: string; code: string; afterPasskey: boolean } {
  const record = (state ?? {}) as { username?: unknown; afterPasskey?: unknown; prefill?: { username?: unknown; code?: unknown } };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { username: text(record.prefill?.username) || text(record.username), code: text(record.prefill?.code), afterPasskey: record.afterPasskey === true };
}

export const Component = observer(function VerifyCodeScreen() {
  const { auth, analytics } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const from = safeRedirectTarget(search.get('from'), ROUTES.signIn);
  const next = search.get('next');
  const vm = useViewModel(() => new VerifyCodeViewModel({ auth, everySecond }, fromState(location.state)));
  const inputId = useId();
  const messageId = useId();
  const coolDownId = useId();
  const input = useRef<HTMLInputElement>(null);
  const resend = useRef<HTMLButtonElement>(null);
  useDocumentTitle('Enter your code');
  const fromSignUp = from === ROUTES.signUp;
  usePageView(fromSignUp ? 'sign up verify' : 'login verify');
  useEffect(() => input.current?.focus(), [vm.step]);
  const byApp = vm.step === 'authenticator';
  // A sign-in that is over leads to its way out: the new code.
  useEffect(() => {
    if (vm.needsNewCode) resend.current?.focus();
  }, [vm.needsNewCode]);
  const held = vm.coolDown.active;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await vm.submit())) return;
    await analytics.track({ type: 'page', name: fromSignUp ? 'sign up success' : 'login success' });
    // A breach or signing document travels in the entry's state, never in the address.
    const target = routeTarget(auth.destination.after({ fromSignUp, next }));
    await navigate(target.path, { replace: true, state: target.state });
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={`${inputId}-title`}>
        <h1 id={`${inputId}-title`}>{byApp ? 'Enter your authenticator code' : 'Check your e-mail'}</h1>
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
          {byApp ? '' : `It works for ${SIGN_IN_STATE_TTL_MS / 60_000} minutes.`}
        </p>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={inputId}>{byApp ? 'Authenticator code' : 'Verification code'}</label>
          <CodeInput id={inputId} ref={input} name="code" value={vm.code} onChange={vm.setCode} invalid={vm.error !== null} describedBy={messageId} />
          <p id={messageId} className="field-error" role="alert">
            {vm.error}
          </p>
          <button
            type="submit"
            className="button button--primary"
            disabled={vm.status !== 'idle' || held}
            aria-busy={vm.status === 'submitting'}
            aria-describedby={held ? coolDownId : undefined}
          >
            {vm.status === 'submitting' ? 'Checking…' : 'Continue'}
          </button>
          {held && (
            <p id={coolDownId} className="auth-note">
              {coolDownNote(vm.coolDown.secondsLeft)}
            </p>
          )}
        </form>
        <div className="auth-secondary">
          <button
            ref={resend}
            type="button"
            className="link-button"
            onClick={() => void vm.resend()}
            disabled={vm.resendIn > 0 || !vm.input.username || held}
            aria-describedby={held ? coolDownId : undefined}
          >
            {vm.resendIn > 0 ? `Send a new code in ${vm.resendIn} s` : byApp ? 'Start again with a new e-mailed code' : 'Send a new code'}
          </button>
          <p role="status" className="auth-note">
            {vm.resent && vm.resendIn > 0 ? 'A new code is on its way.' : ''}
          </p>
          <IntentLink to={from}>Back</IntentLink>
        </div>
      </section>
    </div>
  );
});
