export const DEFAULT_REGION = 'US';

const REGION_CODE = /^[A-Z]{2}$/;

export function normalizeRegion(raw: string | null | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  return REGION_CODE.test(code) ? code : DEFAULT_REGION;
}

let names: Intl.DisplayNames | undefined;

/** The country's name in words ("United Kingdom" for GB); the code itself when none is known. */
export function regionName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
