import * as t from 'io-ts';
import type { BreachProgressDevice } from '../../application/ports/breach-progress-device.port';
import { NO_PROGRESS, type BreachProgress } from '../../domain/breach/breach-progress';
import { readStored } from '../../wire/stored-json';

export const breachProgressKey = (userId: string): string => `protect.breachProgress.${userId}`;

const Kept = t.type({ fixed: t.array(t.type({ breachKey: t.string, fixedAt: t.string })) });

/** Outlives the tab and a sign-out, as progress kept by the service would. */
export class LocalStorageBreachProgress implements BreachProgressDevice {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  read(userId: string): BreachProgress {
    const { fixed } = readStored(this.storage, breachProgressKey(userId), Kept, NO_PROGRESS);
    return { fixed: fixed.map(({ breachKey, fixedAt }) => ({ breachKey, fixedAt })) };
  }

  swapVisit(userId: string, now: string): string | null {
    const key = `protect.lastVisit.${userId}`;
    const before = readStored(this.storage, key, t.string, '');
    this.put(key, now);
    return before === '' ? null : before;
  }

  write(userId: string, progress: BreachProgress): boolean {
    return this.put(breachProgressKey(userId), { fixed: progress.fixed });
  }

  private put(key: string, value: unknown): boolean {
    try {
      this.storage.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  }
}
