// The supported sign-in flows and the input rules for starting one.
import * as E from 'fp-ts/Either';
import { type AuthFailure, validationFailure } from '../failure/auth-failure';
import { normalizeUsername } from './username';

export const AUTH_FLOW_TYPES = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'CUSTOM_WITHOUT_SRP', 'CUSTOM_WITH_SRP', 'USER_AUTH'] as const;
export type AuthFlowType = (typeof AUTH_FLOW_TYPES)[number];

/** First factors the USER_AUTH flow can prefer. */
type FirstFactor = 'PASSWORD' | 'PASSWORD_SRP' | 'EMAIL_OTP' | 'SMS_OTP' | 'WEB_AUTHN';

/** The product signs in passwordless (the product's passwordless flow). */
export const DEFAULT_AUTH_FLOW: AuthFlowType = 'CUSTOM_WITHOUT_SRP';

/** What a screen asks for. */
export type SignInInput = {
  readonly username: string;
  readonly password?: string;
  readonly authFlowType?: AuthFlowType;
  readonly preferredChallenge?: FirstFactor;
};

/** A validated request, as the gateway receives it: each flow carries exactly what it needs. */
export type SignInRequest =
  | { readonly authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_WITH_SRP'; readonly username: string; readonly password: string }
  | { readonly authFlowType: 'CUSTOM_WITHOUT_SRP'; readonly username: string }
  | {
      readonly authFlowType: 'USER_AUTH';
      readonly username: string;
      readonly preferredChallenge?: FirstFactor;
      readonly password?: string;
    };

const needsPassword = (preferred: FirstFactor | undefined): boolean => preferred === 'PASSWORD' || preferred === 'PASSWORD_SRP';

/** A username always; a password for SRP/password flows; none for custom-without-SRP. An empty password counts as none. */
export function validateSignInInput(input: SignInInput): E.Either<AuthFailure, SignInRequest> {
  const username = normalizeUsername(input.username);
  if (username === '') return E.left(validationFailure('EmptySignInUsername'));
  const password = input.password === '' ? undefined : input.password;
  const authFlowType = input.authFlowType ?? DEFAULT_AUTH_FLOW;
  switch (authFlowType) {
    case 'CUSTOM_WITHOUT_SRP':
      return password === undefined ? E.right({ authFlowType, username }) : E.left(validationFailure('CustomAuthSignInPassword'));
    case 'USER_AUTH':
      if (needsPassword(input.preferredChallenge) && password === undefined) return E.left(validationFailure('EmptySignInPassword'));
      return E.right({ authFlowType, username, preferredChallenge: input.preferredChallenge, password });
    default:
      return password === undefined ? E.left(validationFailure('EmptySignInPassword')) : E.right({ authFlowType, username, password });
  }
}
