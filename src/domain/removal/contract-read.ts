import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { HttpFailure } from '../http-failure';

export const contractReadFailure = <T>(failure: HttpFailure): E.Either<HttpFailure, O.Option<T>> =>
  failure.kind === 'Http' && failure.status === 404 ? E.right(O.none) : E.left(failure);
