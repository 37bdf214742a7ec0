import type { Ref } from 'react';

/** A one-time code field: a phone's keypad, the code offered by the system, room for a pasted code with spaces. */
export function CodeInput({
  id,
  name,
  value,
  onChange,
  invalid,
  describedBy,
  ref,
}: {
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      id={id}
      ref={ref}
      className="otp-input"
      name={name}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={12}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
