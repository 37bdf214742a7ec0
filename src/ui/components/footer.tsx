import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../../domain/language';
import type { ExternalLinks } from '../../domain/navigation/external-links';
import { ExternalLink } from './external-link';

export type FooterProps = {
  readonly links: Pick<ExternalLinks, 'privacyPolicy' | 'noticeOfIncentive' | 'howToEarn' | 'social'>;
  /** 'Earn' is for signed-in people only (ADR 006). */
  readonly signedIn: boolean;
  readonly year: number;
  readonly language: Language;
  readonly onLanguage: (language: Language) => void;
};

/** Our own simple drawings of the four marks, on a 24-unit grid, in the link's colour (light and dark). */
const ICONS: Record<keyof ExternalLinks['social'], ReactNode> = {
  facebook: (
    <path d="M13.4 21v-7.6H16l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21h3.1Z" fill="currentColor" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4.6l11.4 16h-4.6L4 4Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="m19.2 4-6.1 6.9M10.9 13.1 4.8 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="8" cy="8" r="1.3" fill="currentColor" />
      <path d="M8 11v6M11.8 17v-6M11.8 13.8c0-1.7 1-2.9 2.5-2.9s2.3 1 2.3 2.8V17" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};

const NAMES: Record<keyof ExternalLinks['social'], string> = { facebook: 'Facebook', instagram: 'Instagram', x: 'X', linkedin: 'LinkedIn' };

export function Footer({ links, signedIn, year, language, onLanguage }: FooterProps) {
  const { t } = useLingui();
  return (
    <footer className="site-footer">
      <nav aria-label={t`Legal and rewards`} className="site-footer__links">
        <ExternalLink href={links.privacyPolicy}>
          <Trans>Privacy policy</Trans>
        </ExternalLink>
        <ExternalLink href={links.noticeOfIncentive}>
          <Trans>Notice of incentive</Trans>
        </ExternalLink>
        {signedIn && (
          <ExternalLink href={links.howToEarn}>
            <Trans>Earn</Trans>
          </ExternalLink>
        )}
      </nav>
      <label className="site-footer__language">
        <Trans>Language</Trans>
        <select value={language} onChange={(event) => onLanguage(event.target.value as Language)}>
          {(Object.keys(LANGUAGES) as Language[]).map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGES[code].name}
            </option>
          ))}
        </select>
      </label>
      <ul className="site-footer__social" aria-label={t`Social profiles`}>
        {(Object.entries(NAMES) as [keyof typeof NAMES, string][]).map(([key, name]) => (
          <li key={key}>
            <a href={links.social[key]} target="_blank" rel="noopener noreferrer" aria-label={t`Protect on ${name}`} className="social-link">
              <svg className="social-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                {ICONS[key]}
              </svg>
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">
        © <span className="site-footer__year">{year}</span> Protect
      </p>
    </footer>
  );
}
