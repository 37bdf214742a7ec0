import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { LogoMark } from '../components/logo';

export const PENDING_HINT_DELAY_MS = 15_000;

/** True once `on` has held for `delayMs` (at once for none). */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && (shown || delayMs <= 0);
}

/** `hintAfterMs`: when the long-wait message shows (the developer tools show it sooner). */
export function PendingView({ hintAfterMs = PENDING_HINT_DELAY_MS }: { hintAfterMs?: number }) {
  const slow = useDelayedFlag(true, hintAfterMs);
  return (
    <div className="pending" role="status" aria-live="polite">
      <LogoMark className="pending__logo" />
      <span className="visually-hidden">
        <Trans>Loading</Trans>
      </span>
      {slow && (
        <p className="pending__hint">
          <Trans>This is taking longer than expected. Please try again later.</Trans>
        </p>
      )}
    </div>
  );
}
