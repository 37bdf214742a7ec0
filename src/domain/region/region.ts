// A person's region: a two-letter country code, 'US' when unknown.

export const DEFAULT_REGION = 'US';

/** An ISO 3166-1 alpha-2 code once upper-cased, e.g. 'US', 'GB'. */
const REGION_CODE = /^[A-Z]{2}$/;

/** Trimmed and upper-cased; anything that is not a two-letter code (empty, null, 'USA') is 'US'. */
export function normalizeRegion(raw: string | null | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  return REGION_CODE.test(code) ? code : DEFAULT_REGION;
}

/** The region for a new account from the browser's locale ('en-GB' → 'GB'). */
export function regionFromLocale(locale: string | undefined): string {
  const match = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(locale ?? '');
  return normalizeRegion(match?.[1]);
}
