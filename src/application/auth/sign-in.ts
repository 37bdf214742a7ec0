import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { isSessionExpired } from '../../domain/auth/session/session-expiry';
import { type SignInInput, validateSignInInput } from '../../domain/auth/sign-in/auth-flow';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import * as rules from '../../domain/auth/sign-in/sign-in-rules';
import { type SignInDetails, keepsSignInState, signInStateAt } from '../../domain/auth/sign-in/sign-in-state';
import { DONE, type SignInResult, signInResult } from '../../domain/auth/sign-in/sign-in-step';
import { totpSetupDetails } from '../../domain/auth/sign-in/totp';
import { generateSignUpPassword } from '../../domain/auth/sign-up/sign-up-password';
import type { UniformIntSource } from '../../domain/auth/sign-up/uniform-int-source';
import type { Clock } from '../ports/clock.port';
import type { SignInGateway } from '../ports/sign-in-gateway.port';
import type { SignInStateStore } from '../ports/sign-in-state-store.port';
import { type GetValidSession, retryOnceOnMissingDevice } from './get-valid-session';

/** `random` makes the new password a required reset sets, by the sign-up rule; nobody ever sees or types it. */
type SignInFlowDeps = { readonly auth: SignInGateway; readonly signInState: SignInStateStore; readonly clock: Clock; readonly random: UniformIntSource };

type PendingSignIn = { readonly username: string; readonly signInDetails: SignInDetails };

type FlowResult = Promise<E.Either<AuthFailure, SignInResult>>;

export type SignIn = (input: SignInInput) => FlowResult;

export type ConfirmSignIn = (input: { readonly challengeResponse: string; readonly signal?: AbortSignal }) => FlowResult;

export function makeSignIn(deps: SignInFlowDeps & { readonly getValidSession: GetValidSession }): SignIn {
  return async (input) => {
    const request = validateSignInInput(input);
    if (E.isLeft(request)) return E.left(request.left);
    const current = await deps.getValidSession();
    if (E.isRight(current) && O.isSome(current.right)) return E.left({ kind: 'AlreadySignedIn' });
    // A new challenge replaces the pending sign-in; a failure to get one ends it, unless the service never
    // answered or throttled the call: the code already sent still works then.
    const outcome = await retryOnceOnMissingDevice(deps.auth, () => deps.auth.initiateAuth(request.right));
    const { username, authFlowType } = request.right;
    const pending = { username, signInDetails: { loginId: username, authFlowType } };
    if (E.isLeft(outcome)) return outcome.left.kind === 'PasswordResetRequired' ? startReset(deps, pending) : failSignIn(deps, outcome.left);
    return continueSignIn(deps, pending, outcome.right, false);
  };
}

export function makeConfirmSignIn(deps: SignInFlowDeps): ConfirmSignIn {
  return async ({ challengeResponse, signal }) => {
    const response = rules.validateChallengeResponse(challengeResponse);
    if (E.isLeft(response)) return E.left(response.left);
    const saved = signInStateAt(await deps.signInState.load(), deps.clock.now());
    if (E.isLeft(saved)) {
      await deps.signInState.clear();
      return E.left(saved.left);
    }
    const state = saved.right;
    // An invalid MFA answer keeps the state, so the user can correct it.
    const plan = rules.planChallengeAnswer(state.challengeName, response.right);
    if (E.isLeft(plan)) return E.left(plan.left);
    const pending = { username: state.username, signInDetails: state.signInDetails };
    const answered = (outcome: E.Either<AuthFailure, AuthOutcome>, withSignal?: AbortSignal) =>
      E.isLeft(outcome) ? failSignIn(deps, rules.asConfirmationFailure(outcome.left)) : continueSignIn(deps, pending, outcome.right, false, withSignal);
    switch (plan.right.type) {
      case 'step':
        return E.right(signInResult(plan.right.step));
      case 'associate-totp':
        return startTotpSetup(deps, pending, state.session);
      case 'reset':
        return finishReset(deps, pending, plan.right.code);
      case 'verify-totp':
        return answered(await deps.auth.verifySoftwareToken({ username: state.username, session: state.session, code: plan.right.code }));
      case 'respond': {
        const { challengeName, answer } = plan.right;
        // A device the service no longer knows leaves the session usable: the same answer goes again without it.
        const outcome = await retryOnceOnMissingDevice(deps.auth, () =>
          deps.auth.respondToChallenge({ username: state.username, challengeName, session: state.session, answer }),
        );
        return answered(outcome, signal);
      }
    }
  };
}

