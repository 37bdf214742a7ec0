import * as O from 'fp-ts/Option';
import { destinationAfterSignIn, isDestinationFresh } from '../../domain/navigation/after-sign-in';
import { routeTarget } from '../../domain/navigation/routes';
import { safeRedirectTarget } from '../../domain/navigation/safe-redirect';
import type { Clock } from '../ports/clock.port';
import type { DestinationStore } from '../ports/destination-store.port';

export type SignInDestination = {
  /** The whole page a signed-out visitor was turned away from, with what it carries outside the address bar; kept in memory for `remember`. */
  hold(wanted: string): void;
  /** Saves `next` (or, when it is the held page without its carried values, the held page) for after the sign-in. */
  remember(next: string | null): void;
  after(input: { readonly fromSignUp: boolean; readonly next: string | null }): string;
};

export const makeSignInDestination = ({ store, clock }: { readonly store: DestinationStore; readonly clock: Clock }): SignInDestination => {
  let held: string | null = null;
  return {
    hold: (wanted) => {
      held = wanted;
    },
    remember: (next) => {
      if (next === null) return;
      const safe = safeRedirectTarget(next);
      const path = held !== null && routeTarget(held).path === safe ? safeRedirectTarget(held) : safe;
      held = null;
      store.save({ path, savedAt: clock.now() });
    },
    after: ({ fromSignUp, next }) => {
      const saved = O.toNullable(store.take());
      const remembered = saved && isDestinationFresh(saved.savedAt, clock.now()) ? saved.path : null;
      return destinationAfterSignIn({ fromSignUp, next, remembered });
    },
  };
};
