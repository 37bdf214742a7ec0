// The session in the Cognito library's stored tokens, read without the library: a signed-in start needs
// only the identity token's claims and the expiry, so the library loads with the first call to Cognito.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { decodeBase64Url, decodeUtf8 } from '../../wire/text-encoding';
import { normalizeRegion } from '../../domain/region';
import { IdTokenClaims } from './session.codecs';

/** The tokens as stored; `clockDriftSeconds`: local − server clock, as the library keeps it. */
export type SessionTokens = { readonly idToken: string; readonly accessToken: string; readonly clockDriftSeconds: number };

/** A JWT's payload; `{}` when it cannot be read, as the library has it (so a bad token has no claims). */
export function jwtPayload(token: string): unknown {
  const json = O.chain(decodeUtf8)(decodeBase64Url(token.split('.')[1] ?? ''));
  if (O.isNone(json)) return {};
  try {
    return JSON.parse(json.value) as unknown;
  } catch {
    return {};
  }
}

const expiryOf = (payload: unknown): unknown => (typeof payload === 'object' && payload !== null ? (payload as { exp?: unknown }).exp : undefined);

/** No session without the claims we need. expiresAt is local-clock ms: the earlier of the two tokens' expiry, shifted by the clock drift. */
export function authSessionOf(tokens: SessionTokens): O.Option<AuthSession> {
  const claims = IdTokenClaims.decode(jwtPayload(tokens.idToken));
  if (E.isLeft(claims)) return O.none;
  const c = claims.right;
  const accessExp = expiryOf(jwtPayload(tokens.accessToken));
  const exp = typeof accessExp === 'number' && Number.isFinite(accessExp) ? Math.min(accessExp, c.exp) : c.exp;
  return O.some({
    userId: c.sub,
    username: c['cognito:username'] ?? c.email ?? c.sub,
    email: c.email ?? '',
    region: normalizeRegion(c['custom:region']),
    userAlias: c['custom:user_alias'] ?? '',
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    expiresAt: (exp + tokens.clockDriftSeconds) * 1000,
  });
}
