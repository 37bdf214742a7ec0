import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { GetValidSession } from './get-valid-session';

type Result<A> = Promise<E.Either<AuthFailure, A>>;

/** A signed-in person's remembered devices: the list and forgetting one. Never rejects. */
export type RememberedDeviceUseCases = { readonly list: () => Result<readonly RememberedDevice[]>; readonly forget: (deviceKey: string) => Result<void> };

const NOT_SIGNED_IN: AuthFailure = { kind: 'NotAuthorized', message: 'Nobody is signed in.' };

/** Each call runs over a valid session: an expired one is refreshed first, as the service checks the access token. */
export function makeRememberedDevices(deps: { readonly auth: AuthGateway; readonly getValidSession: GetValidSession }): RememberedDeviceUseCases {
  const signedIn = async <A>(call: () => Result<A>): Result<A> => {
    const current = await deps.getValidSession();
    if (E.isLeft(current)) return E.left(current.left);
    return O.isSome(current.right) ? call() : E.left(NOT_SIGNED_IN);
  };
  return { list: () => signedIn(() => deps.auth.listDevices()), forget: (deviceKey) => signedIn(() => deps.auth.forgetDevice(deviceKey)) };
}
