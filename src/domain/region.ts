export const DEFAULT_REGION = 'US';

const REGION_CODE = /^[A-Z]{2}$/;

export function normalizeRegion(raw: string | null | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  return REGION_CODE.test(code) ? code : DEFAULT_REGION;
}

export function regionFromLocale(locale: string | undefined): string {
  const match = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(locale ?? '');
  return normalizeRegion(match?.[1]);
}
