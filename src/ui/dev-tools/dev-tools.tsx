// The developer routes' tools: loaded only by a development build (the dev server); no production
// bundle holds this code (see the router and webpack.config.ts).
import type { RouteObject } from 'react-router-dom';
import type { DEV_ONLY_ROUTES } from '../../domain/navigation/routes';
import type { AppServices } from '../app-services';
import { DemoQueryView } from './demo-query.view';
import { DesignSystemView } from './design-system.view';
import { protectRequestsLoader } from './protect-requests';
import { ProtectRequestsView } from './protect-requests.view';

/** The route of one developer tool. */
export function devToolRoute(path: (typeof DEV_ONLY_ROUTES)[number], services: AppServices): Pick<RouteObject, 'loader' | 'Component'> {
  switch (path) {
    case '/design-system':
      return { Component: DesignSystemView };
    case '/demo-query':
      return { Component: DemoQueryView };
    case '/protect-requests':
      return { loader: protectRequestsLoader(services), Component: ProtectRequestsView };
  }
}
