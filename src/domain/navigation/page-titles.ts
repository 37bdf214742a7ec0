// Every script on the page can read the title, so titles are a fixed set and never name what a person looks at.
import { i18n } from '../i18n';

export const PAGE_TITLES = {
  home: '',
  signIn: /*i18n*/ 'Sign in',
  signUp: /*i18n*/ 'Sign up',
  verifyCode: /*i18n*/ 'Enter your code',
  confirmSignUp: /*i18n*/ 'Confirm your e-mail address',
  plans: /*i18n*/ 'Choose your plan',
  dashboard: /*i18n*/ 'Dashboard',
  chatbot: /*i18n*/ 'Breach assistant',
  security: /*i18n*/ 'Sign-in and security',
  signing: /*i18n*/ 'Sign the removal authorisation',
  notFound: /*i18n*/ 'Page not found',
  error: /*i18n*/ 'Something went wrong',
  configError: /*i18n*/ 'Configuration error',
  offline: /*i18n*/ 'No connection',
  newVersion: /*i18n*/ 'A new version is ready',
  designSystem: /*i18n*/ 'Design system',
  demoQuery: /*i18n*/ 'Demo query',
  protectRequests: /*i18n*/ 'Protect requests',
} as const;
export type PageTitle = (typeof PAGE_TITLES)[keyof typeof PAGE_TITLES];

export const HOME_TITLE = /*i18n*/ 'Protect: your personal data, protected';

export const documentTitle = (page: PageTitle): string => (page ? i18n._('{page} · Protect', { page: i18n._(page) }) : i18n._(HOME_TITLE));

let known: { readonly locale: string; readonly titles: ReadonlySet<string> } | undefined;

export function safeDocumentTitle(title: string): string {
  if (known?.locale !== i18n.locale) known = { locale: i18n.locale, titles: new Set(Object.values(PAGE_TITLES).map(documentTitle)) };
  return known.titles.has(title) ? title : 'Protect';
}
