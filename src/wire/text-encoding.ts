// By hand because the domain may not use atob, TextDecoder or Buffer.
import * as O from 'fp-ts/Option';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function encodeUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  }
  return bytes;
}

function sequenceOf(lead: number): O.Option<{ length: number; bits: number; min: number }> {
  if (lead >= 0xc2 && lead <= 0xdf) return O.some({ length: 2, bits: lead & 0x1f, min: 0x80 });
  if (lead >= 0xe0 && lead <= 0xef) return O.some({ length: 3, bits: lead & 0x0f, min: 0x800 });
  if (lead >= 0xf0 && lead <= 0xf4) return O.some({ length: 4, bits: lead & 0x07, min: 0x10000 });
  return O.none;
}

const isScalarValue = (cp: number): boolean => cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);

/** Strict: overlong forms, surrogates, values above U+10FFFF and truncated sequences are none. */
export function decodeUtf8(bytes: readonly number[]): O.Option<string> {
  let text = '';
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      text += String.fromCharCode(lead);
      i += 1;
      continue;
    }
    const sequence = sequenceOf(lead);
    if (O.isNone(sequence)) return O.none;
    let cp = sequence.value.bits;
    for (let k = 1; k < sequence.value.length; k += 1) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return O.none;
      cp = (cp << 6) | (next & 0x3f);
    }
    if (cp < sequence.value.min || !isScalarValue(cp)) return O.none;
    text += String.fromCodePoint(cp);
    i += sequence.value.length;
  }
  return O.some(text);
}

export function encodeBase64Url(bytes: readonly number[]): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      text += BASE64URL.charAt((buffer >> bits) & 0x3f);
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? text + BASE64URL.charAt((buffer << (6 - bits)) & 0x3f) : text;
}

/** Padding is optional (then the length must be a multiple of 4); non-canonical trailing bits are none. */
export function decodeBase64Url(text: string): O.Option<number[]> {
  const unpadded = text.replace(/={1,2}$/, '');
  if (unpadded.length !== text.length && text.length % 4 !== 0) return O.none;
  if (unpadded.length % 4 === 1 || !/^[A-Za-z0-9_-]*$/.test(unpadded)) return O.none;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of unpadded) {
    buffer = (buffer << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
      buffer &= (1 << bits) - 1;
    }
  }
  return buffer === 0 ? O.some(bytes) : O.none;
}
