// What a 401 from our own APIs means: the token was refused. One refresh, shared by every call refused
// meanwhile, then each refused call once more; a refused refresh or a refused retry ends the session,
// so the screens never go on showing what the refused token claimed.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { HttpFailure } from '../../domain/http/http-failure';
import type { GetValidSession } from '../auth/get-valid-session';
import type { SignOut } from '../auth/sign-out';
import { singleFlight } from '../auth/single-flight';
import type { HooksApi } from '../ports/hooks-api.port';
import type { ProtectionApi } from '../ports/protection-api.port';

export type SessionEvent =
  /** The service gave new tokens after refusing the old ones: what the screens show of the person comes from these. */
  | { readonly type: 'renewed'; readonly session: AuthSession }
  /** The service refused the session: the tokens are gone and the person must sign in again. */
  | { readonly type: 'ended' };

type Guardable<T> = () => Promise<E.Either<HttpFailure, T>>;

export type SessionRecovery = {
  /** Runs `call`; on a 401, recovers as above. Gives the last answer, or a Network failure when the refresh got none. Never rejects. */
  guard<T>(call: Guardable<T>): Promise<E.Either<HttpFailure, T>>;
  subscribe(listener: (event: SessionEvent) => void): () => void;
};

export type SessionRecoveryDeps = {
  /** A refresh now: Right(none) when refused (the tokens are cleared), Left when it got no answer (they are kept). */
  readonly renew: GetValidSession;
  readonly signOut: SignOut;
};

const refused = <T>(answer: E.Either<HttpFailure, T>): boolean => E.isLeft(answer) && answer.left.kind === 'Http' && answer.left.status === 401;

export function makeSessionRecovery(deps: SessionRecoveryDeps): SessionRecovery {
  const listeners = new Set<(event: SessionEvent) => void>();
  const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));
  // Counts the refreshes that succeeded: a call refused with older tokens than these is simply sent again.
  let renewals = 0;
  const renew = singleFlight(async (): Promise<'renewed' | 'refused' | 'unreachable'> => {
    const renewed = await deps.renew();
    if (E.isLeft(renewed)) return 'unreachable';
    if (O.isNone(renewed.right)) return 'refused';
    renewals += 1;
    emit({ type: 'renewed', session: renewed.right.value });
    return 'renewed';
  });
  const end = singleFlight(async () => {
    await deps.signOut();
    emit({ type: 'ended' });
  });
  return {
    async guard(call) {
      const sentAfter = renewals;
      const first = await call();
      if (!refused(first)) return first;
      if (renewals === sentAfter) {
        const outcome = await renew();
        if (outcome === 'unreachable') return E.left({ kind: 'Network' });
        if (outcome === 'refused') {
          await end();
          return first;
        }
      }
      const second = await call();
      if (refused(second)) await end();
      return second;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Every call of the Protection API under `recovery`. */
export const recoveringProtectionApi = (api: ProtectionApi, { guard }: Pick<SessionRecovery, 'guard'>): ProtectionApi => ({
  getSubscriptionStatus: () => guard(() => api.getSubscriptionStatus()),
  getRemovalStats: () => guard(() => api.getRemovalStats()),
  getBreachStatus: () => guard(() => api.getBreachStatus()),
  getBreachProgress: () => guard(() => api.getBreachProgress()),
  setBreachFixed: (breachKey, fixed) => guard(() => api.setBreachFixed(breachKey, fixed)),
  getUserProfile: () => guard(() => api.getUserProfile()),
  saveUserProfile: (profile) => guard(() => api.saveUserProfile(profile)),
  getEmailAddresses: () => guard(() => api.getEmailAddresses()),
  addEmailAddress: (address) => guard(() => api.addEmailAddress(address)),
  verifyEmailAddress: (address, code) => guard(() => api.verifyEmailAddress(address, code)),
  setPrimaryEmailAddress: (address) => guard(() => api.setPrimaryEmailAddress(address)),
  removeEmailAddress: (address) => guard(() => api.removeEmailAddress(address)),
  getRemovalContract: () => guard(() => api.getRemovalContract()),
  requestRemovalContract: () => guard(() => api.requestRemovalContract()),
  deleteRemovalContract: () => guard(() => api.deleteRemovalContract()),
});

export const recoveringHooksApi = (hooks: HooksApi, { guard }: Pick<SessionRecovery, 'guard'>): HooksApi => ({
  getUserHash: (userAlias) => guard(() => hooks.getUserHash(userAlias)),
});
