// Dev-only routes: loopback use only.
import { type FaultSwitch } from '../src/stand-ins/faults/fault-switch';
import { badBody, type HttpResponse, type Route } from './http/server';
import type { Outbox } from './outbox';

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
    { method: 'GET', path: '/faults', handle: () => ({ status: 200, body: faults.list() }) },
    {
      method: 'PUT',
      path: '/faults',
      handle: async (request) => {
        const body = await request.json();
        if (!body.ok) return badBody(body.reason);
        const result = faults.set(body.value);
        return result.ok ? { status: 200, body: faults.list() } : { status: 400, body: { error: 'InvalidFaults', message: result.reason } };
      },
    },
    {
      method: 'DELETE',
      path: '/faults',
      handle: () => {
        faults.clear();
        return noContent;
      },
    },
  ];
}
