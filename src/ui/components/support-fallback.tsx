import { ExternalLink } from './external-link';

export function SupportFallback({ homeUrl, id }: { homeUrl: string; id?: string }) {
  return (
    <p className="support-fallback" id={id} role="status">
      Our support chat isn’t available right now. You can still reach the team through the <ExternalLink href={homeUrl}>Protect help pages</ExternalLink>.
    </p>
  );
}
