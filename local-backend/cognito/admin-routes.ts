// Dev-only, loopback only like the outbox: puts users in the states a real pool's administrators and imports
// leave them in (AdminCreateUser's FORCE_CHANGE_PASSWORD, AdminResetUserPassword's RESET_REQUIRED, a sign-up
// not yet confirmed, AdminSetUserPassword's temporary password for an existing person), which the public sign-up
// cannot make, and forgets a person's devices as an administrator would.
import { badBody, type Route } from '../http/server';
import { CognitoServiceError, errorBody } from './errors';
import type { UserStatus } from './password-flows';
import type { LocalCognitoPool } from './pool';

const POOL_ADMIN_PATH = '/cognito-admin/users';
const SIGN_UP_CONFIRMATION_PATH = '/cognito-admin/sign-up-confirmation';
const FORGET_DEVICES_PATH = '/cognito-admin/forget-devices';
const DEVICE_TRACKING_PATH = '/cognito-admin/device-tracking';
const TEMPORARY_PASSWORD_PATH = '/cognito-admin/temporary-password';

const STATUSES: readonly UserStatus[] = ['CONFIRMED', 'UNCONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED'];

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');

export function poolAdminRoutes(pool: LocalCognitoPool, clock: () => number): Route[] {
  const byEmail = (path: string, method: 'POST' | 'PUT', act: (email: string) => boolean): Route => ({
    method,
    path,
    handle: async (request) => {
      const body = await request.json();
      if (!body.ok) return badBody(body.reason);
      const { email } = (body.value ?? {}) as Record<string, unknown>;
      if (typeof email !== 'string' || email.trim() === '') return { status: 400, body: { error: 'InvalidRequest', message: 'Expected {email}.' } };
      return act(email) ? { status: 200, body: { email } } : { status: 404, body: { error: 'UserNotFound', message: 'No such user.' } };
    },
  });
  return [
    // One person's devices remembered at every sign-in, as in a pool that tracks devices; journeys side by side keep the default.
    byEmail(DEVICE_TRACKING_PATH, 'PUT', (email) => pool.trackDevicesOf(email)),
    // Every remembered device of one person forgotten, as AdminForgetDevice would, so the next sign-in meets an unknown device.
    byEmail(FORGET_DEVICES_PATH, 'POST', (email) => pool.forgetDevicesOf(email)),
    {
      // One address's sign-up needs confirming (code or link), as in a pool that requires it; journeys side by side keep the default.
      method: 'PUT',
      path: SIGN_UP_CONFIRMATION_PATH,
      handle: async (request) => {
        const body = await request.json();
        if (!body.ok) return badBody(body.reason);
        const { email, method } = (body.value ?? {}) as Record<string, unknown>;
        if (typeof email !== 'string' || email.trim() === '' || (method !== 'code' && method !== 'link')) {
          return { status: 400, body: { error: 'InvalidRequest', message: 'Expected {email, method: code|link}.' } };
        }
        pool.requireSignUpConfirmation(email, method);
        return { status: 200, body: { email, method } };
      },
    },
    {
      // A temporary password for an existing person, who keeps their MFA and devices (AdminSetUserPassword, not permanent).
      method: 'POST',
      path: TEMPORARY_PASSWORD_PATH,
      handle: async (request) => {
        const body = await request.json();
        if (!body.ok) return badBody(body.reason);
        const { email, password } = (body.value ?? {}) as Record<string, unknown>;
        if (typeof email !== 'string' || email.trim() === '' || typeof password !== 'string')
          return { status: 400, body: { error: 'InvalidRequest', message: 'Expected {email, password}.' } };
        try {
          return pool.setTemporaryPassword(email, password)
            ? { status: 200, body: { email } }
            : { status: 404, body: { error: 'UserNotFound', message: 'No such user.' } };
        } catch (error) {
          if (error instanceof CognitoServiceError) return { status: error.status, body: errorBody(error) };
          throw error;
        }
      },
    },
    {
      method: 'POST',
      path: POOL_ADMIN_PATH,
      handle: async (request) => {
        const body = await request.json();
        if (!body.ok) return badBody(body.reason);
        const { email, status, password, attributes } = (body.value ?? {}) as Record<string, unknown>;
        if (
          typeof email !== 'string' ||
          !STATUSES.includes(status as UserStatus) ||
          (password !== undefined && typeof password !== 'string') ||
          (attributes !== undefined && !isStringRecord(attributes))
        ) {
          return { status: 400, body: { error: 'InvalidUser', message: `Expected {email, status: ${STATUSES.join('|')}, password?, attributes?}.` } };
        }
        try {
          const user = pool.seedUser(
            { email, status: status as UserStatus, ...(password === undefined ? {} : { password }), ...(attributes === undefined ? {} : { attributes }) },
            clock(),
          );
          return { status: 201, body: { sub: user.sub, status: user.status } };
        } catch (error) {
          if (error instanceof CognitoServiceError) return { status: error.status, body: errorBody(error) };
          throw error;
        }
      },
    },
  ];
}
