import type * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import { fail } from './offline-pool-store';

type Run<P, A> = (part: P) => E.Either<AuthFailure, A> | Promise<E.Either<AuthFailure, A>>;

/**
 * A part of the offline pool that loads with its first use, off the dashboard's path. A chunk that
 * cannot load is a network failure, and is asked for again on the next use.
 */
export function lazyPart<P>(load: () => Promise<P>, what: string): <A>(run: Run<P, A>) => Promise<E.Either<AuthFailure, A>> {
  let loaded: Promise<P> | undefined;
  return async (run) => {
    loaded ??= load();
    const part = await loaded.catch(() => void (loaded = undefined));
    return part === undefined ? fail('NetworkError', `The ${what} code could not be loaded.`) : run(part);
  };
}
