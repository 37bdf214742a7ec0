import * as E from 'fp-ts/Either';
import type { AuthServices } from '../../src/ui/app-services';

type Scripted = 'signUp' | 'signIn' | 'confirmSignIn';

const SIGNED_IN = { signedIn: true, nextStep: { step: 'DONE' } } as const;
export const WAITING_FOR_CODE = { signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } } as const;

/** The screens' auth use-cases as jest mocks: sign-up and sign-in send a code, the code signs in. */
export const scriptedAuth = (overrides: Partial<Record<Scripted, jest.Mock>> = {}) => {
  const scripted = {
    signUp: jest.fn(async () => E.right({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' }, userId: 'u' })),
    signIn: jest.fn(async () => E.right(WAITING_FOR_CODE)),
    confirmSignIn: jest.fn(async () => E.right(SIGNED_IN)),
    ...overrides,
  };
  // The screens sign up through the confirmation use-case (the pool decides whether a confirmation step follows); `signUp` scripts it.
  return { ...scripted, signUpConfirmation: { signUp: scripted.signUp } } as unknown as Pick<AuthServices, 'signIn' | 'confirmSignIn' | 'signUpConfirmation'> &
    Record<Scripted, jest.Mock>;
};
