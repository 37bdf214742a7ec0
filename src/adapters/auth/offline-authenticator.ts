// The offline pool's authenticator app (software token). The TOTP library loads on first use: most
// visits never check an app's code, and it would weigh on every first load.
import * as E from 'fp-ts/Either';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import { fail, type OfflinePoolStore, type UserMfa } from './offline-pool-store';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** As authenticator apps count: 6 digits, 30 s, SHA-1, one step of slack either side. */
export async function totpMatches(secret: string, code: string, now: number): Promise<boolean> {
  if (!/^[0-9]{6}$/.test(code)) return false;
  const { Secret, TOTP } = await import(/* webpackChunkName: "otpauth" */ 'otpauth');
  return (
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).validate({ token: code, timestamp: now, window: 1 }) !== null
  );
}

/** A new authenticator secret: 32 base32 characters (160 bits). */
export const newTotpSecret = (random: RandomSource): string => Array.from({ length: 32 }, () => BASE32[random.randomInt(32)] ?? 'A').join('');

/** What the user pool does for a signed-in user (`sub`) and their app's state (`mfa`). */
export class OfflineAuthenticator {
  constructor(private readonly deps: { readonly store: OfflinePoolStore; readonly random: RandomSource; readonly now: () => number }) {}

  associate(sub: string, mfa: UserMfa): E.Either<AuthFailure, { readonly secretCode: string }> {
    const secretCode = newTotpSecret(this.deps.random);
    this.deps.store.writeMfa(sub, { ...mfa, pending: secretCode });
    return E.right({ secretCode });
  }

  async verify(sub: string, mfa: UserMfa, code: string): Promise<E.Either<AuthFailure, void>> {
    if (mfa.pending === undefined) return fail('InvalidParameterException', 'User has not associated a software token.');
    if (!(await totpMatches(mfa.pending, code.trim(), this.deps.now()))) return fail('CodeMismatchException', 'Invalid code received for user');
    const { pending, ...rest } = mfa;
    this.deps.store.writeMfa(sub, { ...rest, secret: pending });
    return E.right(undefined);
  }
}
