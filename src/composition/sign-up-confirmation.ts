import { SignUpConfirmation, type SignUpConfirmationDeps } from '../application/auth/sign-up-confirmation';
import { BroadcastSignUpConfirmationEvents } from '../adapters/browser/broadcast-sign-up-confirmation-events';

/** The confirmation events reach every tab of this browser; the reset timer is the browser's. */
export const signUpConfirmation = (deps: Omit<SignUpConfirmationDeps, 'events' | 'timer'>): SignUpConfirmation =>
  new SignUpConfirmation({
    ...deps,
    events: new BroadcastSignUpConfirmationEvents(),
    timer: (ms, run) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    },
  });
