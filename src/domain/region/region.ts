// The user's region (spec §3 "Region", §9 default 'US'). The support widget's region is configuration (composition/env.ts).

export const DEFAULT_REGION = 'US';

/** An ISO 3166-1 alpha-2 code once upper-cased, e.g. 'US', 'GB'. */
const REGION_CODE = /^[A-Z]{2}$/;

/** Trimmed and upper-cased; anything that is not a two-letter code (empty, null, 'USA') is 'US'. */
export function normalizeRegion(raw: string | null | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  return REGION_CODE.test(code) ? code : DEFAULT_REGION;
}
