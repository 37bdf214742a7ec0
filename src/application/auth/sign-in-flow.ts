import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { isSessionExpired } from '../../domain/auth/session/session-expiry';
import { decideChallenge, matchChallengeDecision, stepForAuthFailure } from '../../domain/auth/sign-in/sign-in-rules';
import { type SignInDetails, keepsSignInState } from '../../domain/auth/sign-in/sign-in-state';
import { DONE, type SignInResult, signInResult } from '../../domain/auth/sign-in/sign-in-step';
import { totpSetupDetails } from '../../domain/auth/sign-in/totp';
import type { SignInGateway } from '../ports/sign-in-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { SignInStateStore } from '../ports/sign-in-state-store.port';

export type SignInFlowDeps = { readonly auth: SignInGateway; readonly signInState: SignInStateStore; readonly clock: Clock };

export type PendingSignIn = { readonly username: string; readonly signInDetails: SignInDetails };

type FlowResult = Promise<E.Either<AuthFailure, SignInResult>>;

/** Ends the pending sign-in, unless the failure left the service's session unused (then the same answer can be sent again). */
export async function failSignIn(deps: SignInFlowDeps, failure: AuthFailure): FlowResult {
  if (!keepsSignInState(failure)) await deps.signInState.clear();
  return pipe(
    stepForAuthFailure(failure),
    O.match(
      () => E.left(failure),
      (step) => E.right(signInResult(step)),
    ),
  );
}

async function saveChallenge(deps: SignInFlowDeps, pending: PendingSignIn, challengeName: string, session: string): Promise<void> {
  await deps.signInState.save({ ...pending, challengeName, session, savedAt: deps.clock.now() });
}

async function completeSignIn(deps: SignInFlowDeps, session: AuthSession): FlowResult {
  await deps.signInState.clear();
  if (isSessionExpired(session, deps.clock.now())) {
    await deps.auth.clearSession();
    return E.left({ kind: 'InvalidTokens' });
  }
  const current = await deps.auth.storedSession();
  return O.isSome(current) ? E.right(signInResult(DONE)) : E.left({ kind: 'SessionNotPersisted' });
}

export async function startTotpSetup(deps: SignInFlowDeps, pending: PendingSignIn, session: string): FlowResult {
  const associated = await deps.auth.associateSoftwareToken({ session });
  if (E.isLeft(associated)) return failSignIn(deps, associated.left);
  await saveChallenge(deps, pending, 'MFA_SETUP', associated.right.session);
  return E.right(signInResult({ step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: totpSetupDetails(associated.right.secretCode, pending.username) }));
}

export async function continueSignIn(
  deps: SignInFlowDeps,
  pending: PendingSignIn,
  outcome: AuthOutcome,
  afterPasskey: boolean,
  signal?: AbortSignal,
): FlowResult {
  if (outcome.type === 'tokens') return completeSignIn(deps, outcome.session);
  const decision = decideChallenge(outcome, afterPasskey);
  if (E.isLeft(decision)) return failSignIn(deps, decision.left);
  return matchChallengeDecision<FlowResult>({
    step: async (step) => {
      await saveChallenge(deps, pending, outcome.challengeName, outcome.session);
      return E.right(signInResult(step));
    },
    associateTotp: () => startTotpSetup(deps, pending, outcome.session),
    passkey: async () => {
      const answered = await deps.auth.answerPasskeyChallenge({ username: pending.username, session: outcome.session, parameters: outcome.parameters, signal });
      return E.isLeft(answered) ? failSignIn(deps, answered.left) : continueSignIn(deps, pending, answered.right, true);
    },
  })(decision.right);
}
