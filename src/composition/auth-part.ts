// Loaded on first use (on-demand.ts): the sign-in, sign-up and account-security services' code stays out of the start chunk.
import { makeAccountSecurity } from '../application/auth/account-security';
import type { GetValidSession, RefreshSession } from '../application/auth/get-valid-session';
import { makeConfirmSignIn, makeSignIn } from '../application/auth/sign-in';
import { SignUpConfirmation } from '../application/auth/sign-up-confirmation';
import type { Clock } from '../application/ports/clock.port';
import type { RandomSource } from '../application/ports/random-source.port';
import type { SignInStateStore } from '../application/ports/sign-in-state-store.port';
import { BroadcastSignUpConfirmationEvents } from '../adapters/browser/broadcast-sign-up-confirmation-events';
import type { AuthServices } from '../ui/app-services';
import type { UserPool } from './tokens';

export type AuthPart = Omit<AuthServices, 'destination'>;

export type AuthPartDeps = {
  readonly auth: UserPool;
  readonly signInState: SignInStateStore;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly getValidSession: GetValidSession;
  readonly refreshSession: RefreshSession;
};

export function authPart({ auth, signInState, clock, random, getValidSession, refreshSession }: AuthPartDeps): AuthPart {
  const flow = { auth, signInState, clock, random };
  const signIn = makeSignIn({ ...flow, getValidSession });
  return {
    signIn,
    confirmSignIn: makeConfirmSignIn(flow),
    // The confirmation events reach every tab of this browser; the reset timer is the browser's.
    signUpConfirmation: new SignUpConfirmation({
      auth,
      random,
      clock,
      signIn,
      events: new BroadcastSignUpConfirmationEvents(),
      timer: (ms, run) => {
        const id = setTimeout(run, ms);
        return () => clearTimeout(id);
      },
    }),
    ...makeAccountSecurity({ auth, getValidSession, refreshSession }),
  };
}
