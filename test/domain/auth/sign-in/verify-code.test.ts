import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  VERIFY_CODE_LENGTH,
  type VerifyCodePayload,
  isUuid,
  isVerifyCode,
  normalizeOtpInput,
  toVerifyCodePayload,
} from '../../../../src/domain/auth/sign-in/verify-code';

const ALIAS = '9d7c3f5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const payload: VerifyCodePayload = { username: 'ada@example.com', code: '123456', userAlias: ALIAS };

const isValidPayload = (value: VerifyCodePayload): boolean =>
  typeof value.username === 'string' && /^[0-9]{6}$/.test(value.code) && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value.userAlias);

describe('toVerifyCodePayload', () => {
  it('ignores other keys', () => {
    expect(toVerifyCodePayload({ ...payload, next: '/dashboard' })).toEqual(O.some(payload));
  });

  it('accepts an upper-case uuid and non-ASCII usernames', () => {
    const value = { username: 'zoë@exämple.com', code: '000000', userAlias: ALIAS.toUpperCase() };
    expect(toVerifyCodePayload(value)).toEqual(O.some(value));
  });

  it.each<[string, unknown]>([
    ['a 5-digit code', { ...payload, code: '12345' }],
    ['a 7-digit code', { ...payload, code: '1234567' }],
    ['a code with a letter', { ...payload, code: '12345a' }],
    ['full-width digits', { ...payload, code: '１２３４５６' }],
    ['a numeric code', { ...payload, code: 123456 }],
    ['a code with a newline', { ...payload, code: '123456\n' }],
    ['an alias that is not a uuid', { ...payload, userAlias: 'not-a-uuid' }],
    ['an alias without dashes', { ...payload, userAlias: ALIAS.replace(/-/g, '') }],
    ['an alias with a non-hex digit', { ...payload, userAlias: ALIAS.replace('9', 'g') }],
    ['a missing username', { code: payload.code, userAlias: ALIAS }],
    ['a numeric username', { ...payload, username: 42 }],
    ['a missing alias', { username: payload.username, code: payload.code }],
    ['an array', [payload]],
    ['null', null],
    ['a string', 'token'],
  ])('refuses a payload with %s', (_, value) => {
    expect(toVerifyCodePayload(value)).toEqual(O.none);
  });

  it('never yields an invalid payload for arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const decoded = toVerifyCodePayload(value);
        expect(O.isNone(decoded) || isValidPayload(decoded.value)).toBe(true);
      }),
    );
  });
});

describe('isVerifyCode and isUuid', () => {
  it('needs exactly 6 ASCII digits', () => {
    expect(VERIFY_CODE_LENGTH).toBe(6);
    expect(isVerifyCode('012345')).toBe(true);
    expect(isVerifyCode('٠١٢٣٤٥')).toBe(false);
  });

  it('reads the 8-4-4-4-12 hex form', () => {
    expect(isUuid(ALIAS)).toBe(true);
    expect(isUuid(`${ALIAS}0`)).toBe(false);
  });
});

describe('normalizeOtpInput', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['１２３４５６', '123456'],
    ['１２３ ４５６', '123456'],
    [' 12 34 56 78', '123456'],
    ['Your code is 042137.', '042137'],
    ['12', '12'],
    ['', ''],
    ['abc', ''],
    ['٠١٢', ''],
  ])('turns %j into %j', (raw, expected) => {
    expect(normalizeOtpInput(raw)).toBe(expected);
  });

  it('always yields at most 6 ASCII digits, the first ones typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const digits = [...raw].flatMap((char) => {
          const cp = char.codePointAt(0) as number;
          if (cp >= 0x30 && cp <= 0x39) return [char];
          return cp >= 0xff10 && cp <= 0xff19 ? [String(cp - 0xff10)] : [];
        });
        expect(normalizeOtpInput(raw)).toBe(digits.join('').slice(0, 6));
        expect(normalizeOtpInput(raw)).toMatch(/^[0-9]{0,6}$/);
      }),
    );
  });

  it('keeps up to 6 ASCII digits as they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,6}$/), (code) => {
        expect(normalizeOtpInput(code)).toBe(code);
      }),
    );
  });
});
