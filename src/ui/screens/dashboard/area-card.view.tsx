import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** `label` (and Failed's `what`): what is loading, the object of a sentence ("your breaches"), from the catalogue. */
export function Skeleton({ label }: { label: string }) {
  return (
    <div className="skeleton" role="status">
      <span className="visually-hidden">
        <Trans comment="label: what is loading, e.g. “your breaches”">Loading {label}…</Trans>
      </span>
      <span className="skeleton__line" />
      <span className="skeleton__line skeleton__line--short" />
    </div>
  );
}

type FailedProps = { message?: string; what: string; cardId: string; onRetry: () => void; quiet?: boolean };

/** Plain words and a way to read it again; `quiet`: several parts failed, and the headline says so once, with the one Try again. */
export function Failed({ message, what, cardId, onRetry, quiet = false }: FailedProps) {
  const { t } = useLingui();
  const retry = () => {
    document.getElementById(`${cardId}-title`)?.focus();
    onRetry();
  };
  // The headline names what failed and offers the one Try again: the card only says it, once, quietly.
  if (quiet)
    return (
      <p className="area-error area-error--quiet">
        <Trans>Not loaded just now.</Trans>
      </p>
    );
  return (
    <div className="area-error">
      <p>{message ?? t({ message: `We could not load ${what} just now.`, comment: 'what: what could not be loaded, e.g. “your breaches”' })}</p>
      <button type="button" className="button button--small" onClick={retry}>
        <Trans comment="what: what could not be loaded, e.g. “your breaches”">
          Try again<span className="visually-hidden"> to load {what}</span>
        </Trans>
      </button>
    </div>
  );
}
