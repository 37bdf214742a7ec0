import { useEffect, useState } from 'react';
import { LogoMark } from '../components/logo';

export const PENDING_HINT_DELAY_MS = 15_000;

/** `hintAfterMs`: when the long-wait message shows (the developer tools show it sooner). */
export function PendingView({ hintAfterMs = PENDING_HINT_DELAY_MS }: { hintAfterMs?: number }) {
  const [slow, setSlow] = useState(hintAfterMs <= 0);
  useEffect(() => {
    if (hintAfterMs <= 0) return undefined;
    const timer = setTimeout(() => setSlow(true), hintAfterMs);
    return () => clearTimeout(timer);
  }, [hintAfterMs]);
  return (
    <div className="pending" role="status" aria-live="polite">
      <LogoMark className="pending__logo" />
      <span className="visually-hidden">Loading</span>
      {slow && <p className="pending__hint">This is taking longer than expected. Please try again later.</p>}
    </div>
  );
}
