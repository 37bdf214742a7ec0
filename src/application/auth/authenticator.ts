import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { TotpSetupDetails } from '../../domain/auth/sign-in/sign-in-step';
import { totpSetupDetails } from '../../domain/auth/sign-in/totp';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { GetValidSession } from './get-valid-session';

type Result<A> = Promise<E.Either<AuthFailure, A>>;

/** A signed-in person's authenticator app: what is on, a new secret to scan, its first code, and off. Never rejects. */
export type AuthenticatorUseCases = {
  readonly settings: () => Result<MfaSettings>;
  readonly start: () => Result<TotpSetupDetails>;
  /** Checks the app's first code, then makes the app the sign-in's second step. */
  readonly confirm: (code: string) => Result<void>;
  readonly turnOff: () => Result<void>;
};

const NOT_SIGNED_IN: AuthFailure = { kind: 'NotAuthorized', message: 'Nobody is signed in.' };

/** Each call runs over a valid session: an expired one is refreshed first, as the service checks the access token. */
export function makeAuthenticator(deps: { readonly auth: AuthGateway; readonly getValidSession: GetValidSession }): AuthenticatorUseCases {
  const signedIn = async <A>(call: (session: AuthSession) => Result<A>): Result<A> => {
    const current = await deps.getValidSession();
    if (E.isLeft(current)) return E.left(current.left);
    return O.isSome(current.right) ? call(current.right.value) : E.left(NOT_SIGNED_IN);
  };
  return {
    settings: () => signedIn(() => deps.auth.getMfaSettings()),
    start: () =>
      signedIn(async (session) =>
        E.map(({ secretCode }: { readonly secretCode: string }) => totpSetupDetails(secretCode, session.email))(await deps.auth.associateUserSoftwareToken()),
      ),
    confirm: (code) =>
      signedIn(async () => {
        const verified = await deps.auth.verifyUserSoftwareToken(code);
        return E.isLeft(verified) ? verified : deps.auth.setMfaPreference({ totp: { enabled: true, preferred: true } });
      }),
    turnOff: () => signedIn(() => deps.auth.setMfaPreference({ totp: { enabled: false, preferred: false } })),
  };
}
