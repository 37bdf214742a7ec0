import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import { asConfirmationFailure, matchAnswerPlan, planChallengeAnswer, validateChallengeResponse } from '../../domain/auth/sign-in/sign-in-rules';
import { signInStateAt } from '../../domain/auth/sign-in/sign-in-state';
import { type SignInResult, signInResult } from '../../domain/auth/sign-in/sign-in-step';
import { retryOnceOnMissingDevice } from './device-retry';
import { type SignInFlowDeps, continueSignIn, failSignIn, startTotpSetup } from './sign-in-flow';

type ConfirmSignInInput = { readonly challengeResponse: string; readonly signal?: AbortSignal };

export type ConfirmSignIn = (input: ConfirmSignInInput) => Promise<E.Either<AuthFailure, SignInResult>>;

export function makeConfirmSignIn(deps: SignInFlowDeps): ConfirmSignIn {
  return async ({ challengeResponse, signal }) => {
    const response = validateChallengeResponse(challengeResponse);
    if (E.isLeft(response)) return E.left(response.left);
    const saved = signInStateAt(await deps.signInState.load(), deps.clock.now());
    if (E.isLeft(saved)) {
      await deps.signInState.clear();
      return E.left(saved.left);
    }
    const state = saved.right;
    // An invalid MFA answer keeps the state, so the user can correct it.
    const plan = planChallengeAnswer(state.challengeName, response.right);
    if (E.isLeft(plan)) return E.left(plan.left);
    const pending = { username: state.username, signInDetails: state.signInDetails };
    return matchAnswerPlan<Promise<E.Either<AuthFailure, SignInResult>>>({
      step: async (step) => E.right(signInResult(step)),
      associateTotp: () => startTotpSetup(deps, pending, state.session),
      verifyTotp: async (code) => {
        const outcome = await deps.auth.verifySoftwareToken({ username: state.username, session: state.session, code });
        return E.isLeft(outcome) ? failSignIn(deps, asConfirmationFailure(outcome.left)) : continueSignIn(deps, pending, outcome.right, false);
      },
      respond: async (challengeName, answer) => {
        // A device the service no longer knows leaves the session usable: the same answer goes again without it.
        const outcome = await retryOnceOnMissingDevice(deps.auth, () =>
          deps.auth.respondToChallenge({ username: state.username, challengeName, session: state.session, answer }),
        );
        return E.isLeft(outcome) ? failSignIn(deps, asConfirmationFailure(outcome.left)) : continueSignIn(deps, pending, outcome.right, false, signal);
      },
    })(plan.right);
  };
}
