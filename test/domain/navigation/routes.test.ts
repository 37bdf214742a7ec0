import { AUTH_ONLY_ROUTES, DEFAULT_SIGNED_IN_ROUTE, DEV_ONLY_ROUTES, GUEST_ONLY_ROUTES, PATHS, ROUTES } from '../../../src/domain/navigation/routes';

describe('route access table', () => {
  it('makes sign-in, sign-up and verify-code guest-only', () => {
    expect(GUEST_ONLY_ROUTES).toEqual(['/sign-in', '/sign-up', '/verify-code']);
  });

  it('makes signing, subscription options, dashboard and chatbot auth-only', () => {
    expect(AUTH_ONLY_ROUTES).toEqual(['/signing', '/subscription-options', '/dashboard', '/chatbot']);
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
    [PATHS.signing('a b&c'), '/signing?docusealSlug=a%20b%26c'],
    [PATHS.chatbot('Adobe & Co', 'hibp'), '/chatbot?breach_name=Adobe%20%26%20Co&source=hibp'],
    [PATHS.dashboardAfterSigning(), '/dashboard?signed=true'],
    [PATHS.dashboardWithQuery(''), '/dashboard'],
    [PATHS.dashboardWithQuery('editProfile=true'), '/dashboard?editProfile=true'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });
});
