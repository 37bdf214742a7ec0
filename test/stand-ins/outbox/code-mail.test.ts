import * as O from 'fp-ts/Option';
import { decodeVerifyCodeToken } from '../../../src/wire/verify-code-token';
import { codeMail, withNewest } from '../../../src/stand-ins/outbox/code-mail';

const ALIAS = '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10';

describe('code mails', () => {
  it.each([
    ['signIn', 'Your Protect sign-in code', 'http://127.0.0.1:3000/verify-code'],
    ['addressCode', 'Confirm your e-mail address for Protect', 'http://127.0.0.1:3000/dashboard'],
  ] as const)('builds the %s mail with a link the app can read', (kind, subject, page) => {
    const mail = codeMail(kind, { to: 'ada@example.com', code: '123456', userAlias: ALIAS }, 'http://127.0.0.1:3000//');

    expect(mail).toMatchObject({ to: 'ada@example.com', subject, code: '123456' });
    const link = new URL(mail.magicLink);
    expect(`${link.origin}${link.pathname}`).toBe(page);
    expect(decodeVerifyCodeToken(link.searchParams.get('token') ?? '')).toEqual(O.some({ username: 'ada@example.com', code: '123456', userAlias: ALIAS }));
  });

  it('keeps the newest first and drops the oldest beyond the capacity', () => {
    expect(withNewest([2, 1], 3, 2)).toEqual([3, 2]);
    expect(withNewest([], 1, 2)).toEqual([1]);
  });
});
