import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icon';

export function Card({ title, id, icon, children }: { title: string; id: string; icon?: IconName; children: ReactNode }) {
  return (
    <section className={`card dash-card dash-card--${id}`} aria-labelledby={`${id}-title`}>
      {/* Focus lands here when a part of the card is read again, so it is never lost to the page. */}
      <h2 id={`${id}-title`} tabIndex={-1}>
        {icon && <Icon name={icon} size={22} />}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Skeleton({ label }: { label: string }) {
  return (
    <div className="skeleton" role="status">
      <span className="visually-hidden">Loading {label}…</span>
      <span className="skeleton__line" />
      <span className="skeleton__line skeleton__line--short" />
    </div>
  );
}

type FailedProps = { message?: string; what: string; cardId: string; onRetry: () => void; quiet?: boolean };

/** Plain words and a way to read it again; `quiet`: several parts failed, and the headline says so once, with the one Try again. */
export function Failed({ message, what, cardId, onRetry, quiet = false }: FailedProps) {
  const retry = () => {
    document.getElementById(`${cardId}-title`)?.focus();
    onRetry();
  };
  // The headline names what failed and offers the one Try again: the card only says it, once, quietly.
  if (quiet) return <p className="area-error area-error--quiet">Not loaded just now.</p>;
  return (
    <div className="area-error">
      <p>{message ?? `We could not load ${what} just now.`}</p>
      <button type="button" className="button button--small" onClick={retry}>
        Try again<span className="visually-hidden"> to load {what}</span>
      </button>
    </div>
  );
}
