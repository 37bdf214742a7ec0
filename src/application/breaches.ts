import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { UNKNOWN_BREACH_STATUS, type BreachStatus } from '../domain/breach/breach';
import { withFixed, type BreachProgress } from '../domain/breach/breach-progress';
import type { HttpFailure } from '../domain/http-failure';
import type { BreachProgressDevice } from './ports/breach-progress-device.port';
import type { Clock } from './ports/clock.port';
import type { AccountApi } from './ports/protection-api.port';
import type { SessionSource } from './ports/session-source.port';

type KeptOn = 'account' | 'device';

export type KeptProgress = { readonly progress: BreachProgress; readonly keptOn: KeptOn };

export type GetBreachStatus = () => Promise<BreachStatus>;

export type Breaches = {
  readonly status: GetBreachStatus;
  readProgress(): Promise<E.Either<HttpFailure, KeptProgress>>;
  setFixed(breachKey: string, fixed: boolean): Promise<E.Either<HttpFailure, KeptProgress>>;
};

export type BreachesDeps = {
  readonly api: Pick<AccountApi, 'getBreachStatus' | 'getBreachProgress' | 'setBreachFixed'>;
  readonly device: BreachProgressDevice;
  readonly sessions: SessionSource;
  readonly clock: Clock;
};

// Without the progress extension a service answers 404, 405 (API Gateway: 403) or 501: progress is then kept in this browser, and says so.
const NOT_KEPT_BY_SERVICE: ReadonlySet<number> = new Set([403, 404, 405, 501]);

const serviceCannotKeep = (failure: HttpFailure): boolean => failure.kind === 'Http' && NOT_KEPT_BY_SERVICE.has(failure.status);

/** Null breaches when they could not be checked, which is not "no breaches". Never rejects. */
export const readBreachStatus =
  (api: Pick<AccountApi, 'getBreachStatus'>): GetBreachStatus =>
  async () =>
    E.getOrElse((): BreachStatus => UNKNOWN_BREACH_STATUS)(await api.getBreachStatus());

const onDeviceOf =
  (sessions: SessionSource) =>
  async <T>(withUser: (userId: string) => E.Either<HttpFailure, T>): Promise<E.Either<HttpFailure, T>> => {
    const session = await sessions.currentSession();
    return O.isNone(session) ? E.left({ kind: 'NoToken' }) : withUser(session.value.userId);
  };

/** The visit before this one, which this call marks; null (nothing is news) on a first visit or a failure. */
export const makeLastVisit =
  ({ api, device, sessions, clock }: Omit<BreachesDeps, 'api'> & { readonly api: Pick<AccountApi, 'markVisit'> }) =>
  async (): Promise<string | null> => {
    const answer = await api.markVisit();
    const kept =
      E.isLeft(answer) && serviceCannotKeep(answer.left)
        ? await onDeviceOf(sessions)((userId) => E.right(device.swapVisit(userId, new Date(clock.now()).toISOString())))
        : answer;
    return E.getOrElse((): string | null => null)(kept);
  };

export function makeBreaches({ api, device, sessions, clock }: BreachesDeps): Breaches {
  const onDevice = onDeviceOf(sessions);
  const kept =
    (keptOn: KeptOn) =>
    (progress: BreachProgress): KeptProgress => ({ progress, keptOn });

  return {
    status: readBreachStatus(api),
    readProgress: async () => {
      const answer = await api.getBreachProgress();
      if (E.isRight(answer) || !serviceCannotKeep(answer.left)) return E.map(kept('account'))(answer);
      return onDevice((userId) => E.right(kept('device')(device.read(userId))));
    },
    setFixed: async (breachKey, fixed) => {
      const answer = await api.setBreachFixed(breachKey, fixed);
      if (E.isRight(answer) || !serviceCannotKeep(answer.left)) return E.map(kept('account'))(answer);
      return onDevice((userId) => {
        const progress = withFixed(device.read(userId), breachKey, fixed, new Date(clock.now()).toISOString());
        // The browser refused to keep it (storage full or off): as good as no answer.
        return device.write(userId, progress) ? E.right(kept('device')(progress)) : E.left({ kind: 'Network' });
      });
    },
  };
}
