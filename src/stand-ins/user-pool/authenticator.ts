// The authenticator app, the one MFA method the offline pool offers. The TOTP library loads on first use.
import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { MfaPreference, MfaSettings } from '../../domain/auth/sign-in/mfa';
import { fail, type PoolRandom, type PoolState, type PoolStore } from './pool-store';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

type App = PoolState['totp'][string];

/** As authenticator apps count: 6 digits, 30 s, SHA-1, one step of slack either side. */
export async function totpMatches(secret: string, code: string, now: number): Promise<boolean> {
  if (!/^[0-9]{6}$/.test(code)) return false;
  const { Secret, TOTP } = await import(/* webpackChunkName: "otpauth" */ 'otpauth');
  return (
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).validate({ token: code, timestamp: now, window: 1 }) !== null
  );
}

export class PoolAuthenticator {
  constructor(private readonly deps: { readonly store: PoolStore; readonly random: PoolRandom; readonly now: () => number }) {}

  associate(sub: string): E.Either<AuthFailure, { readonly secretCode: string }> {
    const secretCode = Array.from({ length: 32 }, () => BASE32[this.deps.random.randomInt(32)] ?? 'A').join('');
    this.write(sub, { ...this.app(sub), pending: secretCode });
    return E.right({ secretCode });
  }

  async verify(sub: string, code: string): Promise<E.Either<AuthFailure, void>> {
    const { pending, ...app } = this.app(sub);
    if (pending === undefined) return fail('InvalidParameterException', 'User has not associated a software token.');
    if (!(await totpMatches(pending, code.trim(), this.deps.now()))) return fail('CodeMismatchException', 'Invalid code received for user');
    this.write(sub, { ...app, secret: pending });
    return E.right(undefined);
  }

  setPreference(sub: string, { totp, email, sms }: MfaPreference): E.Either<AuthFailure, void> {
    if (email?.enabled === true || sms?.enabled === true) return fail('InvalidParameterException', 'This user pool offers the authenticator app only.');
    const app = this.app(sub);
    if (totp?.enabled === true && app.secret === undefined) return fail('InvalidParameterException', 'User has not verified software token mfa');
    if (totp !== undefined) this.write(sub, totp.enabled ? { ...app, enabled: true } : {});
    return E.right(undefined);
  }

  settings(sub: string): MfaSettings {
    return this.enabledSecret(sub) === undefined ? { enabled: [] } : { enabled: ['TOTP'], preferred: 'TOTP' };
  }

  enabledSecret(sub: string): string | undefined {
    const app = this.app(sub);
    return app.enabled === true ? app.secret : undefined;
  }

  private app(sub: string): App {
    return this.deps.store.read().totp[sub] ?? {};
  }

  private write(sub: string, app: App): void {
    this.deps.store.update((pool) => ({ ...pool, totp: { ...pool.totp, [sub]: app } }));
  }
}
