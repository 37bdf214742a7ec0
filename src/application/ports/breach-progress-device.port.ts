import type { BreachProgress } from '../../domain/breach/breach-progress';

/** Progress kept in this browser, per user id, for a service that cannot keep it yet. Never throws. */
export interface BreachProgressDevice {
  /** No progress when nothing readable is kept. */
  read(userId: string): BreachProgress;
  /** False when the browser refused to keep it. */
  write(userId: string, progress: BreachProgress): boolean;
}
