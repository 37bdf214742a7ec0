import {
  AUTH_ONLY_ROUTES,
  CARRIED_PARAMS,
  DEFAULT_SIGNED_IN_ROUTE,
  DEV_ONLY_ROUTES,
  GUEST_ONLY_ROUTES,
  PATHS,
  ROUTES,
  routeParams,
  routeTarget,
  TARGETS,
  withCarried,
} from '../../../src/domain/navigation/routes';

describe('route access table', () => {
  it('makes sign-in, sign-up, verify-code and the sign-up confirmation steps guest-only', () => {
    expect(GUEST_ONLY_ROUTES).toEqual(['/sign-in', '/sign-up', '/verify-code', '/confirm-sign-up', '/confirm-sign-up/link']);
  });

  it('makes signing, subscription options, dashboard, chatbot and security auth-only', () => {
    expect(AUTH_ONLY_ROUTES).toEqual(['/signing', '/subscription-options', '/dashboard', '/chatbot', '/security']);
  });

  it('leaves only the landing page public, and no route in two lists', () => {
    const listed = [...GUEST_ONLY_ROUTES, ...AUTH_ONLY_ROUTES];

    expect(new Set(listed).size).toBe(listed.length);
    expect(Object.values(ROUTES).filter((route) => !listed.includes(route))).toEqual(['/']);
  });

  it('lists the dev-only routes and sends signed-in users to the dashboard by default', () => {
    expect(DEV_ONLY_ROUTES).toEqual(['/protect-requests', '/design-system', '/demo-query']);
    expect(DEFAULT_SIGNED_IN_ROUTE).toBe('/dashboard');
  });
});

describe('PATHS', () => {
  it.each([
    [PATHS.signInWithNext('/chatbot?breach_name=Adobe&source=hibp'), '/sign-in?next=%2Fchatbot%3Fbreach_name%3DAdobe%26source%3Dhibp'],
    [PATHS.verifyCode(ROUTES.signUp), '/verify-code?from=%2Fsign-up'],
    [PATHS.verifyCode(ROUTES.signIn, '/chatbot?x=1'), '/verify-code?from=%2Fsign-in&next=%2Fchatbot%3Fx%3D1'],
    [PATHS.dashboardAfterSigning(), '/dashboard?signed=true'],
    [PATHS.dashboardWithQuery(''), '/dashboard'],
    [PATHS.dashboardWithQuery('editProfile=true'), '/dashboard?editProfile=true'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('what a breach or signing route carries outside the address bar', () => {
  it('carries the breach on the assistant and the document on the signing page, nothing on other routes', () => {
    expect(CARRIED_PARAMS).toEqual({ '/chatbot': ['breach_name', 'source'], '/signing': ['docusealSlug'] });
  });

  it('opens the assistant and the signing page with the breach or slug in the entry state, and an address that names neither', () => {
    expect(TARGETS.chatbot('Adobe & Co', 'hibp')).toEqual({ path: '/chatbot', state: { carried: { breach_name: 'Adobe & Co', source: 'hibp' } } });
    expect(TARGETS.signing('a b&c')).toEqual({ path: '/signing', state: { carried: { docusealSlug: 'a b&c' } } });
  });

  it.each([
    ['/chatbot?breach_name=Adobe%20%26%20Co&source=hibp', { path: '/chatbot', state: { carried: { breach_name: 'Adobe & Co', source: 'hibp' } } }],
    ['/chatbot?utm_source=mail&breach_name=Adobe#top', { path: '/chatbot?utm_source=mail#top', state: { carried: { breach_name: 'Adobe' } } }],
    ['/signing?docusealSlug=contract-1', { path: '/signing', state: { carried: { docusealSlug: 'contract-1' } } }],
    ['/signing?signed=true', { path: '/signing?signed=true', state: null }],
    ['/dashboard?breach_name=Adobe', { path: '/dashboard?breach_name=Adobe', state: null }],
    ['/chatbot', { path: '/chatbot', state: null }],
  ])('moves the carried values of %s into state', (path, target) => {
    expect(routeTarget(path)).toEqual(target);
  });

  it("reads a route's parameters from its query and its entry state, the state winning", () => {
    const read = (search: string, state: unknown) => Object.fromEntries(routeParams(search, state));
    expect(read('?source=hibp', { carried: { breach_name: 'Adobe', source: 'other', count: 3 } })).toEqual({ breach_name: 'Adobe', source: 'other' });
    expect(read('?breach_name=Adobe', null)).toEqual({ breach_name: 'Adobe' });
    expect(read('', 'carried')).toEqual({});
    expect(read('', { carried: null })).toEqual({});
    expect(read('', { usr: 1 })).toEqual({});
  });

  it.each([
    ['/chatbot', '', '/chatbot'],
    ['/chatbot', 'breach_name=Adobe&source=hibp', '/chatbot?breach_name=Adobe&source=hibp'],
  ])('writes the whole destination of %s with %j as %s', (path, query, whole) => {
    expect(withCarried(path, new URLSearchParams(query))).toBe(whole);
  });
});
