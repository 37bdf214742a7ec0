import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import type { DashboardPart } from '../../../application/load-dashboard';

export type Area<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

export const loading = { state: 'loading' } as const;
export const ready = <T>(value: T): Area<T> => ({ state: 'ready', value });
export const fromEither = <T>(result: E.Either<unknown, T>): Area<T> => (E.isRight(result) ? ready(result.right) : { state: 'failed' });

/** Each part in a person's words (catalogue descriptors, shown with `i18n._`), most important first: the order the headline names them. */
export const PART_NAMES: Readonly<Record<DashboardPart, MessageDescriptor>> = {
  breaches: msg({ message: 'breaches', comment: 'A part of the dashboard, in a list: “Your breaches and profile could not be loaded just now.”' }),
  progress: msg({ message: 'fixes you marked', comment: 'A part of the dashboard, in a list: “Your breaches and profile could not be loaded just now.”' }),
  removals: msg({ message: 'removal progress', comment: 'A part of the dashboard, in a list: “Your breaches and profile could not be loaded just now.”' }),
  contract: msg({ message: 'removal authorisation', comment: 'A part of the dashboard, in a list: “Your breaches and profile could not be loaded just now.”' }),
  subscription: msg({ message: 'subscription', comment: 'A part of the dashboard, in a list: “Your breaches and profile could not be loaded just now.”' }),
  emails: msg({ message: 'e-mail addresses', comment: 'A part of the dashboard, in a list: “Your breaches and profile could not be loaded just now.”' }),
  profile: msg({ message: 'profile', comment: 'A part of the dashboard, in a list: “Your breaches and profile could not be loaded just now.”' }),
};
export const PARTS = Object.keys(PART_NAMES) as DashboardPart[];
