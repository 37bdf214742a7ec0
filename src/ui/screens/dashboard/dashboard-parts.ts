import * as E from 'fp-ts/Either';
import type { DashboardPart } from '../../../application/load-dashboard';

export type Area<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

export const loading = { state: 'loading' } as const;
export const ready = <T>(value: T): Area<T> => ({ state: 'ready', value });
export const fromEither = <T>(result: E.Either<unknown, T>): Area<T> => (E.isRight(result) ? ready(result.right) : { state: 'failed' });

/** Each part in a person's words, most important first: the order the headline names them. */
export const PART_NAMES: Readonly<Record<DashboardPart, string>> = {
  breaches: 'breaches',
  progress: 'fixes you marked',
  removals: 'removal progress',
  contract: 'removal authorisation',
  subscription: 'subscription',
  emails: 'e-mail addresses',
  profile: 'profile',
};
export const PARTS = Object.keys(PART_NAMES) as DashboardPart[];
