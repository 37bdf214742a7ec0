import type { FormEvent } from 'react';

export const onSubmit = (action: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};
