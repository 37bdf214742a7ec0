import * as E from 'fp-ts/Either';
import { type AuthFailure, validationFailure } from '../failure/auth-failure';
import { normalizeUsername } from './username';

export const AUTH_FLOW_TYPES = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'CUSTOM_WITHOUT_SRP', 'CUSTOM_WITH_SRP', 'USER_AUTH'] as const;
export type AuthFlowType = (typeof AUTH_FLOW_TYPES)[number];

type FirstFactor = 'PASSWORD' | 'PASSWORD_SRP' | 'EMAIL_OTP' | 'SMS_OTP' | 'WEB_AUTHN';

export const DEFAULT_AUTH_FLOW: AuthFlowType = 'CUSTOM_WITHOUT_SRP';

export type ClientMetadata = Readonly<Record<string, string>>;

export type SignInInput = {
  readonly username: string;
  readonly password?: string;
  readonly authFlowType?: AuthFlowType;
  readonly preferredChallenge?: FirstFactor;
  readonly clientMetadata?: ClientMetadata;
};

export type SignInRequest = (
  | { readonly authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_WITH_SRP'; readonly username: string; readonly password: string }
  | { readonly authFlowType: 'CUSTOM_WITHOUT_SRP'; readonly username: string }
  | { readonly authFlowType: 'USER_AUTH'; readonly username: string; readonly preferredChallenge?: FirstFactor; readonly password?: string }
) & { readonly clientMetadata?: ClientMetadata };

const needsPassword = (preferred: FirstFactor | undefined): boolean => preferred === 'PASSWORD' || preferred === 'PASSWORD_SRP';

/** An empty client metadata is not sent. */
export function validateSignInInput(input: SignInInput): E.Either<AuthFailure, SignInRequest> {
  const metadata = input.clientMetadata !== undefined && Object.keys(input.clientMetadata).length > 0 ? { clientMetadata: input.clientMetadata } : {};
  return E.map((request: SignInRequest): SignInRequest => ({ ...request, ...metadata }))(validateFlow(input));
}

function validateFlow(input: SignInInput): E.Either<AuthFailure, SignInRequest> {
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
