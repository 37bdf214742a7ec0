import * as O from 'fp-ts/Option';

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export const encodeUtf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export function decodeUtf8(bytes: Uint8Array): O.Option<string> {
  try {
    return O.some(UTF8.decode(bytes));
  } catch {
    return O.none;
  }
}

export const encodeBase64Url = (bytes: Uint8Array): string =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Padding is optional; any text that is not the canonical encoding of its bytes is none. */
export function decodeBase64Url(text: string): O.Option<Uint8Array> {
  const unpadded = text.replace(/={1,2}$/, '');
  if ((unpadded !== text && text.length % 4 !== 0) || unpadded.length % 4 === 1 || !/^[\w-]*$/.test(unpadded)) return O.none;
  const binary = atob(unpadded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return encodeBase64Url(bytes) === unpadded ? O.some(bytes) : O.none;
}
