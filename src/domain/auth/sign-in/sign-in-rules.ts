import * as E from 'fp-ts/Either';
import * as J from 'fp-ts/Json';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type AuthFailure, validationFailure } from '../failure/auth-failure';
import type { ChallengeOutcome } from './auth-outcome';
import { COGNITO_MFA_NAME, mfaNamed, type MfaSetupAnswer, validateMfaChoice, validateMfaSetupAnswer } from './mfa';
import type { CodeDeliveryDetails, MfaType, SignInStep } from './sign-in-step';

type ChallengeDecision = { readonly type: 'step'; readonly step: SignInStep } | { readonly type: 'associate-totp' } | { readonly type: 'passkey' };

function parseStringList(raw: string | undefined): readonly string[] {
  const value = E.getOrElseW((): unknown => [])(J.parse(raw ?? '[]'));
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

const mfaTypes = (raw: string | undefined): readonly MfaType[] => parseStringList(raw).flatMap((name) => mfaNamed(name) ?? []);

function codeDelivery(parameters: Readonly<Record<string, string>>): CodeDeliveryDetails {
  const destination = parameters['CODE_DELIVERY_DESTINATION'];
  const deliveryMedium = parameters['CODE_DELIVERY_DELIVERY_MEDIUM'];
  return { ...(destination === undefined ? {} : { destination }), ...(deliveryMedium === undefined ? {} : { deliveryMedium }) };
}

const step = (s: SignInStep): E.Either<AuthFailure, ChallengeDecision> => E.right({ type: 'step', step: s });
const notAddressed = (challengeName: string): E.Either<AuthFailure, ChallengeDecision> => E.left({ kind: 'ChallengeNotAddressed', challengeName });

/** Only TOTP and e-mail can be set up during sign-in. */
function mfaSetupDecision(challenge: ChallengeOutcome): E.Either<AuthFailure, ChallengeDecision> {
  const canSetUp = mfaTypes(challenge.parameters['MFAS_CAN_SETUP']).filter((type) => type !== 'SMS');
  if (canSetUp.length > 1) return step({ step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: canSetUp });
  if (canSetUp[0] === 'TOTP') return E.right({ type: 'associate-totp' });
  if (canSetUp[0] === 'EMAIL') return step({ step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' });
  return notAddressed(challenge.challengeName);
}

export function decideChallenge(challenge: ChallengeOutcome, afterPasskey: boolean): E.Either<AuthFailure, ChallengeDecision> {
  const { parameters } = challenge;
  switch (challenge.challengeName) {
    case 'SMS_MFA':
    case 'SMS_OTP':
      return step({ step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: codeDelivery(parameters) });
    case 'SOFTWARE_TOKEN_MFA':
      return step({ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
    case 'EMAIL_OTP':
      return step({ step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: codeDelivery(parameters) });
    case 'CUSTOM_CHALLENGE':
      // Protect's triggers ask the authenticator app's code as a second custom challenge.
      if (parameters['challenge'] === COGNITO_MFA_NAME.TOTP) return step({ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
      return step({ step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: parameters });
    case 'NEW_PASSWORD_REQUIRED':
      return step({
        step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
        missingAttributes: parseStringList(parameters['requiredAttributes']).map((name) => name.replace(/^userAttributes\./, '')),
      });
    case 'SELECT_MFA_TYPE':
      return step({ step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: mfaTypes(parameters['MFAS_CAN_CHOOSE']) });
    case 'MFA_SETUP':
      return mfaSetupDecision(challenge);
    case 'PASSWORD':
    case 'PASSWORD_SRP':
      return step({ step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' });
    case 'SELECT_CHALLENGE':
      return step({ step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: challenge.availableChallenges ?? [] });
    case 'WEB_AUTHN':
      return afterPasskey ? E.left({ kind: 'SequentialPasskeyChallenge' }) : E.right({ type: 'passkey' });
    default:
      return notAddressed(challenge.challengeName);
  }
}

export function stepForAuthFailure(failure: AuthFailure): O.Option<SignInStep> {
  if (failure.kind === 'PasswordResetRequired') return O.some({ step: 'RESET_PASSWORD' });
  if (failure.kind === 'UserNotConfirmed') return O.some({ step: 'CONFIRM_SIGN_UP' });
  return O.none;
}

/** During a confirmation, NotAuthorized means a wrong code three times, or a session the service let expire. */
export function asConfirmationFailure(failure: AuthFailure): AuthFailure {
  if (failure.kind !== 'NotAuthorized') return failure;
  return /expired/i.test(failure.message) ? { kind: 'SignInExpired' } : { kind: 'ConfirmationFailed', problem: 'NotAuthorized' };
}

export const validateChallengeResponse = (answer: string): E.Either<AuthFailure, string> =>
  answer.trim() === '' ? E.left(validationFailure('EmptyChallengeResponse')) : E.right(answer);

type AnswerPlan =
  | { readonly type: 'respond'; readonly challengeName: string; readonly answer: string }
  | { readonly type: 'step'; readonly step: SignInStep }
  | { readonly type: 'associate-totp' }
  /** MFA_SETUP's app code is verified with the session (VerifySoftwareToken), not answered. */
  | { readonly type: 'verify-totp'; readonly code: string }
  /** A required password reset's e-mailed code sets a new password (ConfirmForgotPassword), then signs in with it. */
  | { readonly type: 'reset'; readonly code: string };

/** The pending sign-in's name while a required password reset waits for its code (no service session). */
export const RESET_PASSWORD = 'RESET_PASSWORD';

const respond = (challengeName: string, answer: string): AnswerPlan => ({ type: 'respond', challengeName, answer });

export function planChallengeAnswer(challengeName: string, answer: string): E.Either<AuthFailure, AnswerPlan> {
  if (challengeName === RESET_PASSWORD) return E.right({ type: 'reset', code: answer.trim() });
  if (challengeName === 'SELECT_MFA_TYPE') {
    return pipe(
      validateMfaChoice(answer),
      E.map((mfa) => respond(challengeName, COGNITO_MFA_NAME[mfa])),
    );
  }
  if (challengeName !== 'MFA_SETUP') return E.right(respond(challengeName, answer));
  return pipe(
    validateMfaSetupAnswer(answer),
    E.map((setup: MfaSetupAnswer): AnswerPlan => {
      if (setup.type === 'totp-code') return { type: 'verify-totp', code: setup.code };
      if (setup.type !== 'choose') return respond(challengeName, answer);
      return setup.mfa === 'TOTP' ? { type: 'associate-totp' } : { type: 'step', step: { step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' } };
    }),
  );
}
