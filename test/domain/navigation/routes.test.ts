import { DEFAULT_SIGNED_IN_ROUTE, DEV_ONLY_ROUTES } from '../../../src/domain/navigation/routes';

describe('routes', () => {
  it('lists the dev-only routes and sends signed-in users to the dashboard by default', () => {
    expect(DEV_ONLY_ROUTES).toEqual(['/protect-requests', '/design-system', '/demo-query']);
    expect(DEFAULT_SIGNED_IN_ROUTE).toBe('/dashboard');
  });
});
