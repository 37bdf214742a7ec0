import type { createBrowserRouter } from 'react-router-dom';
import { PATHS, ROUTES } from '../../domain/navigation/routes';
import type { AppServices } from '../app-services';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'revalidate' | 'subscribe' | 'state'>;

/** The entries (location keys) a session ended on: in memory only, so a reload never repeats the notice. */
const endedOn = new Set<string>();

export const sessionEndedOn = (locationKey: string): boolean => endedOn.has(locationKey);

/**
 * Followed from the moment the router exists (a refusal can come before the first render): new tokens
 * read the page's session again; an ended session leads to sign-in, where the page says so.
 */
export function followRefusedSessions(router: Router, { sessionEvents }: Pick<AppServices, 'sessionEvents'>): () => void {
  let ending = false;
  const stopWatching = router.subscribe((state) => {
    if (!ending || state.navigation.state !== 'idle') return;
    ending = false;
    endedOn.add(state.location.key);
  });
  const stopFollowing = sessionEvents.subscribe((event) => {
    if (event.type === 'renewed') {
      void router.revalidate();
      return;
    }
    ending = true;
    const { pathname, search } = router.state.location;
    // Back to where they were once signed in again; a sign-in page already there stays as it is.
    void router.navigate(pathname === ROUTES.signIn ? `${pathname}${search}` : PATHS.signInWithNext(`${pathname}${search}`), { replace: true });
  });
  return () => {
    stopWatching();
    stopFollowing();
  };
}
