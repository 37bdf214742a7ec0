import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';

type Run<P, A> = (part: P) => E.Either<AuthFailure, A> | Promise<E.Either<AuthFailure, A>>;

/** Code that loads with its first use; code that cannot load is a network failure, asked for again on the next use. */
export function lazyPart<P>(load: () => Promise<P>): <A>(run: Run<P, A>) => Promise<E.Either<AuthFailure, A>> {
  let loaded: Promise<P> | undefined;
  return async (run) => {
    loaded ??= load();
    const part = await loaded.catch(() => void (loaded = undefined));
    return part === undefined ? E.left({ kind: 'Network' }) : run(part);
  };
}
