import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import {
  asConfirmationFailure,
  decideChallenge,
  planChallengeAnswer,
  stepForAuthFailure,
  validateChallengeResponse,
} from '../../../../src/domain/auth/sign-in/sign-in-rules';
import { aChallenge } from '../../../support/auth-builders';

const stepOf = (step: unknown) => E.right({ type: 'step', step });

describe('decideChallenge', () => {
  it.each<[string, Record<string, string>, unknown]>([
    [
      'SMS_MFA',
      { CODE_DELIVERY_DESTINATION: '+*******1234', CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS' },
      { step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { destination: '+*******1234', deliveryMedium: 'SMS' } },
    ],
    ['SMS_OTP', {}, { step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: {} }],
    ['SOFTWARE_TOKEN_MFA', {}, { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }],
    ['EMAIL_OTP', { CODE_DELIVERY_DESTINATION: 'a***@e***' }, { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { destination: 'a***@e***' } }],
    ['CUSTOM_CHALLENGE', { email: 'ada@example.com' }, { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: { email: 'ada@example.com' } }],
    ['CUSTOM_CHALLENGE', { challenge: 'SOFTWARE_TOKEN_MFA' }, { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }],
    [
      'NEW_PASSWORD_REQUIRED',
      { requiredAttributes: '["userAttributes.given_name","userAttributes.custom:region"]' },
      { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: ['given_name', 'custom:region'] },
    ],
    ['NEW_PASSWORD_REQUIRED', {}, { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] }],
    ['NEW_PASSWORD_REQUIRED', { requiredAttributes: 'not json' }, { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] }],
    ['NEW_PASSWORD_REQUIRED', { requiredAttributes: '{"a":1}' }, { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] }],
    [
      'SELECT_MFA_TYPE',
      { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA","EMAIL_OTP","VOICE",7]' },
      { step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: ['SMS', 'TOTP', 'EMAIL'] },
    ],
    ['SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: '["toString"]' }, { step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: [] }],
    [
      'MFA_SETUP',
      { MFAS_CAN_SETUP: '["SMS_MFA","SOFTWARE_TOKEN_MFA","EMAIL_OTP"]' },
      { step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['TOTP', 'EMAIL'] },
    ],
    ['MFA_SETUP', { MFAS_CAN_SETUP: '["EMAIL_OTP"]' }, { step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }],
    ['PASSWORD', {}, { step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }],
    ['PASSWORD_SRP', {}, { step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }],
  ])('maps %s %j to its step', (challengeName, parameters, step) => {
    expect(decideChallenge(aChallenge({ challengeName, parameters }), false)).toEqual(stepOf(step));
  });

  it('offers the first factors of a SELECT_CHALLENGE', () => {
    const challenge = aChallenge({ challengeName: 'SELECT_CHALLENGE', availableChallenges: ['EMAIL_OTP', 'WEB_AUTHN'] });
    expect(decideChallenge(challenge, false)).toEqual(
      stepOf({ step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ['EMAIL_OTP', 'WEB_AUTHN'] }),
    );
  });

  it('offers no first factor when the service listed none', () => {
    expect(decideChallenge(aChallenge({ challengeName: 'SELECT_CHALLENGE' }), false)).toEqual(
      stepOf({ step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: [] }),
    );
  });

  it('fetches a TOTP secret when TOTP is the only MFA to set up', () => {
    const challenge = aChallenge({ challengeName: 'MFA_SETUP', parameters: { MFAS_CAN_SETUP: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' } });
    expect(decideChallenge(challenge, false)).toEqual(E.right({ type: 'associate-totp' }));
  });

  it.each<Record<string, string>>([{}, { MFAS_CAN_SETUP: '["SMS_MFA"]' }])('does not address an MFA setup it cannot offer (%j)', (parameters) => {
    expect(decideChallenge(aChallenge({ challengeName: 'MFA_SETUP', parameters }), false)).toEqual(
      E.left({ kind: 'ChallengeNotAddressed', challengeName: 'MFA_SETUP' }),
    );
  });

  it('runs the passkey ceremony for a first passkey challenge', () => {
    expect(decideChallenge(aChallenge({ challengeName: 'WEB_AUTHN' }), false)).toEqual(E.right({ type: 'passkey' }));
  });

  it('refuses a passkey challenge right after a passkey challenge', () => {
    expect(decideChallenge(aChallenge({ challengeName: 'WEB_AUTHN' }), true)).toEqual(E.left({ kind: 'SequentialPasskeyChallenge' }));
  });

  it('still maps other challenges after a passkey', () => {
    expect(decideChallenge(aChallenge({ challengeName: 'SOFTWARE_TOKEN_MFA' }), true)).toEqual(stepOf({ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
  });

  it.each(['DEVICE_SRP_AUTH', 'PASSWORD_VERIFIER', 'ADMIN_NO_SRP_AUTH', 'SOMETHING_NEW', ''])('does not address %j', (challengeName) => {
    expect(decideChallenge(aChallenge({ challengeName }), false)).toEqual(E.left({ kind: 'ChallengeNotAddressed', challengeName }));
  });
});

describe('planChallengeAnswer for a required password reset', () => {
  it('plans the reset with the trimmed code', () => {
    expect(planChallengeAnswer('RESET_PASSWORD', ' 123456 ')).toEqual(E.right({ type: 'reset', code: '123456' }));
  });
});

describe('stepForAuthFailure', () => {
  it('sends a required password reset to RESET_PASSWORD', () => {
    expect(stepForAuthFailure({ kind: 'PasswordResetRequired' })).toEqual(O.some({ step: 'RESET_PASSWORD' }));
  });

  it('sends an unconfirmed user to CONFIRM_SIGN_UP', () => {
    expect(stepForAuthFailure({ kind: 'UserNotConfirmed' })).toEqual(O.some({ step: 'CONFIRM_SIGN_UP' }));
  });

  it.each<AuthFailure>([{ kind: 'UserNotFound' }, { kind: 'Internal' }, { kind: 'NotAuthorized', message: 'x' }])('keeps %j a failure', (failure) => {
    expect(stepForAuthFailure(failure)).toEqual(O.none);
  });
});

describe('asConfirmationFailure', () => {
  it('turns NotAuthorized into a failed confirmation', () => {
    expect(asConfirmationFailure({ kind: 'NotAuthorized', message: 'Incorrect username or password.' })).toEqual({
      kind: 'ConfirmationFailed',
      problem: 'NotAuthorized',
    });
  });

  it('turns the service saying the session expired into an expired sign-in', () => {
    expect(asConfirmationFailure({ kind: 'NotAuthorized', message: 'Invalid session for the user, session is expired.' })).toEqual({ kind: 'SignInExpired' });
  });

  it.each<AuthFailure>([{ kind: 'Internal' }, { kind: 'ConfirmationFailed', problem: 'CodeMismatch' }, { kind: 'Network' }])('keeps %j', (failure) => {
    expect(asConfirmationFailure(failure)).toBe(failure);
  });
});

describe('validateChallengeResponse', () => {
  it.each(['', '  ', '\n'])('refuses %j', (answer) => {
    expect(validateChallengeResponse(answer)).toEqual(E.left({ kind: 'Validation', problem: 'EmptyChallengeResponse' }));
  });

  it('keeps a response as given', () => {
    expect(validateChallengeResponse(' 123456 ')).toEqual(E.right(' 123456 '));
  });
});

describe('planChallengeAnswer', () => {
  it.each([
    ['CUSTOM_CHALLENGE', '123456', { type: 'respond', challengeName: 'CUSTOM_CHALLENGE', answer: '123456' }],
    ['SMS_MFA', '654321', { type: 'respond', challengeName: 'SMS_MFA', answer: '654321' }],
    ['SELECT_MFA_TYPE', 'SMS', { type: 'respond', challengeName: 'SELECT_MFA_TYPE', answer: 'SMS_MFA' }],
    ['SELECT_MFA_TYPE', 'TOTP', { type: 'respond', challengeName: 'SELECT_MFA_TYPE', answer: 'SOFTWARE_TOKEN_MFA' }],
    ['SELECT_MFA_TYPE', 'EMAIL', { type: 'respond', challengeName: 'SELECT_MFA_TYPE', answer: 'EMAIL_OTP' }],
    ['MFA_SETUP', 'EMAIL', { type: 'step', step: { step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' } }],
    ['MFA_SETUP', 'TOTP', { type: 'associate-totp' }],
    ['MFA_SETUP', '123456', { type: 'verify-totp', code: '123456' }],
    ['MFA_SETUP', 'ada@example.com', { type: 'respond', challengeName: 'MFA_SETUP', answer: 'ada@example.com' }],
  ])('plans %s answered %j', (challengeName, answer, plan) => {
    expect(planChallengeAnswer(challengeName, answer)).toEqual(E.right(plan));
  });

  it('refuses an MFA choice other than TOTP, SMS or EMAIL', () => {
    expect(planChallengeAnswer('SELECT_MFA_TYPE', 'VOICE')).toEqual(E.left({ kind: 'Validation', problem: 'IncorrectMfaMethod' }));
  });

  it('refuses an MFA setup answer that is none of EMAIL, TOTP, a code or an address', () => {
    expect(planChallengeAnswer('MFA_SETUP', 'SMS')).toEqual(E.left({ kind: 'Validation', problem: 'InvalidMfaSetupAnswer' }));
  });
});
