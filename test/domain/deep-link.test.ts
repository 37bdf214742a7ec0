import fc from 'fast-check';
import { LINK_PARAMS, buildDeepLinkRoute, carriesLinkData, isSensitiveParam, type DeepLinkData } from '../../src/domain/deep-link';
import { ROUTES } from '../../src/domain/navigation/routes';

const clicked = (data: DeepLinkData): DeepLinkData => ({ '+clicked_branch_link': true, ...data });

describe('buildDeepLinkRoute', () => {
  it('does nothing unless the data marks a clicked link', () => {
    expect(buildDeepLinkRoute({ $deeplink_path: '/dashboard' })).toBeNull();
    expect(buildDeepLinkRoute({ '+clicked_branch_link': false, $deeplink_path: '/dashboard' })).toBeNull();
  });

  it('prefers the desktop deeplink path and copies only campaign parameters', () => {
    const result = buildDeepLinkRoute(
      clicked({
        $desktop_deeplink_path: '/chatbot',
        $deeplink_path: '/dashboard',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        '~channel': 'email',
        $marketing: 'x',
      }),
    );

    expect(result?.route).toBe('/chatbot?utm_source=newsletter&utm_campaign=spring');
    expect(result?.payload.linkAddedQueryParams).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(result?.payload.branchLinkQueryParams).toBe('/chatbot');
    expect(result?.payload.finalDeepLink).toBe('/chatbot?utm_source=newsletter&utm_campaign=spring');
  });

  it('falls back to the deeplink path, accepting one without a leading slash', () => {
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: 'dashboard?utm_medium=email' }))?.route).toBe('/dashboard?utm_medium=email');
  });

  it('never lets link data set a parameter that changes what a route does: dialogs, signing, breaches, banners', () => {
    const result = buildDeepLinkRoute(
      clicked({
        $deeplink_path: '/dashboard?editProfile=true&docusealSlug=abc&utm_content=hero',
        editProfile: 'true',
        subscribed: true,
        signed: 'true',
        docusealSlug: 'slug',
        breach_name: 'Adobe',
        source: 'hibp',
        utm_term: 'privacy',
      }),
    );

    expect(result?.route).toBe('/dashboard?utm_content=hero&utm_term=privacy');
    expect(result?.payload.branchLinkQueryParams).toBe('/dashboard?utm_content=hero');
    expect(result?.payload.linkAddedQueryParams).toEqual({ utm_term: 'privacy' });
    expect(result?.payload.branchEvent).toMatchObject({ editProfile: 'true', docusealSlug: 'slug' });
  });

  it('passes exactly the campaign parameters', () => {
    expect(LINK_PARAMS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id']);
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: '/dashboard', UTM_SOURCE: 'x', utm_sourcex: 'y', utm_id: 'z' }))?.route).toBe('/dashboard?utm_id=z');
  });

  it.each(['https://evil.example/dashboard', '//evil.example', '/admin', '/dashboard\\x', '/dashboard#x', 42])('refuses the path %j', (path) => {
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: path }))).toBeNull();
  });

  it('never copies next, tokens, codes or identities, and redacts them from the event', () => {
    const result = buildDeepLinkRoute(
      clicked({
        $deeplink_path: '/dashboard?token=abc&editProfile=true',
        next: '//evil',
        code: '123456',
        username: 'ada@example.com',
        authCodeUserAlias: 'x',
        subscribed: true,
      }),
    );

    expect(result?.route).toBe('/dashboard');
    expect(result?.payload.branchLinkQueryParams).toBe('/dashboard');
    expect(result?.payload.branchEvent).toMatchObject({ next: '[redacted]', code: '[redacted]', username: '[redacted]' });
    expect(JSON.stringify(result?.payload)).not.toMatch(/123456|ada@example\.com|abc/);
  });

  it.each([
    ['next', true],
    ['NEXT', true],
    ['token', true],
    ['id_token', true],
    ['accessToken', true],
    ['code', true],
    ['username', true],
    ['authCodeUserAlias', true],
    ['userAlias', true],
    ['user_alias', true],
    ['email', true],
    ['reset_password', true],
    ['client_secret', true],
    ['redirect_uri', true],
    ['returnTo', true],
    ['from', true],
    ['breach_name', false],
    ['subscribed', false],
    ['docusealSlug', false],
    ['promo_code_used', false],
  ])('%s is sensitive: %s', (name, expected) => {
    expect(isSensitiveParam(name)).toBe(expected);
  });

  it('never copies nor echoes keys that name a prototype', () => {
    const data = JSON.parse(
      '{"+clicked_branch_link": true, "$deeplink_path": "/dashboard", "__proto__": "x", "constructor": "y", "prototype": "z", "ok": "1"}',
    ) as DeepLinkData;

    const result = buildDeepLinkRoute(data);

    expect(result?.route).toBe('/dashboard');
    expect(Object.keys(result?.payload.branchEvent ?? {})).toEqual(['+clicked_branch_link', '$deeplink_path', 'ok']);
    expect(Object.getPrototypeOf(result?.payload.linkAddedQueryParams)).toBe(Object.prototype);
  });

  it('keeps numbers and booleans in the event as they are', () => {
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: '/dashboard', count: 3, editProfile: false }))?.payload.branchEvent).toEqual({
      '+clicked_branch_link': true,
      $deeplink_path: '/dashboard',
      count: 3,
      editProfile: false,
    });
  });

  it('scrubs sensitive query values inside any string of the event', () => {
    const result = buildDeepLinkRoute(
      clicked({ $deeplink_path: '/dashboard', '~referring_link': 'https://l.example/x?token=abc', $canonical_url: 'https://l.example/y?code=1' }),
    );

    expect(result?.payload.branchEvent).toMatchObject({ '~referring_link': 'https://l.example/x', $canonical_url: 'https://l.example/y' });
  });

  it('skips null extras', () => {
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: '/dashboard', utm_source: null }))?.route).toBe('/dashboard');
  });

  it.each(['~feature', '+is_first_session', '$og_title'])("never passes the link service's own %s", (name) => {
    expect(buildDeepLinkRoute(clicked({ $deeplink_path: `/dashboard?${encodeURIComponent(name)}=1`, [name]: 'x', utm_id: '1' }))?.route).toBe(
      '/dashboard?utm_id=1',
    );
  });

  it('always lands on one of our routes with only campaign parameters, for any data', () => {
    const key = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        '~a',
        '+b',
        '$c',
        'next',
        'token',
        'code',
        'email',
        'username',
        'authCodeUserAlias',
        'id_token',
        'breach_name',
        '__proto__',
        'editProfile',
        'docusealSlug',
        'utm_source',
        'utm_campaign',
      ),
    );
    const value = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
    const query = fc.array(fc.tuple(key, fc.string({ maxLength: 5 })), { maxLength: 3 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    const path = fc.oneof(
      fc.constantFrom(...Object.values(ROUTES)),
      fc.tuple(fc.constantFrom(...Object.values(ROUTES), '//evil.example', 'https://evil.example'), query).map(([p, q]) => `${p}?${q}`),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.dictionary(key, value), path, (extra, p) => {
        const result = buildDeepLinkRoute({ ...extra, '+clicked_branch_link': true, $deeplink_path: p });
        if (result === null) return;
        const url = new URL(result.route, 'https://app.example');
        expect(url.origin).toBe('https://app.example');
        expect(Object.values(ROUTES)).toContain(url.pathname);
        for (const name of url.searchParams.keys()) {
          expect(LINK_PARAMS).toContain(name);
          expect(name).not.toMatch(/^[~+$]/);
          expect(name).not.toMatch(/^(next|from|token|code|username|authcodeuseralias|email|password)$/i);
          expect(name).not.toMatch(/token/i);
        }
        for (const name of Object.keys(result.payload.linkAddedQueryParams)) expect(name).not.toMatch(/^[~+$]|^(next|token|code|username|authcodeuseralias)$/i);
        expect(result.payload.finalDeepLink).toBe(result.route);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('carriesLinkData', () => {
  it.each([
    ['?_branch_match_id=123', true],
    ['?x=1&_branch_referrer=abc', true],
    ['', false],
    ['?next=/dashboard', false],
    ['?my_branch_match_id=1', false],
  ])('%j → %s', (search, expected) => {
    expect(carriesLinkData(search)).toBe(expected);
  });
});
