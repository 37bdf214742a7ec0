import { useId, type ReactNode } from 'react';

export function MessagePage({ title, children, actions, after }: { title: string; children: ReactNode; actions?: ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <section className="message-page" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {children}
      {actions && <div className="actions">{actions}</div>}
      {after}
    </section>
  );
}
