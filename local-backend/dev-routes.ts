// Dev-only routes: loopback use only.
import { type FaultSwitch } from '../src/stand-ins/faults/fault-switch';
import { badBody, type HttpRequest, type HttpResponse, type Route } from './http/server';
import type { Outbox } from './outbox';

const personOf = (request: HttpRequest): string | undefined => request.query.get('for') ?? undefined;

export function devRoutes(deps: { outbox: Outbox; faults: FaultSwitch; health: () => Record<string, unknown> }): Route[] {
  const { outbox, faults } = deps;
  const noContent: HttpResponse = { status: 204 };
  return [
    { method: 'GET', path: '/health', handle: () => ({ status: 200, body: { status: 'ok', ...deps.health() } }) },
    { method: 'GET', path: '/outbox', handle: () => ({ status: 200, body: outbox.list() }) },
    {
      method: 'GET',
      path: '/outbox/latest',
      handle: (request) => {
        const message = outbox.latest(request.query.get('to') ?? undefined);
        return message ? { status: 200, body: message } : { status: 404, body: { error: 'NotFound', message: 'No message in the outbox.' } };
      },
    },
    {
      method: 'DELETE',
      path: '/outbox',
      handle: () => {
        outbox.clear();
        return noContent;
      },
    },
    // `?for=<address>` scopes the faults to one person; without it they are process-wide.
    { method: 'GET', path: '/faults', handle: (request) => ({ status: 200, body: faults.list(personOf(request)) }) },
    {
      method: 'PUT',
      path: '/faults',
      handle: async (request) => {
        const body = await request.json();
        if (!body.ok) return badBody(body.reason);
        const result = faults.set(body.value, personOf(request));
        return result.ok ? { status: 200, body: faults.list(personOf(request)) } : { status: 400, body: { error: 'InvalidFaults', message: result.reason } };
      },
    },
    {
      method: 'DELETE',
      path: '/faults',
      handle: (request) => {
        faults.clear(personOf(request));
        return noContent;
      },
    },
  ];
}
