import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { decodeBase64Url, decodeUtf8, encodeBase64Url, encodeUtf8 } from '../../src/wire/text-encoding';

// Node's Buffer is the independent oracle here.
const bytesOf = (array: Uint8Array): number[] => [...array];
const bytesIn = (decoded: O.Option<Uint8Array>): O.Option<number[]> => O.map(bytesOf)(decoded);

describe('UTF-8', () => {
  it.each([
    ['', []],
    ['A', [0x41]],
    ['é', [0xc3, 0xa9]],
    ['€', [0xe2, 0x82, 0xac]],
    ['😀', [0xf0, 0x9f, 0x98, 0x80]],
    ['\ufeffA', [0xef, 0xbb, 0xbf, 0x41]],
    ['\u007f\u0080\u07ff\u0800\uffff', [0x7f, 0xc2, 0x80, 0xdf, 0xbf, 0xe0, 0xa0, 0x80, 0xef, 0xbf, 0xbf]],
  ])('encodes and decodes %j', (text, bytes) => {
    expect(bytesOf(encodeUtf8(text))).toEqual(bytes);
    expect(decodeUtf8(Uint8Array.from(bytes))).toEqual(O.some(text));
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong 2-byte form', [0xc0, 0x80]],
    ['another overlong 2-byte form', [0xc1, 0xbf]],
    ['an overlong 3-byte form', [0xe0, 0x80, 0x80]],
    ['an overlong 4-byte form', [0xf0, 0x8f, 0xbf, 0xbf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['an invalid lead byte', [0xf5, 0x80, 0x80, 0x80]],
    ['0xFF', [0xff]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['a bad continuation byte', [0xe2, 0x28, 0xa1]],
  ])('refuses %s', (_, bytes) => {
    expect(decodeUtf8(Uint8Array.from(bytes))).toEqual(O.none);
  });

  it('encodes like Node for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(bytesOf(encodeUtf8(text))).toEqual(bytesOf(Buffer.from(text, 'utf8')));
        expect(decodeUtf8(encodeUtf8(text))).toEqual(O.some(text));
      }),
    );
  });

  it('accepts exactly the byte sequences that are valid UTF-8', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (array) => {
        const text = Buffer.from(array).toString('utf8');
        const valid = Buffer.from(text, 'utf8').equals(Buffer.from(array));
        expect(decodeUtf8(array)).toEqual(valid ? O.some(text) : O.none);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('base64url', () => {
  it.each([
    [[], ''],
    [[0], 'AA'],
    [[0xfb, 0xff], '-_8'],
    [[0x66, 0x6f, 0x6f], 'Zm9v'],
  ])('encodes %j as %j', (bytes, text) => {
    expect(encodeBase64Url(Uint8Array.from(bytes))).toBe(text);
    expect(bytesIn(decodeBase64Url(text))).toEqual(O.some(bytes));
  });

  it('matches Node and round-trips, with or without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (array) => {
        const bytes = bytesOf(array);
        const padded = Buffer.from(array).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
        expect(encodeBase64Url(array)).toBe(Buffer.from(array).toString('base64url'));
        expect(bytesIn(decodeBase64Url(encodeBase64Url(array)))).toEqual(O.some(bytes));
        expect(bytesIn(decodeBase64Url(padded))).toEqual(O.some(bytes));
      }),
    );
  });

  it.each([
    ['a length of 4n+1', 'A'],
    ['a standard-alphabet character', 'ab+/'],
    ['a space', 'Zm 9v'],
    ['padding on a length that is not a multiple of 4', 'AA='],
    ['three padding characters', 'A==='],
    ['padding alone', '=='],
    ['padding in the middle', 'AA==AA'],
    ['non-zero unused bits', 'AB'],
  ])('refuses %s (%j)', (_, text) => {
    expect(decodeBase64Url(text)).toEqual(O.none);
  });
});
