import { SIGN_IN_STATE_TTL_MS } from '../auth/sign-in/sign-in-state';
import { ROUTES, routeTarget } from './routes';
import { safeRedirectTarget } from './safe-redirect';

export type AfterSignIn = { readonly fromSignUp: boolean; readonly next: string | null; readonly remembered: string | null };

/** `next` wins, unless the remembered destination is that page with its carried values. */
export function destinationAfterSignIn({ fromSignUp, next, remembered }: AfterSignIn): string {
  if (fromSignUp) return ROUTES.subscriptionOptions;
  if (next !== null && remembered !== null && routeTarget(remembered).path === safeRedirectTarget(next)) return safeRedirectTarget(remembered);
  return safeRedirectTarget(next ?? remembered);
}

export const isDestinationFresh = (savedAt: number, now: number): boolean => now - savedAt < SIGN_IN_STATE_TTL_MS && now >= savedAt;
