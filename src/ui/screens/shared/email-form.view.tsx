import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';

type EmailFormVm = {
  readonly email: string;
  readonly status: 'idle' | 'submitting' | 'code-sent';
  readonly error: string | null;
  setEmail(value: string): void;
};

type Props = {
  vm: EmailFormVm;
  title: string;
  intro: string;
  submitLabel: string;
  onSubmit(): void;
};

export const EmailFormView = observer(function EmailFormView({ vm, title, intro, submitLabel, onSubmit }: Props) {
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="auth-card" aria-labelledby={`${inputId}-title`}>
      <h1 id={`${inputId}-title`}>{title}</h1>
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
          aria-describedby={vm.error ? errorId : undefined}
          required
        />
        <p id={errorId} className="field-error" role="alert">
          {vm.error}
        </p>
        <button type="submit" className="button button--primary" disabled={vm.status === 'submitting'} aria-busy={vm.status === 'submitting'}>
          {vm.status === 'submitting' ? 'Sending your code…' : submitLabel}
        </button>
      </form>
    </section>
  );
});
