// The identity pool's endpoint (`https://cognito-identity.<region>.amazonaws.com/` in AWS): POST, JSON 1.1, the operation in X-Amz-Target.
import { type FaultSwitch, defaultFaultMessage } from '../../src/stand-ins/faults/fault-switch';
import { type LocalIdentityPool, identityErrorBody, identityOperationOf } from '../../src/stand-ins/user-pool/identity-pool';
import { amzResponse } from '../cognito/routes';
import type { HttpRequest, HttpResponse, Route } from '../http/server';

export const IDENTITY_PATH = '/identity';

export function identityRoutes(pool: LocalIdentityPool, faults: FaultSwitch, clock: () => number): Route[] {
  const answer = async (request: HttpRequest): Promise<{ status: number; body: unknown; delayMs?: number }> => {
    const body = await request.json();
    if (!body.ok) return identityErrorBody('SerializationException', 'The request body is not JSON.');
    const target = request.headers['x-amz-target'];
    const operation = identityOperationOf(typeof target === 'string' ? target : '');
    if (operation === undefined) return identityErrorBody('UnknownOperationException', '');
    const now = clock();
    // A fault for the signed-in person (by the e-mail of their id token), else for everyone.
    const fault = faults.take([operation, 'identity'], pool.personOf(body.value, now));
    const delay = fault?.delayMs === undefined ? {} : { delayMs: fault.delayMs };
    if (fault?.error !== undefined || fault?.status !== undefined) {
      const code = fault.error ?? (fault.status !== undefined && fault.status >= 500 ? 'InternalErrorException' : 'InvalidParameterException');
      const error = identityErrorBody(code, fault.message ?? defaultFaultMessage(code));
      return { ...error, status: fault.status ?? error.status, ...delay };
    }
    return { ...pool.handle(operation, body.value, now), ...delay };
  };
  const call = async (request: HttpRequest): Promise<HttpResponse> => amzResponse(await answer(request));
  return [
    { method: 'POST', path: IDENTITY_PATH, handle: call },
    { method: 'POST', path: `${IDENTITY_PATH}/`, handle: call },
  ];
}
