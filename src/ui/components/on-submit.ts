import type { FormEvent } from 'react';

/** A form's submit handler: the page stays where it is and the action runs. */
export const onSubmit = (action: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};
