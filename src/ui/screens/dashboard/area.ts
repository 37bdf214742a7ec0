import * as E from 'fp-ts/Either';

/** One dashboard area: it loads, shows and fails on its own; a failed one can be read again. */
export type Area<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

export const loading = { state: 'loading' } as const;
export const ready = <T>(value: T): Area<T> => ({ state: 'ready', value });
const failed = { state: 'failed' } as const;
export const fromEither = <T>(result: E.Either<unknown, T>): Area<T> => (E.isRight(result) ? ready(result.right) : failed);
