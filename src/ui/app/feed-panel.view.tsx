import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Feed } from '../app-services';

type FeedPanelProps<T> = {
  readonly feed: Feed<T>;
  readonly title: string;
  readonly className: string;
  readonly initiallyOpen: boolean;
  readonly children: (items: readonly T[]) => ReactNode;
};

/** An offline tool's panel: a live feed, shown or hidden, with the count when hidden. */
export function FeedPanel<T>({ feed, title, className, initiallyOpen, children }: FeedPanelProps<T>) {
  const [items, setItems] = useState<readonly T[]>(() => feed.list());
  const [open, setOpen] = useState(initiallyOpen);
  const titleId = useId();
  useEffect(() => feed.subscribe(setItems), [feed]);
  return (
    <aside className={className} role="region" aria-labelledby={titleId}>
      <div className="offline-inbox__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : `Show (${items.length})`}
        </button>
      </div>
      {open && children(items)}
    </aside>
  );
}
