import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AppServices } from '../../src/ui/app-services';
import { createAppRoutes } from '../../src/ui/app/router';
import { ServicesProvider } from '../../src/ui/services-context';

/** Renders the whole route tree in memory at `path`, like the browser would. */
export function renderRoute(services: AppServices, path: string) {
  const router = createMemoryRouter(createAppRoutes(services), { initialEntries: [path] });
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, ...view };
}
