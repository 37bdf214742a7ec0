import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type SignInInput, validateSignInInput } from '../../domain/auth/sign-in/auth-flow';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { SignInResult } from '../../domain/auth/sign-in/sign-in-step';
import { retryOnceOnMissingDevice } from './device-retry';
import type { GetValidSession } from './get-valid-session';
import { type SignInFlowDeps, continueSignIn, failSignIn } from './sign-in-flow';

export type SignIn = (input: SignInInput) => Promise<E.Either<AuthFailure, SignInResult>>;

export function makeSignIn(deps: SignInFlowDeps & { readonly getValidSession: GetValidSession }): SignIn {
  return async (input) => {
    const request = validateSignInInput(input);
    if (E.isLeft(request)) return E.left(request.left);
    const current = await deps.getValidSession();
    if (E.isRight(current) && O.isSome(current.right)) return E.left({ kind: 'AlreadySignedIn' });
    // A new challenge replaces the pending sign-in; a failure to get one ends it, unless the service never
    // answered or throttled the call: the code already sent still works then.
    const outcome = await retryOnceOnMissingDevice(deps.auth, () => deps.auth.initiateAuth(request.right));
    if (E.isLeft(outcome)) return failSignIn(deps, outcome.left);
    const { username, authFlowType } = request.right;
    return continueSignIn(deps, { username, signInDetails: { loginId: username, authFlowType } }, outcome.right, false);
  };
}
