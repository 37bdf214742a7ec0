// The user's region (spec §3 "Region", §9 default 'US') and the support widget's data-centre region (spec §1).

export const DEFAULT_REGION = 'US';

/** An ISO 3166-1 alpha-2 code once upper-cased, e.g. 'US', 'GB'. */
const REGION_CODE = /^[A-Z]{2}$/;

/** Trimmed and upper-cased; anything that is not a two-letter code (empty, null, 'USA') is 'US'. */
export function normalizeRegion(raw: string | null | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  return REGION_CODE.test(code) ? code : DEFAULT_REGION;
}

export const WIDGET_REGIONS = ['us', 'eu', 'ap'] as const;
export type WidgetRegion = (typeof WIDGET_REGIONS)[number];

/** Spec §1: the support widget runs in 'us', 'eu' or 'ap'; anything else (or nothing) is 'us'. */
export function normalizeWidgetRegion(raw: string | null | undefined): WidgetRegion {
  const region = (raw ?? '').trim().toLowerCase();
  return WIDGET_REGIONS.find((candidate) => candidate === region) ?? 'us';
}
