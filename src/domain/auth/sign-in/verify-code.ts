import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { decodeBase64Url, decodeUtf8, encodeBase64Url, encodeUtf8 } from '../../encoding/text-encoding';

export const VERIFY_CODE_LENGTH = 6;
export const MAX_VERIFY_CODE_TOKEN_LENGTH = 2048;

const FULL_WIDTH_ZERO = 0xff10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type VerifyCodePayload = { readonly username: string; readonly code: string; readonly userAlias: string };

export const isVerifyCode = (value: string): boolean => /^[0-9]{6}$/.test(value);
export const isUuid = (value: string): boolean => UUID.test(value);

/** Keeps the digits of a pasted code ('123 456', '123-456', full-width '１２３４５６') as ASCII, at most 6. */
export function normalizeOtpInput(raw: string): string {
  let digits = '';
  for (const char of raw) {
    const cp = char.codePointAt(0) as number;
    if (cp >= 0x30 && cp <= 0x39) digits += char;
    else if (cp >= FULL_WIDTH_ZERO && cp <= FULL_WIDTH_ZERO + 9) digits += String.fromCharCode(cp - FULL_WIDTH_ZERO + 0x30);
  }
  return digits.slice(0, VERIFY_CODE_LENGTH);
}

function parseJson(text: string): O.Option<unknown> {
  try {
    return O.some(JSON.parse(text));
  } catch {
    return O.none;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function toPayload(value: unknown): O.Option<VerifyCodePayload> {
  if (!isRecord(value)) return O.none;
  const { username, code, userAlias } = value;
  if (typeof username !== 'string' || typeof code !== 'string' || typeof userAlias !== 'string') return O.none;
  return isVerifyCode(code) && isUuid(userAlias) ? O.some({ username, code, userAlias }) : O.none;
}

export const decodeVerifyCodeToken = (token: string): O.Option<VerifyCodePayload> =>
  pipe(
    token.length > MAX_VERIFY_CODE_TOKEN_LENGTH ? O.none : O.some(token),
    O.flatMap(decodeBase64Url),
    O.flatMap(decodeUtf8),
    O.flatMap(parseJson),
    O.flatMap(toPayload),
  );

export const encodeVerifyCodeToken = (payload: VerifyCodePayload): string =>
  encodeBase64Url(encodeUtf8(JSON.stringify({ username: payload.username, code: payload.code, userAlias: payload.userAlias })));
