// Where a sign-in was headed (`/sign-in?next=…`), kept for the sign-in state's lifetime (spec §9: 180 s)
// so the e-mailed magic link — which cannot carry `next`, and may open in another tab — still lands
// there. localStorage, because the link may open in a new tab; the path is validated again on use.
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import type { Clock } from '../../application/ports/clock.port';

export const PENDING_DESTINATION_KEY = 'protect.pendingDestination';
export const PENDING_DESTINATION_TTL_MS = 180_000;

const Stored = t.type({ path: t.string, until: t.number });

export type PendingDestination = {
  remember(path: string): void;
  /** The remembered path once, if still fresh; it is forgotten either way. */
  recall(): string | null;
};

export function storagePendingDestination(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, clock: Clock): PendingDestination {
  return {
    remember: (path) => storage.setItem(PENDING_DESTINATION_KEY, JSON.stringify({ path, until: clock.now() + PENDING_DESTINATION_TTL_MS })),
    recall: () => {
      const raw = storage.getItem(PENDING_DESTINATION_KEY);
      storage.removeItem(PENDING_DESTINATION_KEY);
      if (raw === null) return null;
      try {
        const decoded = Stored.decode(JSON.parse(raw));
        return E.isRight(decoded) && decoded.right.until > clock.now() ? decoded.right.path : null;
      } catch {
        return null;
      }
    },
  };
}
