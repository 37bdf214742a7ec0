// How the pool and its app client are configured; every setting has the default a new pool has, or the product's.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SIGN_IN_STATE_TTL_MS } from '../../src/domain/auth/sign-in/sign-in-state';
import type { Triggers } from './triggers';

export type MfaConfiguration = 'OFF' | 'OPTIONAL' | 'ON';
type PreventUserExistenceErrors = 'LEGACY' | 'ENABLED';
type DeviceTracking = 'off' | 'always';
/** 'auto': PreSignUp confirms new users unless the client asks for a confirmation; 'code' and 'link' always ask. */
export type SignUpConfirmation = 'auto' | 'code' | 'link';
/** USER_AUTH's AllowedFirstAuthFactors; PASSWORD allows both PASSWORD and PASSWORD_SRP. */
type FirstAuthFactor = 'PASSWORD' | 'WEB_AUTHN';
export type RelyingParty = { readonly id: string; readonly name: string; readonly origin: string };

export type Random = { readonly code: () => string; readonly uuid: () => string; readonly token: () => string };

export const cryptoRandom: Random = {
  code: () => randomInt(0, 1_000_000).toString().padStart(6, '0'),
  uuid: () => randomUUID(),
  token: () => randomBytes(48).toString('base64url'),
};

export type PoolConfig = {
  readonly random?: Random;
  readonly triggers?: Partial<Triggers>;
  readonly preventUserExistenceErrors?: PreventUserExistenceErrors;
  readonly mfaConfiguration?: MfaConfiguration;
  readonly signUpConfirmation?: SignUpConfirmation;
  readonly sessionTtlSeconds?: number;
  readonly maxAttempts?: number;
  readonly idTokenTtlSeconds?: number;
  readonly accessTokenTtlSeconds?: number;
  readonly refreshTokenTtlSeconds?: number;
  readonly minPasswordLength?: number;
  readonly allowUserPasswordAuth?: boolean;
  /** Attributes the schema requires: a forced new password must come with any the user lacks. */
  readonly requiredAttributes?: readonly string[];
  readonly deviceTracking?: DeviceTracking;
  readonly allowedFirstAuthFactors?: readonly FirstAuthFactor[];
  /** The app passkeys are registered for; without one, passkey calls are refused as by a pool without WebAuthn. */
  readonly webAuthnRelyingParty?: RelyingParty;
};

export type PoolSettings = Required<Omit<PoolConfig, 'random' | 'triggers' | 'webAuthnRelyingParty'>> & {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly issuer: string;
  readonly region: string;
  /** The pool id after '_': SRP's pool name. */
  readonly poolName: string;
  readonly webAuthnRelyingParty: RelyingParty | undefined;
};

export function settingsOf(config: PoolConfig & { readonly userPoolId: string; readonly clientId: string; readonly issuer: string }): PoolSettings {
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(config.userPoolId)) throw new Error(`Invalid user pool id '${config.userPoolId}' (expected <region>_<id>).`);
  const [region = '', poolName = ''] = config.userPoolId.split('_');
  return {
    userPoolId: config.userPoolId,
    clientId: config.clientId,
    issuer: config.issuer,
    region,
    poolName,
    preventUserExistenceErrors: config.preventUserExistenceErrors ?? 'LEGACY',
    mfaConfiguration: config.mfaConfiguration ?? 'OPTIONAL',
    signUpConfirmation: config.signUpConfirmation ?? 'auto',
    sessionTtlSeconds: config.sessionTtlSeconds ?? SIGN_IN_STATE_TTL_MS / 1000,
    maxAttempts: config.maxAttempts ?? 3,
    idTokenTtlSeconds: config.idTokenTtlSeconds ?? 3600,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
    minPasswordLength: config.minPasswordLength ?? 8,
    allowUserPasswordAuth: config.allowUserPasswordAuth ?? false,
    requiredAttributes: config.requiredAttributes ?? ['email'],
    deviceTracking: config.deviceTracking ?? 'off',
    allowedFirstAuthFactors: config.allowedFirstAuthFactors ?? ['PASSWORD', 'WEB_AUTHN'],
    webAuthnRelyingParty: config.webAuthnRelyingParty,
  };
}
