import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { SignUpConfirmation } from '../../src/application/auth/sign-up-confirmation';
import type { RandomSource } from '../../src/application/ports/random-source.port';
import type { SignUpGateway } from '../../src/application/ports/sign-up-gateway.port';
import type { ChallengeOutcome, TokensOutcome } from '../../src/domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../src/domain/auth/session/auth-session';
import type { SignInState } from '../../src/domain/auth/sign-in/sign-in-state';
import type { SignUpOutcome } from '../../src/domain/auth/sign-up/sign-up';

export const NOW = Date.UTC(2025, 0, 1);
export const HOUR_MS = 3_600_000;

export const aSession = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  userId: 'f3b1c2d4-0000-4000-8000-000000000001',
  username: 'ada@example.com',
  email: 'ada@example.com',
  region: 'US',
  userAlias: '9d7c3f5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  idToken: 'id-token',
  accessToken: 'access-token',
  expiresAt: NOW + HOUR_MS,
  ...overrides,
});

export const aSignInState = (overrides: Partial<SignInState> = {}): SignInState => ({
  username: 'ada@example.com',
  challengeName: 'CUSTOM_CHALLENGE',
  session: 'challenge-session-1',
  signInDetails: { loginId: 'ada@example.com', authFlowType: 'CUSTOM_WITHOUT_SRP' },
  savedAt: NOW,
  ...overrides,
});

export const aChallenge = (overrides: Partial<Omit<ChallengeOutcome, 'type'>> = {}): ChallengeOutcome => ({
  type: 'challenge',
  challengeName: 'CUSTOM_CHALLENGE',
  session: 'challenge-session-1',
  parameters: {},
  ...overrides,
});

export const tokens = (session: AuthSession = aSession()): TokensOutcome => ({ type: 'tokens', session });

export const aSignUpOutcome = (overrides: Partial<SignUpOutcome> = {}): SignUpOutcome => ({
  userConfirmed: false,
  userId: 'f3b1c2d4-0000-4000-8000-000000000001',
  codeDeliveryDetails: O.some({ destination: 'a***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' }),
  ...overrides,
});

/** The app's sign-up (SignUpConfirmation) with nothing to wait for: the pool decides whether the address must be confirmed first. */
export const signUpWith = (auth: SignUpGateway, random: RandomSource) => (input: { readonly email: string; readonly region?: string }) =>
  new SignUpConfirmation({
    auth,
    random,
    clock: { now: () => Date.now() },
    events: { publish: () => undefined, subscribe: () => () => undefined },
    signIn: async () => E.left({ kind: 'Unexpected', cause: 'no auto sign-in here' }),
    timer: () => () => undefined,
  }).signUp(input);
