import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type SignUpOptions, signUpAttributes, toSignUpResult, validateSignUpInput } from '../../../../src/domain/auth/sign-up/sign-up';
import { aSignUpOutcome } from '../../../support/auth-builders';

describe('validateSignUpInput', () => {
  it.each([
    [{ username: '', password: 'pw' }, 'EmptySignUpUsername'],
    [{ username: '  ', password: 'pw' }, 'EmptySignUpUsername'],
    [{ username: 'ada@example.com' }, 'EmptySignUpPassword'],
    [{ username: 'ada@example.com', password: '' }, 'EmptySignUpPassword'],
  ])('refuses %j', (input, problem) => {
    expect(validateSignUpInput(input)).toEqual(E.left({ kind: 'Validation', problem }));
  });

  it('normalises the username', () => {
    expect(validateSignUpInput({ username: ' Ada@Example.com', password: 'pw' })).toEqual(E.right({ username: 'ada@example.com', password: 'pw' }));
  });
});

describe('toSignUpResult', () => {
  const delivery = aSignUpOutcome().codeDeliveryDetails;

  it.each<[string, boolean, SignUpOptions, unknown]>([
    ['confirmed, no auto sign-in', true, { autoSignIn: false, verificationMethod: 'code' }, { isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } }],
    [
      'confirmed, auto sign-in',
      true,
      { autoSignIn: true, verificationMethod: 'code' },
      { isSignUpComplete: true, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN', codeDeliveryDetails: delivery } },
    ],
    [
      'unconfirmed, code',
      false,
      { autoSignIn: false, verificationMethod: 'code' },
      { isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: delivery } },
    ],
    [
      'unconfirmed, auto sign-in by code',
      false,
      { autoSignIn: true, verificationMethod: 'code' },
      { isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: delivery } },
    ],
    [
      'unconfirmed, link without auto sign-in',
      false,
      { autoSignIn: false, verificationMethod: 'link' },
      { isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: delivery } },
    ],
    [
      'unconfirmed, auto sign-in by link',
      false,
      { autoSignIn: true, verificationMethod: 'link' },
      { isSignUpComplete: false, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN', codeDeliveryDetails: delivery } },
    ],
  ])('%s', (_, userConfirmed, options, expected) => {
    expect(toSignUpResult(aSignUpOutcome({ userConfirmed, userId: 'sub-1' }), options)).toEqual({ ...(expected as object), userId: 'sub-1' });
  });

  it('keeps an absent code delivery absent', () => {
    const result = toSignUpResult(aSignUpOutcome({ codeDeliveryDetails: O.none }), { autoSignIn: false, verificationMethod: 'code' });
    expect(result.nextStep).toEqual({ signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: O.none });
  });
});

describe('signUpAttributes', () => {
  it('sends e-mail, region, alias and an empty referrer alias', () => {
    expect(signUpAttributes({ email: 'ada@example.com', region: 'gb', userAlias: 'alias-1' })).toEqual({
      email: 'ada@example.com',
      'custom:region': 'GB',
      'custom:user_alias': 'alias-1',
      'custom:referrer_user_alias': '',
    });
  });
});
