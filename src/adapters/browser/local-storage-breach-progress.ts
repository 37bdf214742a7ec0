import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { BreachProgressDevice } from '../../application/ports/breach-progress-device.port';
import { NO_PROGRESS, type BreachProgress } from '../../domain/breach/breach-progress';

/** Keyed by the user id, never the e-mail address (like the tokens). */
export const breachProgressKey = (userId: string): string => `protect.breachProgress.${userId}`;

const Kept = t.type({ fixed: t.array(t.type({ breachKey: t.string, fixedAt: t.string })) });

/** localStorage: it outlives the tab and a sign-out, as progress kept by the service would. */
export class LocalStorageBreachProgress implements BreachProgressDevice {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  read(userId: string): BreachProgress {
    try {
      const raw = this.storage.getItem(breachProgressKey(userId));
      if (raw === null) return NO_PROGRESS;
      const decoded = Kept.decode(JSON.parse(raw));
      return E.isRight(decoded) ? { fixed: decoded.right.fixed.map(({ breachKey, fixedAt }) => ({ breachKey, fixedAt })) } : NO_PROGRESS;
    } catch {
      return NO_PROGRESS;
    }
  }

  write(userId: string, progress: BreachProgress): boolean {
    try {
      this.storage.setItem(breachProgressKey(userId), JSON.stringify({ fixed: progress.fixed }));
      return true;
    } catch {
      return false;
    }
  }
}
