import * as O from 'fp-ts/Option';

export const VERIFY_CODE_LENGTH = 6;

const FULL_WIDTH_ZERO = 0xff10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type VerifyCodePayload = { readonly username: string; readonly code: string; readonly userAlias: string };

export const isVerifyCode = (value: string): boolean => /^[0-9]{6}$/.test(value);
export const isUuid = (value: string): boolean => UUID.test(value);

/** Keeps a pasted code's digits ('123 456', full-width '１２３４５６') as ASCII, at most 6. */
export function normalizeOtpInput(raw: string): string {
  let digits = '';
  for (const char of raw) {
    const cp = char.codePointAt(0) as number;
    if (cp >= 0x30 && cp <= 0x39) digits += char;
    else if (cp >= FULL_WIDTH_ZERO && cp <= FULL_WIDTH_ZERO + 9) digits += String.fromCharCode(cp - FULL_WIDTH_ZERO + 0x30);
  }
  return digits.slice(0, VERIFY_CODE_LENGTH);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function toVerifyCodePayload(value: unknown): O.Option<VerifyCodePayload> {
  if (!isRecord(value)) return O.none;
  const { username, code, userAlias } = value;
  if (typeof username !== 'string' || typeof code !== 'string' || typeof userAlias !== 'string') return O.none;
  return isVerifyCode(code) && isUuid(userAlias) ? O.some({ username, code, userAlias }) : O.none;
}
