// The identity pool's GetId and GetCredentialsForIdentity (JSON 1.1 bodies, the errors AWS answers), shared by the offline fake and local-backend.

const TARGET_PREFIX = 'AWSCognitoIdentityService.';

/** Credentials live an hour, as the identity pool's do by default. */
const CREDENTIALS_TTL_SECONDS = 3600;

/** What the user pool says of an id token: its user and e-mail, or why it is refused. */
export type IdTokenCheck =
  | { readonly ok: true; readonly sub: string; readonly email: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' | 'revoked' | 'not-id-token' };

export type IdentityPoolOptions = {
  readonly identityPoolId: string;
  /** The login provider name of the user pool, `cognito-idp.<region>.amazonaws.com/<poolId>`. */
  readonly providerName: string;
  readonly allowUnauthenticated: boolean;
  readonly checkIdToken: (jwt: string, now: number) => IdTokenCheck;
  readonly random: { readonly uuid: () => string; readonly secret: () => string };
};

export type IdentityResponse = { readonly status: number; readonly body: unknown };

export type IdentityOperation = 'GetId' | 'GetCredentialsForIdentity';

export const identityOperationOf = (target: string): IdentityOperation | undefined => {
  const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  return operation === 'GetId' || operation === 'GetCredentialsForIdentity' ? operation : undefined;
};

export const identityErrorBody = (code: string, message: string): IdentityResponse => ({
  status: code === 'InternalErrorException' ? 500 : 400,
  body: { __type: code, message },
});

type Identity = { readonly identityId: string; readonly sub?: string };

class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const UNAUTHENTICATED = 'Unauthenticated access is not supported for this identity pool.';
const LOGINS_MISMATCH = "Logins don't match. Please include at least one valid login for this identity or identity pool.";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const TOKEN_MESSAGES: Record<Exclude<IdTokenCheck, { ok: true }>['reason'], string> = {
  invalid: 'Invalid login token. Not a valid OpenId Connect identity token.',
  'not-id-token': 'Invalid login token. Not a valid OpenId Connect identity token.',
  expired: 'Invalid login token. Token expired.',
  revoked: 'Invalid login token. Token has been revoked.',
};

export class LocalIdentityPool {
  private readonly identities = new Map<string, Identity>();
  private readonly bySub = new Map<string, string>();
  private readonly region: string;

  constructor(private readonly options: IdentityPoolOptions) {
    this.region = options.identityPoolId.split(':', 1).join('');
  }

  private newIdentityId(): string {
    return `${this.region}:${this.options.random.uuid()}`;
  }

  handle(operation: IdentityOperation, body: unknown, now: number): IdentityResponse {
    try {
      if (!isRecord(body)) throw new IdentityError('SerializationException', 'The request body is not a JSON object.');
      const logins = this.loginsOf(body.Logins);
      const answer = operation === 'GetId' ? this.getId(body, logins, now) : this.getCredentials(body, logins, now);
      return { status: 200, body: answer };
    } catch (error) {
      const known = error instanceof IdentityError ? error : new IdentityError('InternalErrorException', 'An internal error occurred.');
      return identityErrorBody(known.code, known.message);
    }
  }

  /** The e-mail of the user whose logins these are (a fault may be set for that person); none when they are not good. */
  personOf(body: unknown, now: number): string | undefined {
    try {
      const logins = isRecord(body) ? this.loginsOf(body.Logins) : undefined;
      return logins ? this.verify(logins, now).email : undefined;
    } catch {
      return undefined;
    }
  }

  private getId(body: Record<string, unknown>, logins: Readonly<Record<string, string>> | undefined, now: number): { IdentityId: string } {
    if (body.IdentityPoolId !== this.options.identityPoolId) {
      throw new IdentityError('ResourceNotFoundException', `IdentityPool '${String(body.IdentityPoolId)}' not found.`);
    }
    if (!logins && !this.options.allowUnauthenticated) throw new IdentityError('NotAuthorizedException', UNAUTHENTICATED);
    const sub = logins && this.verify(logins, now).sub;
    const known = sub === undefined ? undefined : this.bySub.get(sub);
    if (known !== undefined) return { IdentityId: known };
    const identity = { identityId: this.newIdentityId(), sub };
    this.identities.set(identity.identityId, identity);
    if (sub !== undefined) this.bySub.set(sub, identity.identityId);
    return { IdentityId: identity.identityId };
  }

  private getCredentials(body: Record<string, unknown>, logins: Readonly<Record<string, string>> | undefined, now: number) {
    const identityId = body.IdentityId;
    if (typeof identityId !== 'string' || !/^[\w-]+:[0-9a-f-]+$/.test(identityId)) {
      throw new IdentityError('InvalidParameterException', "1 validation error detected: Value at 'identityId' failed to satisfy constraint.");
    }
    const identity = this.identities.get(identityId);
    if (!identity) throw new IdentityError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
    if (identity.sub === undefined && !logins && !this.options.allowUnauthenticated) throw new IdentityError('NotAuthorizedException', UNAUTHENTICATED);
    if (identity.sub !== undefined && !logins) throw new IdentityError('NotAuthorizedException', `Access to Identity '${identityId}' is forbidden.`);
    if (logins && (identity.sub === undefined || this.verify(logins, now).sub !== identity.sub))
      throw new IdentityError('NotAuthorizedException', LOGINS_MISMATCH);
    return {
      IdentityId: identityId,
      Credentials: {
        AccessKeyId: `ASIA${this.options.random.uuid().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
        SecretKey: this.options.random.secret(),
        SessionToken: this.options.random.secret(),
        // JSON 1.1 timestamps are epoch seconds.
        Expiration: Math.floor(now / 1000) + CREDENTIALS_TTL_SECONDS,
      },
    };
  }

  private loginsOf(value: unknown): Readonly<Record<string, string>> | undefined {
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value) || Object.values(value).some((token) => typeof token !== 'string')) {
      throw new IdentityError('InvalidParameterException', 'Logins must be a map of provider name to token.');
    }
    return Object.keys(value).length === 0 ? undefined : (value as Record<string, string>);
  }

  private verify(logins: Readonly<Record<string, string>>, now: number): { sub: string; email: string } {
    const entries = Object.entries(logins);
    const [provider, token] = entries[0] ?? ['', ''];
    if (entries.length !== 1 || provider !== this.options.providerName) {
      throw new IdentityError('NotAuthorizedException', 'Token is not from a supported provider of this identity pool.');
    }
    const check = this.options.checkIdToken(token, now);
    if (!check.ok) throw new IdentityError('NotAuthorizedException', TOKEN_MESSAGES[check.reason]);
    return check;
  }
}
