import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthServices } from '../../src/ui/app-services';

type Scripted = 'signUp' | 'signIn' | 'confirmSignIn' | 'resendSignUpCode';

const SIGNED_IN = { signedIn: true, nextStep: { step: 'DONE' } } as const;
export const WAITING_FOR_CODE = { signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } } as const;

/** The screens' auth use-cases as jest mocks: sign-up and sign-in send a code, the code signs in. */
export const scriptedAuth = (overrides: Partial<Record<Scripted, jest.Mock>> = {}) => {
  const scripted = {
    signUp: jest.fn(async () => E.right({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' }, userId: 'u' })),
    signIn: jest.fn(async () => E.right(WAITING_FOR_CODE)),
    confirmSignIn: jest.fn(async () => E.right(SIGNED_IN)),
    resendSignUpCode: jest.fn(async () => E.right({ destination: 'a***@e***', deliveryMedium: 'EMAIL' })),
    ...overrides,
  };
  // The screens sign up through the confirmation use-case (the pool decides whether a confirmation step follows); `signUp` scripts it,
  // `resendSignUpCode` its new confirmation code.
  return {
    ...scripted,
    signUpConfirmation: { signUp: scripted.signUp, resend: scripted.resendSignUpCode, onAutoSignIn: () => () => undefined, waitingFor: () => O.none },
  } as unknown as Pick<AuthServices, 'signIn' | 'confirmSignIn' | 'signUpConfirmation'> & Record<Scripted, jest.Mock>;
};
