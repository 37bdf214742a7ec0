// Every script on the page can read the title, so titles are a fixed set and never name what a person looks at.

export const PAGE_TITLES = [
  '',
  'Sign in',
  'Sign up',
  'Enter your code',
  'Confirm your e-mail address',
  'Choose your plan',
  'Dashboard',
  'Breach assistant',
  'Sign-in and security',
  'Sign the removal authorisation',
  'Page not found',
  'Something went wrong',
  'Configuration error',
  'No connection',
  'A new version is ready',
  'Design system',
  'Demo query',
  'Protect requests',
] as const;
export type PageTitle = (typeof PAGE_TITLES)[number];

export const HOME_TITLE = 'Protect: your personal data, protected';

export const documentTitle = (page: PageTitle): string => (page ? `${page} · Protect` : HOME_TITLE);

const KNOWN_TITLES: ReadonlySet<string> = new Set(PAGE_TITLES.map(documentTitle));

export const safeDocumentTitle = (title: string): string => (KNOWN_TITLES.has(title) ? title : 'Protect');
