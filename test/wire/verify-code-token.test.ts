import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import type { VerifyCodePayload } from '../../src/domain/auth/sign-in/verify-code';
import { MAX_VERIFY_CODE_TOKEN_LENGTH, decodeVerifyCodeToken, encodeVerifyCodeToken } from '../../src/wire/verify-code-token';

const ALIAS = '9d7c3f5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const payload: VerifyCodePayload = { username: 'ada@example.com', code: '123456', userAlias: ALIAS };
/** An independent encoder: Node's base64url of the JSON. */
const tokenOf = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const arbPayload = fc.record({ username: fc.string({ unit: 'binary', maxLength: 200 }), code: fc.stringMatching(/^[0-9]{6}$/), userAlias: fc.uuid() });

const isValidPayload = (value: VerifyCodePayload): boolean =>
  typeof value.username === 'string' && /^[0-9]{6}$/.test(value.code) && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value.userAlias);

describe('decodeVerifyCodeToken', () => {
  it('decodes a token built by another encoder', () => {
    expect(decodeVerifyCodeToken(tokenOf(payload))).toEqual(O.some(payload));
  });

  it('tolerates padding', () => {
    const values = ['ad@example.com', 'ada@example.com', 'adam@example.com'].map((username) => ({ ...payload, username }));
    const padded = values.map((value) => Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'));
    expect(padded.filter((token) => token.endsWith('='))).toHaveLength(2);
    expect(padded.map(decodeVerifyCodeToken)).toEqual(values.map(O.some));
  });

  it.each<[string, unknown]>([
    ['a 5-digit code', { ...payload, code: '12345' }],
    ['an alias that is not a uuid', { ...payload, userAlias: 'not-a-uuid' }],
    ['null', null],
  ])('refuses a payload with %s', (_, value) => {
    expect(decodeVerifyCodeToken(tokenOf(value))).toEqual(O.none);
  });

  it.each([
    ['an empty token', ''],
    ['text that is not base64url', 'not a token!'],
    ['base64url of text that is not JSON', Buffer.from('hello').toString('base64url')],
    ['base64url of invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')],
  ])('refuses %s', (_, token) => {
    expect(decodeVerifyCodeToken(token)).toEqual(O.none);
  });

  it('refuses a token over 2 KB before decoding it, even with a valid payload', () => {
    const token = tokenOf({ ...payload, username: 'a'.repeat(1600) });
    expect(token.length).toBeGreaterThan(MAX_VERIFY_CODE_TOKEN_LENGTH);
    expect(decodeVerifyCodeToken(token)).toEqual(O.none);
    expect(decodeVerifyCodeToken(tokenOf({ ...payload, username: 'a'.repeat(1400) }))).not.toEqual(O.none);
  });

  it('round-trips every valid payload', () => {
    fc.assert(
      fc.property(arbPayload, (value) => {
        expect(decodeVerifyCodeToken(encodeVerifyCodeToken(value))).toEqual(O.some(value));
        expect(encodeVerifyCodeToken(value)).toBe(tokenOf(value));
      }),
    );
  });

  it('never throws and never yields an invalid payload for arbitrary strings', () => {
    const base64urlText = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_='), maxLength: 120 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), base64urlText), (token) => {
        const decoded = decodeVerifyCodeToken(token);
        expect(O.isNone(decoded) || isValidPayload(decoded.value)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('never yields an invalid payload for arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const decoded = decodeVerifyCodeToken(tokenOf(value));
        expect(O.isNone(decoded) || isValidPayload(decoded.value)).toBe(true);
      }),
    );
  });
});
