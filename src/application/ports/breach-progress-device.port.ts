import type { BreachProgress } from '../../domain/breach/breach-progress';

/** What a service that cannot keep it yet has kept in this browser instead, per user id: breach progress, the last visit. Never throws. */
export interface BreachProgressDevice {
  /** No progress when nothing readable is kept. */
  read(userId: string): BreachProgress;
  /** False when the browser refused to keep it. */
  write(userId: string, progress: BreachProgress): boolean;
  /** Keeps `now` as the last visit and gives the one before (null on the first, or when unreadable). */
  swapVisit(userId: string, now: string): string | null;
}
