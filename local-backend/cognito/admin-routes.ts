// Dev-only routes, loopback only like the outbox: people in the states an administrator or an import leaves them in, and
// the pool's settings for one person (device tracking, sign-up confirmation), so journeys side by side keep the defaults.
import { type HttpResponse, type Route, badBody } from '../http/server';
import { CognitoServiceError, errorBody, invalid } from './errors';
import type { LocalCognitoPool } from './pool';
import { type JsonObject, type Strings, isRecord } from './request';
import { makeVerifier } from './srp';
import { type StoredUser, USER_STATUSES, type UserStatus, WRITABLE_ATTRIBUTES, aliasOf, checkEmail, checkPasswordPolicy } from './users';

const ADMIN_PATH = '/cognito-admin';

type SeedRequest = { readonly email: string; readonly status: UserStatus; readonly password?: string; readonly attributes?: Strings };

const isStrings = (value: unknown): value is Strings => isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const notFound: HttpResponse = { status: 404, body: { error: 'UserNotFound', message: 'No such user.' } };

export function seedUser(pool: LocalCognitoPool, request: SeedRequest, now: number): StoredUser {
  const email = aliasOf(request.email);
  checkEmail(email);
  pool.users.checkFree(email);
  for (const name of Object.keys(request.attributes ?? {}))
    if (!WRITABLE_ATTRIBUTES.has(name)) throw invalid(`Attributes did not conform to the schema: ${name}`);
  const sub = pool.random.uuid();
  const password = request.status === 'RESET_REQUIRED' ? undefined : (request.password ?? '');
  if (password !== undefined) checkPasswordPolicy(password, pool.settings.minPasswordLength);
  const user: StoredUser = {
    sub,
    status: request.status,
    attributes: { ...request.attributes, email, email_verified: request.status === 'UNCONFIRMED' ? 'false' : 'true' },
    createdAt: now,
    ...(password === undefined ? {} : { password: makeVerifier(pool.settings.poolName, sub, password) }),
  };
  pool.users.save(user);
  return user;
}

/** A JSON route; `handle` answers undefined for a body it does not take, and the service's errors keep their status. */
function adminRoute(method: Route['method'], path: string, expected: string, handle: (body: JsonObject) => HttpResponse | undefined): Route {
  return {
    method,
    path: `${ADMIN_PATH}/${path}`,
    handle: async (request) => {
      const json = await request.json();
      if (!json.ok) return badBody(json.reason);
      try {
        return handle(isRecord(json.value) ? json.value : {}) ?? { status: 400, body: { error: 'InvalidRequest', message: `Expected ${expected}.` } };
      } catch (error) {
        if (error instanceof CognitoServiceError) return { status: error.status, body: errorBody(error) };
        throw error;
      }
    },
  };
}

export function poolAdminRoutes(pool: LocalCognitoPool, clock: () => number): Route[] {
  const forPerson = (method: Route['method'], path: string, act: (user: StoredUser) => void) =>
    adminRoute(method, path, '{email}', ({ email }) => {
      if (!isText(email)) return undefined;
      const user = pool.users.find(email);
      if (!user) return notFound;
      act(user);
      return { status: 200, body: { email } };
    });
  return [
    forPerson('PUT', 'device-tracking', (user) => pool.devices.trackFor(user.sub)),
    forPerson('POST', 'forget-devices', (user) => pool.devices.forgetAll(user.sub)),
    forPerson('POST', 'password-reset', (user) => pool.users.save({ ...user, status: 'RESET_REQUIRED' })),
    adminRoute('PUT', 'sign-up-confirmation', '{email, method: code|link}', ({ email, method }) => {
      if (!isText(email) || (method !== 'code' && method !== 'link')) return undefined;
      pool.signUps.requireConfirmation(email, method);
      return { status: 200, body: { email, method } };
    }),
    adminRoute('POST', 'temporary-password', '{email, password}', ({ email, password }) => {
      if (!isText(email) || typeof password !== 'string') return undefined;
      const user = pool.users.find(email);
      if (!user) return notFound;
      checkPasswordPolicy(password, pool.settings.minPasswordLength);
      pool.users.save({ ...user, status: 'FORCE_CHANGE_PASSWORD', password: makeVerifier(pool.settings.poolName, user.sub, password) });
      return { status: 200, body: { email } };
    }),
    adminRoute('POST', 'users', `{email, status: ${USER_STATUSES.join('|')}, password?, attributes?}`, ({ email, status, password, attributes }) => {
      const valid = typeof email === 'string' && USER_STATUSES.includes(status as UserStatus);
      if (!valid || (password !== undefined && typeof password !== 'string') || (attributes !== undefined && !isStrings(attributes))) return undefined;
      const optional = { ...(password === undefined ? {} : { password }), ...(attributes === undefined ? {} : { attributes }) };
      const user = seedUser(pool, { email, status: status as UserStatus, ...optional }, clock());
      return { status: 201, body: { sub: user.sub, status: user.status } };
    }),
  ];
}
