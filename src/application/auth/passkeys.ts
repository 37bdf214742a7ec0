import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthGateway, PasskeySummary } from '../ports/auth-gateway.port';

export type { PasskeySummary };
import type { GetValidSession } from './get-valid-session';

type Result<A> = Promise<E.Either<AuthFailure, A>>;

/** A signed-in person's passkeys: whether this browser can use them, the list, add and delete. Never rejects. */
export type PasskeyUseCases = {
  readonly available: () => boolean;
  readonly list: () => Result<readonly PasskeySummary[]>;
  readonly add: () => Result<void>;
  readonly remove: (id: string) => Result<void>;
};

const NOT_SIGNED_IN: AuthFailure = { kind: 'NotAuthorized', message: 'Nobody is signed in.' };

/** Each call runs over a valid session: an expired one is refreshed first, as the service checks the access token. */
export function makePasskeys(deps: { readonly auth: AuthGateway; readonly getValidSession: GetValidSession }): PasskeyUseCases {
  const signedIn = async <A>(call: () => Result<A>): Result<A> => {
    const current = await deps.getValidSession();
    if (E.isLeft(current)) return E.left(current.left);
    return O.isSome(current.right) ? call() : E.left(NOT_SIGNED_IN);
  };
  return {
    available: () => deps.auth.passkeysAvailable,
    list: () => signedIn(() => deps.auth.listPasskeys()),
    add: () => signedIn(() => deps.auth.registerPasskey()),
    remove: (id) => signedIn(() => deps.auth.deletePasskey(id)),
  };
}
