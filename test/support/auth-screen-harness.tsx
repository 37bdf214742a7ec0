// The whole route tree with scripted auth use-cases, for the sign-up, sign-in and code screens.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createAppRoutes } from '../../src/ui/app/router';
import { ServicesProvider } from '../../src/ui/services-context';
import { scriptedAuth } from './scripted-auth';
import { buildTestServices, type TestServices } from './test-services';

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders `entry`; a confirmed code signs the person in, as the real pool does. */
export function renderAuthRoute(entry: Entry, auth = scriptedAuth(), services: TestServices = buildTestServices({ auth })) {
  const confirm = auth.confirmSignIn.getMockImplementation();
  auth.confirmSignIn.mockImplementation(async (...args: unknown[]) => {
    services.setSignedIn(true);
    return confirm?.(...args);
  });
  const router = createMemoryRouter(createAppRoutes(services), { initialEntries: [entry] });
  const { unmount } = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, auth, services, unmount };
}
