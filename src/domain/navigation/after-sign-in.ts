import { SIGN_IN_STATE_TTL_MS } from '../auth/sign-in/sign-in-state';
import { ROUTES } from './routes';
import { safeRedirectTarget } from './safe-redirect';

export type AfterSignIn = {
  readonly fromSignUp: boolean;
  readonly next: string | null;
  readonly remembered: string | null;
};

export const destinationAfterSignIn = ({ fromSignUp, next, remembered }: AfterSignIn): string =>
  fromSignUp ? ROUTES.subscriptionOptions : safeRedirectTarget(next ?? remembered);

export const isDestinationFresh = (savedAt: number, now: number): boolean => now - savedAt < SIGN_IN_STATE_TTL_MS && now >= savedAt;
