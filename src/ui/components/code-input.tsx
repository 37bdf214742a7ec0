import type { Ref } from 'react';

type CodeInputProps = {
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string;
  ref?: Ref<HTMLInputElement>;
};

/** A one-time code field: a phone's keypad, the code offered by the system, room for a pasted code with spaces. */
export function CodeInput({ onChange, invalid, describedBy, ...field }: CodeInputProps) {
  return (
    <input
      {...field}
      className="otp-input"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={12}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
