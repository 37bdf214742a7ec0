import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AppServices } from '../../src/ui/app-services';
import { createAppRoutes, entryStateOf, type LoadDevTools } from '../../src/ui/app/router';
import { ServicesProvider } from '../../src/ui/services-context';

/**
 * Renders the whole route tree in memory at `path` (with its entry's `state`), like the browser would:
 * a production bundle's routes unless `devTools` gives the developer tools' code (a development build).
 */
export function renderRoute(services: AppServices, path: string, state: unknown = null, devTools: LoadDevTools | null = null) {
  const made: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const router = createMemoryRouter(
    createAppRoutes(services, () => (made.router ? entryStateOf(made.router) : state), devTools),
    { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  made.router = router;
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, ...view };
}

/** Renders a component on its own, with the active language's catalogue above it (as ServicesProvider gives a route). */
export const renderSpeaking = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
