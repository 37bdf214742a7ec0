import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useCallback, useId, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTarget } from '../../../domain/navigation/routes';
import { useServices } from '../../services-context';

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

/** A field's error, announced as it appears; the paragraph stays, empty, while there is none. */
export const FieldError = ({ id, message }: { id?: string; message: string | null }) => (
  <p id={id} className="field-error" role="alert">
    {message}
  </p>
);

type HeldSubmitProps = { label: string; busyLabel: string; busy: boolean; disabled?: boolean; coolDown: { readonly secondsLeft: number }; noteId: string };

/** A form's submit, held while a rate limit's cool-down runs and described by its note (`noteId`, which other held buttons may share). */
export const HeldSubmit = observer(function HeldSubmit({ label, busyLabel, busy, disabled = busy, coolDown, noteId }: HeldSubmitProps) {
  const seconds = coolDown.secondsLeft;
  const held = seconds > 0;
  return (
    <>
      <button type="submit" className="button button--primary" disabled={disabled || held} aria-busy={busy} aria-describedby={held ? noteId : undefined}>
        {busy ? busyLabel : label}
      </button>
      {held && (
        <p id={noteId} className="auth-note">
          <Trans>You can try again in {seconds} s.</Trans>
        </p>
      )}
    </>
  );
});

type ResendProps = {
  vm: { readonly resendWait: { readonly secondsLeft: number }; readonly resent: boolean; resend(): Promise<void> };
  what: 'code' | 'link';
  label: string;
  offered?: boolean;
  disabled?: boolean;
  describedBy?: string;
  buttonRef?: Ref<HTMLButtonElement>;
};

/** A new code or link by e-mail: the wait before another, and a status line once it is on its way. */
export const Resend = observer(function Resend({ vm, what, label, offered = true, disabled, describedBy, buttonRef }: ResendProps) {
  const { t } = useLingui();
  const wait = vm.resendWait.secondsLeft;
  const waitLabel = what === 'code' ? t`Send a new code in ${wait} s` : t`Send a new link in ${wait} s`;
  const onItsWay = what === 'code' ? t`A new code is on its way.` : t`A new e-mail is on its way.`;
  return (
    <>
      {offered && (
        <button ref={buttonRef} type="button" className="link-button" onClick={vm.resend} disabled={wait > 0 || disabled} aria-describedby={describedBy}>
          {wait > 0 ? waitLabel : label}
        </button>
      )}
      <p role="status" className="auth-note">
        {vm.resent && wait > 0 ? onItsWay : ''}
      </p>
    </>
  );
});

/** What a code step takes from its entry's state, which is untrusted: only strings (the address asked with, or a link's prefill). */
/** `notConfirmed`: a sign-in found the account never confirmed, and a new confirmation code was sent. */
export function entryLogin(state: unknown): { username: string; code: string; afterPasskey: boolean; notConfirmed: boolean } {
  const record = (state ?? {}) as { username?: unknown; afterPasskey?: unknown; notConfirmed?: unknown; prefill?: { username?: unknown; code?: unknown } };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    username: text(record.prefill?.username) || text(record.username),
    code: text(record.prefill?.code),
    afterPasskey: record.afterPasskey === true,
    notConfirmed: record.notConfirmed === true,
  };
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
