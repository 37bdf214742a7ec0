import * as O from 'fp-ts/Option';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import type { DEV_ONLY_ROUTES } from '../../domain/navigation/routes';
import type { AppServices } from '../app-services';
import { useDocumentTitle } from '../components/use-document-title';
import { DemoQueryView } from './demo-query.view';
import { DesignSystemView } from './design-system.view';

type TokenCheck = 'token' | 'no-token' | 'unreachable';

/** Asks for the token as the app's requests do (refreshed if expired), and keeps only whether one came back. */
const protectRequestsLoader = (services: Pick<AppServices, 'readSession'>) => async (): Promise<TokenCheck> => {
  const session = await services.readSession();
  if (session === 'unreachable') return 'unreachable';
  return O.isSome(session) && session.value.idToken !== '' ? 'token' : 'no-token';
};

const TOKEN_CHECKS: Readonly<Record<TokenCheck, string>> = {
  token: 'A token came back for the signed-in person.',
  'no-token': 'No token came back: nobody is signed in.',
  unreachable: 'The session could not be checked: no answer. No token came back.',
};

function ProtectRequestsView() {
  useDocumentTitle('Protect requests');
  const check = useLoaderData() as TokenCheck;
  return (
    <section className="message-page dev-tool" aria-labelledby="protect-requests-title">
      <h1 id="protect-requests-title">Protect requests</h1>
      <p className="note">
        A developer tool: this page asks for the user’s token the way the app’s requests do, and says whether one came back. It never shows the token.
      </p>
      <p role="status" data-token-check={check}>
        {TOKEN_CHECKS[check]}
      </p>
    </section>
  );
}

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
