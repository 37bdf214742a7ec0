import * as O from 'fp-ts/Option';
import { isSignInStateExpired } from '../../domain/auth/sign-in/sign-in-state';
import type { Clock } from '../ports/clock.port';
import type { SignInStateStore } from '../ports/sign-in-state-store.port';

export type ForgetExpiredSignIn = () => Promise<void>;

/** The sign-in state outlives the tab (a link may open in another), so each start forgets one past its life. */
export const makeForgetExpiredSignIn =
  (deps: { readonly signInState: SignInStateStore; readonly clock: Clock }): ForgetExpiredSignIn =>
  async () => {
    const saved = await deps.signInState.load();
    if (O.isSome(saved) && isSignInStateExpired(saved.value, deps.clock.now())) await deps.signInState.clear();
  };
