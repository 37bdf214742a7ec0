// Every script on the page can read the title, so titles are a fixed set and never name what a person looks at.
import { i18n } from '../i18n';

export const PAGE_TITLES = [
  '',
  /*i18n*/ 'Sign in',
  /*i18n*/ 'Sign up',
  /*i18n*/ 'Enter your code',
  /*i18n*/ 'Confirm your e-mail address',
  /*i18n*/ 'Choose your plan',
  /*i18n*/ 'Dashboard',
  /*i18n*/ 'Breach assistant',
  /*i18n*/ 'Sign-in and security',
  /*i18n*/ 'Sign the removal authorisation',
  /*i18n*/ 'Page not found',
  /*i18n*/ 'Something went wrong',
  /*i18n*/ 'Configuration error',
  /*i18n*/ 'No connection',
  /*i18n*/ 'A new version is ready',
  /*i18n*/ 'Design system',
  /*i18n*/ 'Demo query',
  /*i18n*/ 'Protect requests',
] as const;
export type PageTitle = (typeof PAGE_TITLES)[number];

export const HOME_TITLE = /*i18n*/ 'Protect: your personal data, protected';

export const documentTitle = (page: PageTitle): string => (page ? i18n._('{page} · Protect', { page: i18n._(page) }) : i18n._(HOME_TITLE));

let known: { readonly locale: string; readonly titles: ReadonlySet<string> } | undefined;

export function safeDocumentTitle(title: string): string {
  if (known?.locale !== i18n.locale) known = { locale: i18n.locale, titles: new Set(PAGE_TITLES.map(documentTitle)) };
  return known.titles.has(title) ? title : 'Protect';
}
