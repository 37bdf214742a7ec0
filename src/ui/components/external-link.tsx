import type { AnchorHTMLAttributes } from 'react';
import { Trans } from '@lingui/react/macro';

/** A link that leaves the app: new tab, no opener, no referrer (nothing of our URL leaks). */
export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
