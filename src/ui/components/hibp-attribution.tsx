import { Trans } from '@lingui/react/macro';
import { ExternalLink } from './external-link';

/** The CC BY 4.0 attribution shown wherever breach data appears. */
export function HibpAttribution() {
  return (
    <p className="attribution">
      <Trans>
        Breach data: <ExternalLink href="https://haveibeenpwned.com">Have I Been Pwned</ExternalLink>, licensed under{' '}
        <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</ExternalLink>. Explanations are ours, written from its facts.
      </Trans>
    </p>
  );
}
