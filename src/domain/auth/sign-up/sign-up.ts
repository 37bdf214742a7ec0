import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import { type AuthFailure, validationFailure } from '../failure/auth-failure';
import type { CodeDeliveryDetails } from '../sign-in/sign-in-step';
import { normalizeUsername } from '../sign-in/username';
import { normalizeRegion } from '../../region';

export type SignUpInput = { readonly username: string; readonly password?: string };

export type SignUpRequest = {
  readonly username: string;
  readonly password: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly confirmation?: 'code' | 'link';
};

export type ConfirmSignUpRequest = { readonly username: string; readonly code: string };

export type SignUpOutcome = { readonly userConfirmed: boolean; readonly userId: string; readonly codeDeliveryDetails: O.Option<CodeDeliveryDetails> };

type SignUpStep =
  | { readonly signUpStep: 'DONE' }
  | { readonly signUpStep: 'COMPLETE_AUTO_SIGN_IN'; readonly codeDeliveryDetails: O.Option<CodeDeliveryDetails> }
  | { readonly signUpStep: 'CONFIRM_SIGN_UP'; readonly codeDeliveryDetails: O.Option<CodeDeliveryDetails> };

export type SignUpResult = { readonly isSignUpComplete: boolean; readonly nextStep: SignUpStep; readonly userId: string };

export type SignUpOptions = { readonly autoSignIn: boolean; readonly verificationMethod: 'code' | 'link' };

export function validateSignUpInput(input: SignUpInput): E.Either<AuthFailure, { username: string; password: string }> {
  const username = normalizeUsername(input.username);
  if (username === '') return E.left(validationFailure('EmptySignUpUsername'));
  if (input.password === undefined || input.password === '') return E.left(validationFailure('EmptySignUpPassword'));
  return E.right({ username, password: input.password });
}

export function toSignUpResult(outcome: SignUpOutcome, options: SignUpOptions): SignUpResult {
  const { userId, codeDeliveryDetails } = outcome;
  if (outcome.userConfirmed) {
    const nextStep: SignUpStep = options.autoSignIn ? { signUpStep: 'COMPLETE_AUTO_SIGN_IN', codeDeliveryDetails } : { signUpStep: 'DONE' };
    return { isSignUpComplete: true, nextStep, userId };
  }
  const autoByLink = options.autoSignIn && options.verificationMethod === 'link';
  return { isSignUpComplete: false, nextStep: { signUpStep: autoByLink ? 'COMPLETE_AUTO_SIGN_IN' : 'CONFIRM_SIGN_UP', codeDeliveryDetails }, userId };
}

export const signUpAttributes = (input: { email: string; region?: string; userAlias: string }): Readonly<Record<string, string>> => ({
  email: input.email,
  'custom:region': normalizeRegion(input.region),
  'custom:user_alias': input.userAlias,
  'custom:referrer_user_alias': '',
});
