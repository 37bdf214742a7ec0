import type { Either } from 'fp-ts/Either';

/** How a sign-out that left for the hosted sign-in pages came back: none was under way, it ended their session, or it did not. */
export type HostedSignOutReturn = 'none' | 'done' | 'failed';

/** The hosted sign-in pages' own session, ended at sign-out when they are configured. */
export interface HostedSignOut {
  /** Sends the browser to the hosted sign-out, which returns to the configured URL; Left when it cannot start (a foreign URL, the stand-in's fault). */
  start(): Promise<Either<'Failed', void>>;

  /** At start-up, once: the outcome of a sign-out this tab started, read from where the browser came back to. */
  takeReturn(): HostedSignOutReturn;
}
