import * as O from 'fp-ts/Option';
import { destinationAfterSignIn, isDestinationFresh } from '../../domain/navigation/after-sign-in';
import { safeRedirectTarget } from '../../domain/navigation/safe-redirect';
import type { Clock } from '../ports/clock.port';
import type { DestinationStore } from '../ports/destination-store.port';

export type SignInDestination = {
  remember(next: string | null): void;
  after(input: { readonly fromSignUp: boolean; readonly next: string | null }): string;
};

export const makeSignInDestination = ({ store, clock }: { readonly store: DestinationStore; readonly clock: Clock }): SignInDestination => ({
  remember: (next) => {
    if (next !== null) store.save({ path: safeRedirectTarget(next), savedAt: clock.now() });
  },
  after: ({ fromSignUp, next }) => {
    const saved = O.toNullable(store.take());
    const remembered = saved && isDestinationFresh(saved.savedAt, clock.now()) ? saved.path : null;
    return destinationAfterSignIn({ fromSignUp, next, remembered });
  },
});
