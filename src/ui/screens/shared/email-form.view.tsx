import { observer } from 'mobx-react-lite';
import { useId, type FormEvent, type ReactNode } from 'react';
import { IntentLink } from '../../components/intent-link';
import { AuthCard, HeldSubmit } from './auth-parts';

type EmailFormVm = {
  readonly email: string;
  readonly status: 'idle' | 'submitting' | 'code-sent' | 'confirm-sign-up';
  readonly error: string | null;
  readonly hint: string | null;
  readonly coolDown: { readonly secondsLeft: number };
  setEmail(value: string): void;
};

type Props = {
  vm: EmailFormVm;
  title: string;
  intro: string;
  onSubmit(): void;
  /** The way to the other form: sign-in offers sign-up and the other way round. */
  other: { readonly prompt: string; readonly label: string; readonly to: string };
  /** Other ways in, under the form (sign-in's passkey). */
  children?: ReactNode;
};

export const EmailFormView = observer(function EmailFormView({ vm, title, intro, onSubmit, other, children }: Props) {
  const inputId = useId();
  const errorId = useId();
  const coolDownId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const otherForm = (
    <p className="auth-switch">
      {other.prompt} <IntentLink to={other.to}>{other.label}</IntentLink>
    </p>
  );
  return (
    <AuthCard title={title} after={otherForm}>
      <p>{intro}</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId}>E-mail address</label>
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
        <p id={errorId} className="field-error" role="alert">
          {vm.error}
        </p>
        {vm.hint && (
          <p id={hintId} className="auth-note">
            {vm.hint}
          </p>
        )}
        <HeldSubmit
          label="Send me a code"
          busyLabel="Sending your code…"
          busy={vm.status === 'submitting'}
          disabled={vm.status === 'submitting'}
          coolDown={vm.coolDown}
          noteId={coolDownId}
        />
      </form>
      {children}
    </AuthCard>
  );
});
