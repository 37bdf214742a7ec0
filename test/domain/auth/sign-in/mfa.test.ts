import * as E from 'fp-ts/Either';
import { mfaSettingsFrom, validateMfaChoice, validateMfaSetupAnswer } from '../../../../src/domain/auth/sign-in/mfa';

describe('validateMfaChoice', () => {
  it.each(['TOTP', 'SMS', 'EMAIL'])('accepts %s', (choice) => {
    expect(validateMfaChoice(choice)).toEqual(E.right(choice));
  });

  it.each(['totp', 'SMS_MFA', '', 'PHONE', ' EMAIL'])('refuses %j', (choice) => {
    expect(validateMfaChoice(choice)).toEqual(E.left({ kind: 'Validation', problem: 'IncorrectMfaMethod' }));
  });
});

describe('validateMfaSetupAnswer', () => {
  it.each([
    ['EMAIL', { type: 'choose', mfa: 'EMAIL' }],
    ['TOTP', { type: 'choose', mfa: 'TOTP' }],
    ['123456', { type: 'totp-code', code: '123456' }],
    ['0', { type: 'totp-code', code: '0' }],
    ['ada@example.com', { type: 'email', email: 'ada@example.com' }],
  ])('accepts %j', (answer, expected) => {
    expect(validateMfaSetupAnswer(answer)).toEqual(E.right(expected));
  });

  it.each(['SMS', 'email', '12 34', '12a', 'ada@example', 'not an answer', ''])('refuses %j', (answer) => {
    expect(validateMfaSetupAnswer(answer)).toEqual(E.left({ kind: 'Validation', problem: 'InvalidMfaSetupAnswer' }));
  });
});

describe('mfaSettingsFrom', () => {
  it.each([
    [undefined, undefined, { enabled: [] }],
    [['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP', 'VOICE', 'toString'], 'SOFTWARE_TOKEN_MFA', { enabled: ['TOTP', 'EMAIL'], preferred: 'TOTP' }],
    [['SMS_MFA'], 'VOICE', { enabled: ['SMS'] }],
  ])('reads %j preferring %j', (list, preferred, settings) => {
    expect(mfaSettingsFrom(list, preferred)).toEqual(settings);
  });
});
