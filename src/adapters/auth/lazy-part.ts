import * as E from 'fp-ts/Either';
import { loadOnce } from '../../application/load-once';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';

type Run<P, A> = (part: P) => E.Either<AuthFailure, A> | Promise<E.Either<AuthFailure, A>>;

/** Code that loads with its first use; code that cannot load is a network failure, asked for again on the next use. */
export function lazyPart<P>(load: () => Promise<P>): <A>(run: Run<P, A>) => Promise<E.Either<AuthFailure, A>> {
  const part = loadOnce(load);
  return async (run) => {
    const loaded = await part.load().catch(() => undefined);
    return loaded === undefined ? E.left({ kind: 'Network' }) : run(loaded);
  };
}
