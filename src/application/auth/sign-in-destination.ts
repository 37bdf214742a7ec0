import * as O from 'fp-ts/Option';
import { destinationAfterSignIn, isDestinationFresh } from '../../domain/navigation/after-sign-in';
import { routeTarget } from '../../domain/navigation/routes';
import { safeRedirectTarget } from '../../domain/navigation/safe-redirect';
import type { Clock } from '../ports/clock.port';
import type { DestinationStore } from '../ports/destination-store.port';

export type SignInDestination = {
  /** The whole page a signed-out visitor was turned away from, with what it carries outside the address bar; kept in the store for `remember`, so a reload keeps it. */
  hold(wanted: string): void;
  /** Saves `next` (or, when it is the held page without its carried values, the held page) for after the sign-in; forgets a held page for none. */
  remember(next: string | null): void;
  after(input: { readonly fromSignUp: boolean; readonly next: string | null }): string;
};

export const makeSignInDestination = ({ store, clock }: { readonly store: DestinationStore; readonly clock: Clock }): SignInDestination => {
  const takeFresh = (): string | null => {
    const saved = O.toNullable(store.take());
    return saved && isDestinationFresh(saved.savedAt, clock.now()) ? saved.path : null;
  };
  return {
    hold: (wanted) => store.save({ path: safeRedirectTarget(wanted), savedAt: clock.now() }),
    remember: (next) => {
      const held = takeFresh();
      if (next === null) return;
      const safe = safeRedirectTarget(next);
      store.save({ path: held !== null && routeTarget(held).path === safe ? held : safe, savedAt: clock.now() });
    },
    after: ({ fromSignUp, next }) => destinationAfterSignIn({ fromSignUp, next, remembered: takeFresh() }),
  };
};
