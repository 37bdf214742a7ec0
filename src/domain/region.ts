import { countryName } from './format';

export const DEFAULT_REGION = 'US';

const REGION_CODE = /^[A-Z]{2}$/;

export function normalizeRegion(raw: string | null | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  return REGION_CODE.test(code) ? code : DEFAULT_REGION;
}

export function regionName(code: string): string {
  try {
    return countryName(code) ?? code;
  } catch {
    return code;
  }
}
