import { scrubVerifyCodeLink, scrubVerifyCodeUrl } from '../../../src/adapters/browser/verify-code-link';
import { encodeVerifyCodeToken } from '../../../src/domain/auth/verify-code';

const payload = { username: 'ada@example.com', code: '123456', userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10' };

describe('verify-code link scrubbing (spec §2)', () => {
  it('moves a valid token into the prefill and keeps from/next', () => {
    const search = `?token=${encodeVerifyCodeToken(payload)}&next=%2Fchatbot&from=%2Fsign-in`;

    expect(scrubVerifyCodeUrl('/verify-code', search)).toEqual({ cleanPath: '/verify-code?next=%2Fchatbot&from=%2Fsign-in', prefill: payload });
  });

  it('falls back to username and alias with an empty code when the token does not decode', () => {
    expect(scrubVerifyCodeUrl('/verify-code', '?token=garbage&username=ada%40example.com&authCodeUserAlias=abc')).toEqual({
      cleanPath: '/verify-code',
      prefill: { username: 'ada@example.com', code: '', userAlias: 'abc' },
    });
  });

  it.each([
    ['/verify-code', '?from=%2Fsign-in'],
    ['/dashboard', '?token=abc'],
  ])('leaves %s%s alone', (path, search) => {
    expect(scrubVerifyCodeUrl(path, search)).toBeNull();
  });

  it('rewrites the history entry in place, before the router reads it', () => {
    const calls: unknown[][] = [];
    scrubVerifyCodeLink({
      location: { pathname: '/verify-code', search: `?token=${encodeVerifyCodeToken(payload)}` },
      history: { replaceState: (...args: unknown[]) => void calls.push(args) },
    });

    expect(calls).toEqual([[{ usr: { prefill: payload }, key: 'default', idx: 0 }, '', '/verify-code']]);
  });

  it('does nothing for other pages', () => {
    const calls: unknown[] = [];
    scrubVerifyCodeLink({ location: { pathname: '/', search: '' }, history: { replaceState: () => void calls.push(1) } });

    expect(calls).toEqual([]);
  });
});
