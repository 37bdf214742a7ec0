import type { ExternalLinks } from '../../domain/navigation/external-links';
import { ExternalLink } from './external-link';

export type FooterProps = {
  readonly links: ExternalLinks;
  /** 'Earn' is for signed-in people only (ADR 006). */
  readonly signedIn: boolean;
  readonly year: number;
};

const SOCIAL: readonly { key: keyof ExternalLinks['social']; label: string; glyph: string }[] = [
  { key: 'facebook', label: 'Protect on Facebook', glyph: 'f' },
  { key: 'instagram', label: 'Protect on Instagram', glyph: 'ig' },
  { key: 'x', label: 'Protect on X', glyph: 'X' },
  { key: 'linkedin', label: 'Protect on LinkedIn', glyph: 'in' },
];

export function Footer({ links, signedIn, year }: FooterProps) {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal and rewards" className="site-footer__links">
        <ExternalLink href={links.privacyPolicy}>Privacy policy</ExternalLink>
        <ExternalLink href={links.noticeOfIncentive}>Notice of incentive</ExternalLink>
        {signedIn && <ExternalLink href={links.howToEarn}>Earn</ExternalLink>}
      </nav>
      <ul className="site-footer__social" aria-label="Social profiles">
        {SOCIAL.map(({ key, label, glyph }) => (
          <li key={key}>
            <a href={links.social[key]} target="_blank" rel="noopener noreferrer" aria-label={label} className="social-link">
              <span aria-hidden="true">{glyph}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">© {year} Protect</p>
    </footer>
  );
}
