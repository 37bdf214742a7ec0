import { AUTH_ONLY_ROUTES, DEFAULT_SIGNED_IN_ROUTE, DEV_ONLY_ROUTES, GUEST_ONLY_ROUTES, ROUTES } from '../../../src/domain/navigation/routes';

describe('route access table (spec §2)', () => {
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
