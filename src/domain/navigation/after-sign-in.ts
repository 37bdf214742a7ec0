import { SIGN_IN_STATE_TTL_MS } from '../auth/sign-in/sign-in-state';
import { ROUTES } from './routes';
import { safeRedirectTarget } from './safe-redirect';

export type AfterSignIn = {
  /** A new account goes on to choose a plan. */
  readonly fromSignUp: boolean;
  /** The `next` the code screen was opened with, if any (untrusted). */
  readonly next: string | null;
  /** Where the sign-in was headed when it started, if still fresh (untrusted). */
  readonly remembered: string | null;
};

/** Where a person lands once the code is accepted: plans after sign-up, else a valid `next`, else the dashboard. */
export const destinationAfterSignIn = ({ fromSignUp, next, remembered }: AfterSignIn): string =>
  fromSignUp ? ROUTES.subscriptionOptions : safeRedirectTarget(next ?? remembered);

/** A remembered destination lasts as long as the sign-in it belongs to. */
export const isDestinationFresh = (savedAt: number, now: number): boolean => now - savedAt < SIGN_IN_STATE_TTL_MS && now >= savedAt;
