import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import { totpSetupDetails } from '../../domain/auth/sign-in/totp';
import type { AccountSecurityGateway, PasskeySummary } from '../ports/account-security-gateway.port';
import { normalizeRegion } from '../../domain/region';
import type { GetValidSession, RefreshSession } from './get-valid-session';

export type { PasskeySummary };

type Result<A> = Promise<E.Either<AuthFailure, A>>;

type AccountSecurity = ReturnType<typeof makeAccountSecurity>;
export type AuthenticatorUseCases = AccountSecurity['authenticator'];
export type PasskeyUseCases = AccountSecurity['passkeys'];
export type RememberedDeviceUseCases = AccountSecurity['devices'];
export type RegionUseCases = AccountSecurity['region'];

const NOT_SIGNED_IN: AuthFailure = { kind: 'NotAuthorized', message: 'Nobody is signed in.' };

/** Each call runs over a valid session: an expired one is refreshed first, as the service checks the access token. */
export function makeAccountSecurity(deps: {
  readonly auth: AccountSecurityGateway;
  readonly getValidSession: GetValidSession;
  readonly refreshSession: RefreshSession;
}) {
  const { auth } = deps;
  const signedIn = async <A>(call: (session: AuthSession) => Result<A>): Result<A> => {
    const current = await deps.getValidSession();
    if (E.isLeft(current)) return E.left(current.left);
    return O.isSome(current.right) ? call(current.right.value) : E.left(NOT_SIGNED_IN);
  };
  const setUp = async (session: AuthSession) =>
    E.map(({ secretCode }: { readonly secretCode: string }) => totpSetupDetails(secretCode, session.email))(await auth.associateUserSoftwareToken());
  const confirm = async (code: string) => {
    const verified = await auth.verifyUserSoftwareToken(code);
    return E.isLeft(verified) ? verified : auth.setMfaPreference({ totp: { enabled: true, preferred: true } });
  };
  const changeRegion = async (raw: string): Result<string> => {
    const region = normalizeRegion(raw);
    const set = await auth.setRegion(region);
    if (E.isLeft(set)) return set;
    // The change is made: a failed refresh only means the tokens carry the old region until the next one.
    await deps.refreshSession();
    return E.right(region);
  };
  return {
    authenticator: {
      settings: () => signedIn(() => auth.getMfaSettings()),
      start: () => signedIn(setUp),
      confirm: (code: string) => signedIn(() => confirm(code)),
      turnOff: () => signedIn(() => auth.setMfaPreference({ totp: { enabled: false, preferred: false } })),
    },
    passkeys: {
      available: () => auth.passkeysAvailable,
      list: () => signedIn(() => auth.listPasskeys()),
      add: () => signedIn(() => auth.registerPasskey()),
      remove: (id: string) => signedIn(() => auth.deletePasskey(id)),
    },
    region: { change: (region: string) => signedIn(() => changeRegion(region)) },
    devices: { list: () => signedIn(() => auth.listDevices()), forget: (deviceKey: string) => signedIn(() => auth.forgetDevice(deviceKey)) },
  };
}
