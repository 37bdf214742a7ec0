import { observer } from 'mobx-react-lite';
import { useCallback, useId, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTarget } from '../../../domain/navigation/routes';
import { useServices } from '../../services-context';
import { coolDownNote } from './cool-down';

/** The card of a sign-in step, and what follows it under the card. */
export function AuthCard({ title, children, after }: { title: ReactNode; children: ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        {children}
      </section>
      {after}
    </div>
  );
}

/** A form's submit, held while a rate limit's cool-down runs and described by its note (`noteId`, which other held buttons may share). */
export const HeldSubmit = observer(function HeldSubmit(props: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  coolDown: { readonly secondsLeft: number };
  noteId: string;
}) {
  const held = props.coolDown.secondsLeft > 0;
  return (
    <>
      <button
        type="submit"
        className="button button--primary"
        disabled={props.disabled || held}
        aria-busy={props.busy}
        aria-describedby={held ? props.noteId : undefined}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
      {held && (
        <p id={props.noteId} className="auth-note">
          {coolDownNote(props.coolDown.secondsLeft)}
        </p>
      )}
    </>
  );
});

type Resending = { readonly resendWait: { readonly secondsLeft: number }; readonly resent: boolean; resend(): Promise<void> };

/** A new code or link by e-mail: the wait before another, and a status line once it is on its way. */
export const Resend = observer(function Resend(props: {
  vm: Resending;
  what: 'code' | 'link';
  label: string;
  offered?: boolean;
  disabled?: boolean;
  describedBy?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { vm, what } = props;
  const wait = vm.resendWait.secondsLeft;
  return (
    <>
      {props.offered !== false && (
        <button
          ref={props.buttonRef}
          type="button"
          className="link-button"
          onClick={() => void vm.resend()}
          disabled={wait > 0 || props.disabled}
          aria-describedby={props.describedBy}
        >
          {wait > 0 ? `Send a new ${what} in ${wait} s` : props.label}
        </button>
      )}
      <p role="status" className="auth-note">
        {vm.resent && wait > 0 ? `A new ${what === 'code' ? 'code' : 'e-mail'} is on its way.` : ''}
      </p>
    </>
  );
});

/** What a code step takes from its entry's state, which is untrusted: only strings (the address asked with, or a link's prefill). */
export function entryLogin(state: unknown): { username: string; code: string; afterPasskey: boolean } {
  const record = (state ?? {}) as { username?: unknown; afterPasskey?: unknown; prefill?: { username?: unknown; code?: unknown } };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { username: text(record.prefill?.username) || text(record.username), code: text(record.prefill?.code), afterPasskey: record.afterPasskey === true };
}

/** After a sign-in: its page view, then where the person was going (a breach or signing document in the entry's state, never the address). */
export function useGoOnSignedIn(): (fromSignUp: boolean, next: string | null) => Promise<void> {
  const { auth, analytics } = useServices();
  const navigate = useNavigate();
  return useCallback(
    async (fromSignUp, next) => {
      await analytics.track({ type: 'page', name: fromSignUp ? 'sign up success' : 'login success' });
      const target = routeTarget(auth.destination.after({ fromSignUp, next }));
      await navigate(target.path, { replace: true, state: target.state });
    },
    [analytics, auth, navigate],
  );
}
