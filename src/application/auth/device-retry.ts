import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { SignInGateway } from '../ports/sign-in-gateway.port';

export async function retryOnceOnMissingDevice<A>(
  auth: Pick<SignInGateway, 'clearStoredDevice'>,
  call: () => Promise<E.Either<AuthFailure, A>>,
): Promise<E.Either<AuthFailure, A>> {
  const first = await call();
  if (E.isRight(first) || first.left.kind !== 'DeviceNotFound') return first;
  await auth.clearStoredDevice();
  return call();
}
