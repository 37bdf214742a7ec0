import type { ReactNode } from 'react';

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={`card dash-card dash-card--${id}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
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

export const Failed = ({ message }: { message: string }) => <p className="area-error">We could not load this right now. {message}</p>;
