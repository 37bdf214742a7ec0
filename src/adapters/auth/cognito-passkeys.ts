// Passkeys through Cognito: the library has no WebAuthn, so these calls go through its client's request path.
import type { CognitoUserPool, CognitoUserSession } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { PasskeySummary } from '../../application/ports/account-security-gateway.port';
import type { PasskeyChallenge } from '../../application/ports/sign-in-gateway.port';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { AuthAnswer, answerOutcome, clientOf, type Params, request, type Result } from './cognito-library';
import { answerWithPasskey, registerPasskeyWith } from './passkey-browser';
import type { PasskeyCredentials } from './webauthn-ceremony';

const StartedRegistration = t.type({ CredentialCreationOptions: t.unknown });
const CredentialList = t.type({
  Credentials: t.array(t.intersection([t.type({ CredentialId: t.string, CreatedAt: t.number }), t.partial({ AuthenticatorAttachment: t.string })])),
});

export type PasskeyDeps = {
  readonly pool: CognitoUserPool;
  readonly clientId: string;
  readonly browser: PasskeyCredentials | undefined;
  readonly accessToken: () => Result<string>;
  readonly signedIn: (session: CognitoUserSession) => Result<AuthOutcome>;
};

export class CognitoPasskeys {
  constructor(private readonly deps: PasskeyDeps) {}

  private call<C extends t.Mixed>(operation: string, params: Params, codec: C): Promise<Result<t.TypeOf<C>>> {
    return request(clientOf(this.deps.pool), operation, params, codec);
  }

  /** As the signed-in person: the stored access token goes with the call. */
  private async asUser<C extends t.Mixed>(operation: string, params: Params, codec: C): Promise<Result<t.TypeOf<C>>> {
    const token = this.deps.accessToken();
    return E.isLeft(token) ? token : this.call(operation, { AccessToken: token.right, ...params }, codec);
  }

  private async signIn(operation: string, params: Params): Promise<Result<AuthOutcome>> {
    const answer = await this.call(operation, { ClientId: this.deps.clientId, ...params }, AuthAnswer);
    return E.isLeft(answer) ? answer : answerOutcome(answer.right, this.deps.signedIn);
  }

  initiate(username: string, preferredChallenge: string | undefined): Promise<Result<AuthOutcome>> {
    const preferred = preferredChallenge === undefined ? {} : { PREFERRED_CHALLENGE: preferredChallenge };
    return this.signIn('InitiateAuth', { AuthFlow: 'USER_AUTH', AuthParameters: { USERNAME: username, ...preferred } });
  }

  select(username: string, session: string, challenge: string): Promise<Result<AuthOutcome>> {
    return this.signIn('RespondToAuthChallenge', {
      ChallengeName: 'SELECT_CHALLENGE',
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: challenge },
    });
  }

  answer(username: string, challenge: PasskeyChallenge): Promise<Result<AuthOutcome>> {
    return answerWithPasskey(this.deps.browser, challenge, (credential) =>
      this.signIn('RespondToAuthChallenge', {
        ChallengeName: 'WEB_AUTHN',
        Session: challenge.session,
        ChallengeResponses: { USERNAME: username, CREDENTIAL: JSON.stringify(credential) },
      }),
    );
  }

  register(): Promise<Result<void>> {
    const start = async () =>
      E.map((started: t.TypeOf<typeof StartedRegistration>) => started.CredentialCreationOptions)(
        await this.asUser('StartWebAuthnRegistration', {}, StartedRegistration),
      );
    return registerPasskeyWith(this.deps.browser, start, async (credential) =>
      E.map(() => undefined)(await this.asUser('CompleteWebAuthnRegistration', { Credential: credential }, t.unknown)),
    );
  }

  async list(): Promise<Result<readonly PasskeySummary[]>> {
    const listed = await this.asUser('ListWebAuthnCredentials', {}, CredentialList);
    return E.map((answer: t.TypeOf<typeof CredentialList>) => answer.Credentials.map((c) => ({ id: c.CredentialId, createdAt: c.CreatedAt * 1000 })))(listed);
  }

  async remove(id: string): Promise<Result<void>> {
    return E.map(() => undefined)(await this.asUser('DeleteWebAuthnCredential', { CredentialId: id }, t.unknown));
  }
}
