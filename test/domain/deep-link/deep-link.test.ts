import fc from 'fast-check';
import { buildDeepLinkRoute, isLinkServiceParam, type DeepLinkData } from '../../../src/domain/deep-link/deep-link';
import { ROUTES } from '../../../src/domain/navigation/routes';

const clicked = (data: DeepLinkData): DeepLinkData => ({ '+clicked_branch_link': true, ...data });

describe('buildDeepLinkRoute (spec §2 "Deep links")', () => {
  it('does nothing unless the data marks a clicked link', () => {
    expect(buildDeepLinkRoute({ $deeplink_path: '/dashboard' })).toBeNull();
    expect(buildDeepLinkRoute({ '+clicked_branch_link': false, $deeplink_path: '/dashboard' })).toBeNull();
  });

  it('prefers the desktop deeplink path and copies extra parameters', () => {
    const result = buildDeepLinkRoute(
      clicked({ $desktop_deeplink_path: '/chatbot', $deeplink_path: '/dashboard', breach_name: 'Adobe', source: 'hibp', '~channel': 'email', $marketing: 'x' }),
    );

    expect(result?.route).toBe('/chatbot?breach_name=Adobe&source=hibp');
    expect(result?.payload.linkAddedQueryParams).toEqual({ breach_name: 'Adobe', source: 'hibp' });
    expect(result?.payload.branchLinkQueryParams).toBe('/chatbot');
    expect(result?.payload.finalDeepLink).toBe('/chatbot?breach_name=Adobe&source=hibp');
  });

  it('falls back to the deeplink path, accepting one without a leading slash', () => {
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: 'dashboard?subscribed=true' }))?.route).toBe('/dashboard?subscribed=true');
  });

  it.each(['https://evil.example/dashboard', '//evil.example', '/admin', '/dashboard\\x', '/dashboard#x', 42])(
    'refuses the path %j',
    (path) => {
      expect(buildDeepLinkRoute(clicked({ $deeplink_path: path }))).toBeNull();
    },
  );

  it('never copies next, tokens, codes or identities, and redacts them from the event', () => {
    const result = buildDeepLinkRoute(
      clicked({ $deeplink_path: '/dashboard?token=abc&editProfile=true', next: '//evil', code: '123456', username: 'ada@example.com', authCodeUserAlias: 'x', subscribed: true }),
    );

    expect(result?.route).toBe('/dashboard?editProfile=true&subscribed=true');
    expect(result?.payload.branchLinkQueryParams).toBe('/dashboard?editProfile=true');
    expect(result?.payload.branchEvent).toMatchObject({ next: '[redacted]', code: '[redacted]', username: '[redacted]' });
    expect(JSON.stringify(result?.payload)).not.toMatch(/123456|ada@example\.com|abc/);
  });

  it('skips null extras', () => {
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: '/dashboard', ref: null }))?.route).toBe('/dashboard');
  });

  it.each([['~feature', true], ['+is_first_session', true], ['$og_title', true], ['breach_name', false]])('%s belongs to the link service: %s', (name, expected) => {
    expect(isLinkServiceParam(name)).toBe(expected);
  });

  it('always lands on one of our routes with no service or sensitive parameter, for any data', () => {
    const key = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('~a', '+b', '$c', 'next', 'token', 'code', 'email', 'breach_name'));
    const value = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
    const path = fc.oneof(fc.constantFrom(...Object.values(ROUTES)), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(fc.dictionary(key, value), path, (extra, p) => {
        const result = buildDeepLinkRoute({ ...extra, '+clicked_branch_link': true, $deeplink_path: p });
        if (result === null) return;
        const url = new URL(result.route, 'https://app.example');
        expect(url.origin).toBe('https://app.example');
        expect(Object.values(ROUTES)).toContain(url.pathname);
        for (const name of url.searchParams.keys()) {
          expect(name).not.toMatch(/^[~+$]/);
          expect(name).not.toMatch(/^(next|from|token|code|username|authcodeuseralias|email|password)$/i);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
