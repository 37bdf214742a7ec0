import { scrubLinkUrl, scrubVerifyCodeLink } from '../../src/start-up/verify-code-link';
import { encodeVerifyCodeToken } from '../../src/wire/verify-code-token';

const payload = { username: 'ada@example.com', code: '123456', userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10' };

describe('verify-code link scrubbing (spec §2)', () => {
  it('moves a valid token into the prefill and keeps from/next', () => {
    const search = `?token=${encodeVerifyCodeToken(payload)}&next=%2Fchatbot&from=%2Fsign-in`;

    expect(scrubLinkUrl('/verify-code', search)).toEqual({ cleanPath: '/verify-code?next=%2Fchatbot&from=%2Fsign-in', state: { prefill: payload } });
  });

  it('falls back to username and alias with an empty code when the token does not decode', () => {
    expect(scrubLinkUrl('/verify-code', '?token=garbage&username=ada%40example.com&authCodeUserAlias=abc')).toEqual({
      cleanPath: '/verify-code',
      state: { prefill: { username: 'ada@example.com', code: '', userAlias: 'abc' } },
    });
  });

  it.each([
    ['/verify-code', '?from=%2Fsign-in'],
    ['/sign-in', '?token=abc'],
  ])('leaves %s%s alone', (path, search) => {
    expect(scrubLinkUrl(path, search)).toBeNull();
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

describe('added-address link scrubbing (spec §2 /dashboard token)', () => {
  it('moves the token of an added address into state and keeps the other parameters', () => {
    const token = encodeVerifyCodeToken({ username: 'second@example.com', code: '654321', userAlias: payload.userAlias });

    expect(scrubLinkUrl('/dashboard', `?token=${token}&editProfile=true`)).toEqual({
      cleanPath: '/dashboard?editProfile=true',
      state: { emailVerify: { address: 'second@example.com', code: '654321' } },
    });
  });

  it('drops a token that does not decode, keeping nothing from it', () => {
    expect(scrubLinkUrl('/dashboard', '?token=nonsense')).toEqual({ cleanPath: '/dashboard', state: { emailVerify: { address: '', code: '' } } });
  });

  it('leaves a dashboard URL without a token alone, and still scrubs /verify-code', () => {
    expect(scrubLinkUrl('/dashboard', '?subscribed=true')).toBeNull();
    expect(scrubLinkUrl('/verify-code', '?username=ada%40example.com')).toEqual({
      cleanPath: '/verify-code',
      state: { prefill: { username: 'ada@example.com', code: '', userAlias: '' } },
    });
    expect(scrubLinkUrl('/verify-code', '')).toBeNull();
  });
});

describe('a sign-up confirmation link', () => {
  it.each(['/confirm-sign-up', '/confirm-sign-up/link'])('on %s: its token leaves the address for the screen state', (path) => {
    const token = encodeVerifyCodeToken({ username: 'ada@example.com', code: '123456', userAlias: payload.userAlias });

    expect(scrubLinkUrl(path, `?token=${token}&utm_source=mail`)).toEqual({
      cleanPath: `${path}?utm_source=mail`,
      state: { prefill: { username: 'ada@example.com', code: '123456', userAlias: payload.userAlias } },
    });
    expect(scrubLinkUrl(path, '?token=broken')).toEqual({ cleanPath: path, state: { prefill: { username: '', code: '', userAlias: '' } } });
    expect(scrubLinkUrl(path, '?utm_source=mail')).toBeNull();
  });
});
