import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { withFixed, type BreachProgress } from '../../domain/breach/breach-progress';
import type { HttpFailure } from '../../domain/http-failure';
import type { BreachProgressDevice } from '../ports/breach-progress-device.port';
import type { Clock } from '../ports/clock.port';
import type { ProtectionApi } from '../ports/protection-api.port';
import type { SessionSource } from '../ports/session-source.port';

/** Where the progress lives: with the account (every device), or only in this browser. */
type KeptOn = 'account' | 'device';

export type KeptProgress = { readonly progress: BreachProgress; readonly keptOn: KeptOn };

export type ReadBreachProgress = () => Promise<E.Either<HttpFailure, KeptProgress>>;
type SetBreachFixed = (breachKey: string, fixed: boolean) => Promise<E.Either<HttpFailure, KeptProgress>>;

export type BreachProgressUseCases = { readonly read: ReadBreachProgress; readonly setFixed: SetBreachFixed };

export type BreachProgressDeps = {
  readonly api: Pick<ProtectionApi, 'getBreachProgress' | 'setBreachFixed'>;
  readonly device: BreachProgressDevice;
  readonly sessions: SessionSource;
  readonly clock: Clock;
};

/**
 * A service without the progress extension answers 404 or 405 (API Gateway answers an unknown
 * resource with 403), or 501: progress is then kept in this browser, and says so.
 */
const NOT_KEPT_BY_SERVICE: ReadonlySet<number> = new Set([403, 404, 405, 501]);

const serviceCannotKeep = (failure: HttpFailure): boolean => failure.kind === 'Http' && NOT_KEPT_BY_SERVICE.has(failure.status);

export function makeBreachProgress({ api, device, sessions, clock }: BreachProgressDeps): BreachProgressUseCases {
  const onDevice = async <T>(withUser: (userId: string) => E.Either<HttpFailure, T>): Promise<E.Either<HttpFailure, T>> => {
    const session = await sessions.currentSession();
    return O.isNone(session) ? E.left({ kind: 'NoToken' }) : withUser(session.value.userId);
  };
  const fromDevice = (): Promise<E.Either<HttpFailure, KeptProgress>> => onDevice((userId) => E.right({ progress: device.read(userId), keptOn: 'device' }));
  const kept =
    (keptOn: KeptOn) =>
    (progress: BreachProgress): KeptProgress => ({ progress, keptOn });

  return {
    read: async () => {
      const answer = await api.getBreachProgress();
      return E.isLeft(answer) && serviceCannotKeep(answer.left) ? fromDevice() : E.map(kept('account'))(answer);
    },
    setFixed: async (breachKey, fixed) => {
      const answer = await api.setBreachFixed(breachKey, fixed);
      if (E.isRight(answer) || !serviceCannotKeep(answer.left)) return E.map(kept('account'))(answer);
      return onDevice((userId) => {
        const progress = withFixed(device.read(userId), breachKey, fixed, new Date(clock.now()).toISOString());
        // The browser refused to keep it (storage full or off): as good as no answer.
        return device.write(userId, progress) ? E.right({ progress, keptOn: 'device' }) : E.left({ kind: 'Network' });
      });
    },
  };
}
