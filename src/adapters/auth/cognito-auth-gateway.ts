// The real user pool (spec §4, §7), session slice, through amazon-cognito-identity-js, reached through the configured
// proxy endpoint. This is the only file that imports the library (guides/cognito.md).
import { CognitoUserPool, type CognitoUserSession, type ICognitoStorage } from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { SessionSource } from '../../application/ports/session-source.port';
import type { AuthSession } from '../../domain/auth/auth-session';
import { IdTokenClaims } from './session.codecs';

export type CognitoSettings = {
  readonly userPoolId: string;
  readonly clientId: string;
  /** The user-pool service's proxy endpoint (spec §7). */
  readonly endpoint: string;
};

const DEFAULT_REGION = 'US';

/** Turns a library session into the app's session; a token without the claims we need is no session. */
function toAuthSession(session: CognitoUserSession): O.Option<AuthSession> {
  const claims = IdTokenClaims.decode(session.getIdToken().decodePayload());
  if (E.isLeft(claims)) return O.none;
  const c = claims.right;
  const access = session.getAccessToken();
  return O.some({
    userId: c.sub,
    username: c['cognito:username'] ?? c.email ?? c.sub,
    email: c.email ?? '',
    region: (c['custom:region'] || DEFAULT_REGION).toUpperCase(),
    userAlias: c['custom:user_alias'] ?? '',
    idToken: session.getIdToken().getJwtToken(),
    accessToken: access.getJwtToken(),
    expiresAt: Math.min(access.getExpiration(), c.exp) * 1000,
  });
}

export class CognitoAuthGateway implements SessionSource {
  private readonly pool: CognitoUserPool;

  constructor(settings: CognitoSettings, storage: ICognitoStorage) {
    this.pool = new CognitoUserPool({
      UserPoolId: settings.userPoolId,
      ClientId: settings.clientId,
      endpoint: settings.endpoint,
      Storage: storage,
    });
  }

  /** The library refreshes an expired session inside getSession (spec §4 "Token refresh"). */
  currentSession(): Promise<O.Option<AuthSession>> {
    const user = this.pool.getCurrentUser();
    if (!user) return Promise.resolve(O.none);
    return new Promise((resolve) => {
      user.getSession((error: Error | null, session: CognitoUserSession | null) => {
        resolve(error || !session || !session.isValid() ? O.none : toAuthSession(session));
      });
    });
  }
}
