import { useEffect, useState } from 'react';
import { LogoMark } from '../components/logo';

export const PENDING_HINT_DELAY_MS = 15_000;

export function PendingView() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PENDING_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="pending" role="status" aria-live="polite">
      <LogoMark className="pending__logo" />
      <span className="visually-hidden">Loading</span>
      {slow && <p className="pending__hint">This is taking longer than expected. Please try again later.</p>}
    </div>
  );
}
