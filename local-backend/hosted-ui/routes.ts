// The hosted sign-in pages' sign-out (AWS: GET https://<domain>/logout?client_id=…&logout_uri=…): back to logout_uri, or its error page.
import type { FaultSwitch } from '../../src/stand-ins/faults/fault-switch';
import type { HttpResponse, Route } from '../http/server';

const LOGOUT_PATH = '/logout';

const errorPage = (status: number, error: string): HttpResponse => ({
  status,
  text: `<!doctype html><title>Sign-out error</title><p>An error was encountered with the requested page: ${error}.</p>`,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
});

export function hostedUiRoutes(deps: { readonly clientId: string; readonly signOutOrigins: readonly string[]; readonly faults: FaultSwitch }): Route[] {
  return [
    {
      method: 'GET',
      path: LOGOUT_PATH,
      handle: (request) => {
        if (request.query.get('client_id') !== deps.clientId) return errorPage(400, 'invalid_request');
        const logoutUri = request.query.get('logout_uri') ?? '';
        let back: URL;
        try {
          back = new URL(logoutUri);
        } catch {
          return errorPage(400, 'redirect_mismatch');
        }
        if (!deps.signOutOrigins.includes(back.origin)) return errorPage(400, 'redirect_mismatch');
        // The `hostedSignOut` fault: the stand-in sends the browser back with an OAuth error instead.
        const fault = deps.faults.take(['hostedSignOut']);
        if (fault && (fault.error !== undefined || fault.status !== undefined)) {
          back.searchParams.set('error', 'server_error');
          back.searchParams.set('error_description', 'Forced by the local fault switch');
        }
        return { status: 302, headers: { Location: back.toString() }, ...(fault?.delayMs === undefined ? {} : { delayMs: fault.delayMs }) };
      },
    },
  ];
}
