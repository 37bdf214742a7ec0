// A protected call with no token is not made: it fails with NoToken.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { HttpFailure } from './http-failure';

const NO_TOKEN: HttpFailure = { kind: 'NoToken' };

/** The bearer value for a protected call, or NoToken when there is no session token (or it is blank). */
export const requireToken = (token: O.Option<string>): E.Either<HttpFailure, string> =>
  pipe(
    token,
    O.filter((value) => value.trim() !== ''),
    E.fromOption(() => NO_TOKEN),
  );
