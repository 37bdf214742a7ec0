import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { HttpFailure } from '../../domain/http-failure';

const NO_TOKEN: HttpFailure = { kind: 'NoToken' };

export const requireToken = (token: O.Option<string>): E.Either<HttpFailure, string> =>
  pipe(
    token,
    O.filter((value) => value.trim() !== ''),
    E.fromOption(() => NO_TOKEN),
  );
