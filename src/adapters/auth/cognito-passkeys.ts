// Passkeys through Cognito: the library has no WebAuthn, so these calls go through its client's request
// path (as SetUserMFAPreference does). Answers are decoded at the edge; the browser's ceremony loads lazily.
import { CognitoAccessToken, CognitoIdToken, CognitoRefreshToken, type CognitoUserPool, CognitoUserSession } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { PasskeySummary } from '../../application/ports/auth-gateway.port';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { type Result, settle, stringRecord, toFailure } from './cognito-library';
import type { PasskeyCredentials } from './passkey-browser';

type LibraryClient = { request(operation: string, params: Readonly<Record<string, unknown>>, callback: (error: unknown, data: unknown) => void): void };

const AuthAnswer = t.partial({
  ChallengeName: t.string,
  Session: t.string,
  ChallengeParameters: t.record(t.string, t.unknown),
  AvailableChallenges: t.array(t.string),
  AuthenticationResult: t.intersection([t.type({ IdToken: t.string, AccessToken: t.string }), t.partial({ RefreshToken: t.string })]),
});

const StartedRegistration = t.type({ CredentialCreationOptions: t.unknown });
const CredentialList = t.type({
  Credentials: t.array(t.intersection([t.type({ CredentialId: t.string, CreatedAt: t.number }), t.partial({ AuthenticatorAttachment: t.string })])),
});

const malformed = (operation: string): Result<never> => E.left({ kind: 'Unexpected', cause: `${operation} answered a malformed body` });
const noPasskeys: Result<never> = E.left({ kind: 'Passkey', problem: 'NotSupported' });

export type PasskeyDeps = {
  readonly pool: CognitoUserPool;
  readonly clientId: string;
  /** navigator.credentials when the browser has WebAuthn; none offers no passkey. */
  readonly browser: PasskeyCredentials | undefined;
  /** The signed-in person's access token, or a Left when there is no valid session. */
  readonly accessToken: () => Result<string>;
  /** Stores a sign-in's tokens as the library would, and gives its outcome. */
  readonly signedIn: (session: CognitoUserSession) => Result<AuthOutcome>;
};

const ceremony = () => import(/* webpackChunkName: "webauthn" */ './webauthn-ceremony');

export class CognitoPasskeys {
  constructor(private readonly deps: PasskeyDeps) {}

  get available(): boolean {
    return this.deps.browser !== undefined;
  }

  private call<C extends t.Mixed>(operation: string, params: Readonly<Record<string, unknown>>, codec: C): Promise<Result<t.TypeOf<C>>> {
    return settle((done) =>
      (this.deps.pool as unknown as { client: LibraryClient }).client.request(operation, params, (error, data) => {
        if (error) return done(E.left(toFailure(error)));
        const decoded = codec.decode(data);
        done(E.isRight(decoded) ? E.right(decoded.right) : malformed(operation));
      }),
    );
  }

  private outcome(answer: t.TypeOf<typeof AuthAnswer>): Result<AuthOutcome> {
    const tokens = answer.AuthenticationResult;
    if (tokens) {
      return this.deps.signedIn(
        new CognitoUserSession({
          IdToken: new CognitoIdToken({ IdToken: tokens.IdToken }),
          AccessToken: new CognitoAccessToken({ AccessToken: tokens.AccessToken }),
          RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.RefreshToken ?? '' }),
        }),
      );
    }
    if (answer.ChallengeName === undefined) return malformed('RespondToAuthChallenge');
    return E.right({
      type: 'challenge',
      challengeName: answer.ChallengeName,
      session: answer.Session ?? '',
      parameters: stringRecord(answer.ChallengeParameters),
      ...(answer.AvailableChallenges === undefined ? {} : { availableChallenges: answer.AvailableChallenges }),
    });
  }

  /** InitiateAuth USER_AUTH: with the passkey preferred, the WEB_AUTHN challenge; otherwise the first-factor selection. */
  async initiate(username: string, preferredChallenge: string | undefined): Promise<Result<AuthOutcome>> {
    const answer = await this.call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_AUTH',
        ClientId: this.deps.clientId,
        AuthParameters: { USERNAME: username, ...(preferredChallenge === undefined ? {} : { PREFERRED_CHALLENGE: preferredChallenge }) },
      },
      AuthAnswer,
    );
    return E.isLeft(answer) ? answer : this.outcome(answer.right);
  }

  /** SELECT_CHALLENGE answered with the chosen first factor. */
  async select(username: string, session: string, challenge: string): Promise<Result<AuthOutcome>> {
    const answer = await this.call(
      'RespondToAuthChallenge',
      { ChallengeName: 'SELECT_CHALLENGE', ClientId: this.deps.clientId, Session: session, ChallengeResponses: { USERNAME: username, ANSWER: challenge } },
      AuthAnswer,
    );
    return E.isLeft(answer) ? answer : this.outcome(answer.right);
  }

  /** WEB_AUTHN: the browser signs the request options, and the credential is the answer. */
  async answer(username: string, session: string, parameters: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<Result<AuthOutcome>> {
    const browser = this.deps.browser;
    if (!browser) return noPasskeys;
    const credential = await (await ceremony()).getPasskey(browser, parameters.CREDENTIAL_REQUEST_OPTIONS ?? '', signal);
    if (E.isLeft(credential)) return credential;
    const answer = await this.call(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'WEB_AUTHN',
        ClientId: this.deps.clientId,
        Session: session,
        ChallengeResponses: { USERNAME: username, CREDENTIAL: JSON.stringify(credential.right) },
      },
      AuthAnswer,
    );
    return E.isLeft(answer) ? answer : this.outcome(answer.right);
  }

  async register(): Promise<Result<void>> {
    const browser = this.deps.browser;
    if (!browser) return noPasskeys;
    const token = this.deps.accessToken();
    if (E.isLeft(token)) return token;
    const started = await this.call('StartWebAuthnRegistration', { AccessToken: token.right }, StartedRegistration);
    if (E.isLeft(started)) return started;
    const credential = await (await ceremony()).createPasskey(browser, started.right.CredentialCreationOptions);
    if (E.isLeft(credential)) return credential;
    const completed = await this.call('CompleteWebAuthnRegistration', { AccessToken: token.right, Credential: credential.right }, t.unknown);
    return E.isLeft(completed) ? completed : E.right(undefined);
  }

  async list(): Promise<Result<readonly PasskeySummary[]>> {
    const token = this.deps.accessToken();
    if (E.isLeft(token)) return token;
    const listed = await this.call('ListWebAuthnCredentials', { AccessToken: token.right }, CredentialList);
    return E.map((answer: t.TypeOf<typeof CredentialList>) => answer.Credentials.map((c) => ({ id: c.CredentialId, createdAt: c.CreatedAt * 1000 })))(listed);
  }

  async remove(id: string): Promise<Result<void>> {
    const token = this.deps.accessToken();
    if (E.isLeft(token)) return token;
    const removed = await this.call('DeleteWebAuthnCredential', { AccessToken: token.right, CredentialId: id }, t.unknown);
    return E.isLeft(removed) ? removed : E.right(undefined);
  }
}