/** Ends the pending sign-in, unless the failure left the service's session unused (then the same answer can be sent again). */
async function failSignIn(deps: SignInFlowDeps, failure: AuthFailure): FlowResult {
  if (!keepsSignInState(failure)) await deps.signInState.clear();
  return pipe(
    rules.stepForAuthFailure(failure),
    O.match(
      () => E.left(failure),
      (step) => E.right(signInResult(step)),
    ),
  );
}

/** Passwordless, a required reset is one more e-mailed code (ForgotPassword), which the code step answers (finishReset). */
async function startReset(deps: SignInFlowDeps, pending: PendingSignIn): FlowResult {
  const sent = await deps.auth.forgotPassword({ username: pending.username });
  if (E.isLeft(sent)) return failSignIn(deps, sent.left);
  await saveChallenge(deps, pending, rules.RESET_PASSWORD, '');
  return E.right(signInResult({ step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: sent.right }));
}

/** A wrong code keeps the reset pending (the pool takes several); the new password then signs in over SRP, as after a sign-up. */
async function finishReset(deps: SignInFlowDeps, pending: PendingSignIn, code: string): FlowResult {
  const password = generateSignUpPassword(deps.random);
  const reset = await deps.auth.confirmForgotPassword({ username: pending.username, code, password });
  if (E.isLeft(reset)) {
    const wrongCode = reset.left.kind === 'ConfirmationFailed' && reset.left.problem === 'CodeMismatch';
    return wrongCode ? E.left(reset.left) : failSignIn(deps, reset.left);
  }
  const outcome = await deps.auth.initiateAuth({ authFlowType: 'USER_SRP_AUTH', username: pending.username, password });
  return E.isLeft(outcome) ? failSignIn(deps, outcome.left) : continueSignIn(deps, pending, outcome.right, false);
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

async function startTotpSetup(deps: SignInFlowDeps, pending: PendingSignIn, session: string): FlowResult {
  const associated = await deps.auth.associateSoftwareToken({ session });
  if (E.isLeft(associated)) return failSignIn(deps, associated.left);
  await saveChallenge(deps, pending, 'MFA_SETUP', associated.right.session);
  return E.right(signInResult({ step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: totpSetupDetails(associated.right.secretCode, pending.username) }));
}

async function continueSignIn(deps: SignInFlowDeps, pending: PendingSignIn, outcome: AuthOutcome, afterPasskey: boolean, signal?: AbortSignal): FlowResult {
  if (outcome.type === 'tokens') return completeSignIn(deps, outcome.session);
  const decision = rules.decideChallenge(outcome, afterPasskey);
  if (E.isLeft(decision)) return failSignIn(deps, decision.left);
  switch (decision.right.type) {
    case 'step':
      await saveChallenge(deps, pending, outcome.challengeName, outcome.session);
      return E.right(signInResult(decision.right.step));
    case 'associate-totp':
      return startTotpSetup(deps, pending, outcome.session);
    case 'passkey': {
      const answered = await deps.auth.answerPasskeyChallenge({ username: pending.username, session: outcome.session, parameters: outcome.parameters, signal });
      return E.isLeft(answered) ? failSignIn(deps, answered.left) : continueSignIn(deps, pending, answered.right, true);
    }
  }
}
