// A sign-in's tokens: its refresh token (kept as a hash) and every id and access token minted from it share
// origin_jti, so revoking the refresh token revokes them all.
import { createHash } from 'node:crypto';
import { MESSAGES, cognitoError, invalid, notAuthorized } from './errors';
import { type JwtClaims, type SigningKey, signJwt, verifyJwtSignature } from './jwt';
import type { JsonObject, Strings } from './request';
import type { PoolCore } from './sessions';
import type { StoredUser } from './users';

export type TokenFamily = {
  readonly originJti: string;
  readonly sub: string;
  readonly authTime: number;
  readonly eventId: string;
  readonly refreshTokenHash: string;
  readonly expiresAt: number;
  readonly revokedAt?: number;
};

type VerifiedToken = {
  readonly tokenUse: 'id' | 'access';
  readonly sub: string;
  readonly email: string;
  readonly region: string;
  readonly userAlias: string;
  readonly originJti: string;
  readonly claims: JwtClaims;
};

type Failure = 'invalid' | 'expired' | 'revoked';

export type TokenVerification =
  { readonly ok: true; readonly token: VerifiedToken } | { readonly ok: false; readonly reason: Failure; readonly message: string };

const refusal = (reason: Failure, label: string): string =>
  reason === 'invalid' ? `Invalid ${label}` : `${label} has ${reason === 'expired' ? 'expired' : 'been revoked'}`;

/** Expired families are remembered this long, so a late refresh hears "expired". */
const EXPIRED_FAMILY_MEMORY_MS = 24 * 60 * 60 * 1000;

const seconds = (ms: number): number => Math.floor(ms / 1000);

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type Parts = PoolCore & { readonly signingKey: SigningKey; readonly devices: { checkRefresh(sub: string, deviceKey: string | undefined): void } };

export class Tokens {
  private readonly families = new Map<string, TokenFamily>();
  private readonly byRefreshHash = new Map<string, string>();

  constructor(private readonly pool: Parts) {}

  load(families: readonly TokenFamily[] = []): void {
    for (const family of families) this.put(family);
  }

  state(): TokenFamily[] {
    return [...this.families.values()];
  }

  signIn(user: StoredUser, now: number): { readonly ChallengeParameters: Strings; readonly AuthenticationResult: JsonObject } {
    const { random, settings } = this.pool;
    const refreshToken = random.token();
    const family: TokenFamily = {
      originJti: random.uuid(),
      sub: user.sub,
      authTime: seconds(now),
      eventId: random.uuid(),
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: now + settings.refreshTokenTtlSeconds * 1000,
    };
    this.put(family);
    this.pool.changed();
    return { ChallengeParameters: {}, AuthenticationResult: { ...this.mint(user, family, now), RefreshToken: refreshToken } };
  }

  refresh(parameters: Strings, now: number): JsonObject {
    const token = parameters.REFRESH_TOKEN;
    if (!token) throw invalid('Missing required parameter REFRESH_TOKEN');
    const family = this.familyOf(token);
    if (!family) throw notAuthorized('Invalid Refresh Token');
    if (family.revokedAt !== undefined) throw notAuthorized('Refresh Token has been revoked');
    if (now >= family.expiresAt) throw notAuthorized('Refresh Token has expired');
    const user = this.pool.users.get(family.sub);
    if (!user) throw notAuthorized(MESSAGES.userNotFound);
    this.pool.devices.checkRefresh(user.sub, parameters.DEVICE_KEY);
    // No new refresh token: the library keeps the one it has.
    return { ChallengeParameters: {}, AuthenticationResult: this.mint(user, family, now) };
  }

  /** An unknown or already revoked token is a success, as in RFC 7009. */
  revoke(token: string, now: number): JsonObject {
    if (token.split('.').length === 3) throw cognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
    const family = this.familyOf(token);
    if (family && family.revokedAt === undefined) {
      this.families.set(family.originJti, { ...family, revokedAt: now });
      this.pool.changed();
    }
    return {};
  }

  verify(jwt: string, now: number): TokenVerification {
    const { settings, users } = this.pool;
    const claims = verifyJwtSignature(this.pool.signingKey, jwt);
    const tokenUse = claims?.token_use;
    const label = tokenUse === 'id' ? 'Id Token' : tokenUse === 'access' ? 'Access Token' : 'Token';
    const failure = (reason: Failure): TokenVerification => ({ ok: false, reason, message: refusal(reason, label) });
    if (!claims || (tokenUse !== 'id' && tokenUse !== 'access') || claims.iss !== settings.issuer) return failure('invalid');
    const audience = tokenUse === 'id' ? claims.aud : claims.client_id;
    const { sub, exp, origin_jti: originJti } = claims;
    if (audience !== settings.clientId || typeof sub !== 'string' || typeof exp !== 'number' || typeof originJti !== 'string') return failure('invalid');
    if (seconds(now) >= exp) return failure('expired');
    const family = this.families.get(originJti);
    const user = users.get(sub);
    if (!family || family.sub !== sub || !user) return failure('invalid');
    if (family.revokedAt !== undefined) return failure('revoked');
    const { email = '', 'custom:region': region = '', 'custom:user_alias': userAlias = '' } = user.attributes;
    return { ok: true, token: { tokenUse, sub, email, region, userAlias, originJti, claims } };
  }

  /** The user a valid access token of this pool names; otherwise NotAuthorizedException, as GetUser answers. */
  subOf(accessToken: string, now: number): string {
    const check = this.verify(accessToken, now);
    if (check.ok && check.token.tokenUse === 'access') return check.token.sub;
    throw notAuthorized(refusal(check.ok ? 'invalid' : check.reason, 'Access Token'));
  }

  familyOf(refreshToken: string): TokenFamily | undefined {
    const originJti = this.byRefreshHash.get(hashToken(refreshToken));
    return originJti === undefined ? undefined : this.families.get(originJti);
  }

  prune(now: number): void {
    let pruned = false;
    for (const [originJti, family] of this.families) {
      if (now < family.expiresAt + EXPIRED_FAMILY_MEMORY_MS) continue;
      this.families.delete(originJti);
      this.byRefreshHash.delete(family.refreshTokenHash);
      pruned = true;
    }
    if (pruned) this.pool.changed();
  }

  private put(family: TokenFamily): void {
    this.families.set(family.originJti, family);
    this.byRefreshHash.set(family.refreshTokenHash, family.originJti);
  }

  private mint(user: StoredUser, family: TokenFamily, now: number): JsonObject {
    const { settings, random, signingKey } = this.pool;
    const iat = seconds(now);
    const shared = { sub: user.sub, iss: settings.issuer, origin_jti: family.originJti, event_id: family.eventId, auth_time: family.authTime, iat };
    const { email_verified: emailVerified, ...attributes } = user.attributes;
    const idToken = signJwt(signingKey, {
      ...shared,
      email_verified: emailVerified === 'true',
      'cognito:username': user.sub,
      aud: settings.clientId,
      token_use: 'id',
      exp: iat + settings.idTokenTtlSeconds,
      jti: random.uuid(),
      ...attributes,
    });
    const accessToken = signJwt(signingKey, {
      ...shared,
      client_id: settings.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      exp: iat + settings.accessTokenTtlSeconds,
      jti: random.uuid(),
      username: user.sub,
    });
    return { AccessToken: accessToken, ExpiresIn: settings.accessTokenTtlSeconds, TokenType: 'Bearer', IdToken: idToken };
  }
}
