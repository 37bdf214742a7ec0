// A password first factor chosen at USER_AUTH's SELECT_CHALLENGE, through the library. The service takes the
// password with the choice: ANSWER PASSWORD with PASSWORD, or ANSWER PASSWORD_SRP with SRP_A (then
// PASSWORD_VERIFIER). So choosing one sends nothing: it is the PASSWORD or PASSWORD_SRP challenge, in the
// choice's session, whose answer is the password. The library's own authenticateUser runs each (USER_PASSWORD_AUTH, or USER_SRP_AUTH whose
// SRP its AuthenticationHelper does); its first request, which would start a new sign-in, is sent through its
// own client as the SELECT_CHALLENGE answer in the chosen session. What follows (the verifier, MFA, a
// remembered device, tokens) is the library's as for any password sign-in.
import { AuthenticationDetails, type IAuthenticationCallback } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { type LibraryUser, type Result, type Settle, settle } from './cognito-library';

type Params = Readonly<Record<string, unknown>>;
type LibraryClient = { request(operation: string, params: Params, callback: (error: unknown, data: unknown) => void): void };
type ClientUser = LibraryUser & { client: LibraryClient };

type PasswordFirstFactor = 'PASSWORD' | 'PASSWORD_SRP';

/** The challenge names the use-cases answer a chosen password first factor under. */
export const isPasswordFirstFactor = (challengeName: string): challengeName is PasswordFirstFactor =>
  challengeName === 'PASSWORD' || challengeName === 'PASSWORD_SRP';

const record = (value: unknown): Params => (typeof value === 'object' && value !== null ? (value as Params) : {});

export type CognitoFirstFactorDeps = {
  /** A user for the sign-in calls (scratch storage, the remembered device seeded). */
  readonly signInUser: (username: string) => LibraryUser;
  /** What every sign-in user gets before its first request (the e-mailed MFA code the library cannot report). */
  readonly watch: (user: LibraryUser, done: Settle<AuthOutcome>) => void;
  /** The gateway's callbacks: tokens stored, challenges handed back with the user's session. */
  readonly callbacks: (user: LibraryUser, done: Settle<AuthOutcome>) => IAuthenticationCallback;
};

export class CognitoFirstFactor {
  constructor(private readonly deps: CognitoFirstFactorDeps) {}

  /** The chosen factor's challenge, asked here as the service asks nothing before the password. */
  choose(factor: PasswordFirstFactor, session: string): Promise<Result<AuthOutcome>> {
    return Promise.resolve(E.right({ type: 'challenge', challengeName: factor, session, parameters: {} }));
  }

  /** SELECT_CHALLENGE's `session` answered with `factor` and the password. */
  answer(factor: PasswordFirstFactor, typed: string, session: string, password: string): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    return settle((done) => {
      const user = this.deps.signInUser(username);
      this.deps.watch(user, done);
      const clientUser = user as ClientUser;
      const client = clientUser.client;
      let chosen = false;
      clientUser.client = {
        request: (operation, params, callback) => {
          if (chosen || operation !== 'InitiateAuth') return client.request(operation, params, callback);
          chosen = true;
          const { AuthParameters: parameters, ClientId, ClientMetadata } = params;
          const responses = { ...record(parameters), ANSWER: factor };
          client.request(
            'RespondToAuthChallenge',
            { ChallengeName: 'SELECT_CHALLENGE', ClientId, Session: session, ChallengeResponses: responses, ClientMetadata },
            callback,
          );
        },
      };
      user.setAuthenticationFlowType(factor === 'PASSWORD' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH');
      user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), this.deps.callbacks(user, done));
    });
  }
}
