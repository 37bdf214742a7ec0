// Every call needs the service's api key (the verification endpoint has none) and a bearer id or access token of this backend's own pool.
import { randomInt, randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { userHashOf } from '../../src/stand-ins/protection/user-hash';
import { contentTypeFor, corruptBody } from '../../src/stand-ins/faults/body-faults';
import { memoryUserDataStore, ProtectionBackend, type Caller, type Outcome, type SignInMove } from '../../src/stand-ins/protection/protection-backend';
import * as wire from '../../src/wire/protection-api.wire';
import { describeDecodeErrors } from '../../src/wire/decode-report';
import { fromStoredProfile } from '../../src/domain/profile/user-profile';
import type { EmailAddress } from '../../src/domain/email/email-address';
import type { TokenVerification } from '../cognito/tokens';
import type { FaultOperation } from '../../src/stand-ins/faults/fault-schema';
import type { FaultSwitch } from '../../src/stand-ins/faults/fault-switch';
import { badBody, type HttpRequest, type HttpResponse, type Route } from '../http/server';
import type { Outbox } from '../outbox';
import { docusealRoutes } from '../signing/docuseal';

export const PROTECTION_PATH = '/api';
export const VERIFICATION_PATH = '/verify';
export const HOOKS_PATH = '/hooks';

export type ProtectionRoutesOptions = {
  readonly protectionApiKey: string;
  readonly hooksApiKey: string;
  readonly verificationApiKey: string;
  readonly hooksSecret: string;
  readonly verify: (jwt: string) => TokenVerification;
  readonly moveSignInAddress: (userId: string, address: string) => SignInMove;
  readonly faults: FaultSwitch;
  readonly outbox: Outbox;
  readonly clock: () => number;
  /** The app's origin: the only one that may frame the DocuSeal stand-in's page. */
  readonly appOrigin: string;
};

type Handler = (caller: Caller, request: HttpRequest) => Promise<HttpResponse>;
type AddressChange = (caller: Caller, address: string) => Outcome<readonly EmailAddress[]>;

const error = (status: number, name: string, message: string): HttpResponse => ({ status, body: { error: name, message } });

const FORBIDDEN = error(403, 'Forbidden', 'Missing or wrong x-api-key.');
const unauthorized = (message: string) => error(401, 'Unauthorized', message);

export function protectionRoutes(options: ProtectionRoutesOptions): Route[] {
  const { faults } = options;
  /** Per address: how far a journey has run that person's time ahead (dev route below). */
  const ahead = new Map<string, number>();
  const backend = new ProtectionBackend({
    store: memoryUserDataStore(),
    now: (caller) => options.clock() + (ahead.get(caller?.email.toLowerCase() ?? '') ?? 0),
    randomDigit: () => randomInt(10),
    uuid: randomUUID,
    sendEmailCode: (mail) => options.outbox.sendAddressCode(mail, options.clock()),
    moveSignInAddress: options.moveSignInAddress,
  });

  /** The key, the bearer, then the fault for `operation`, then the handler; a forced body replaces the answer's. */
  const guarded =
    (operation: FaultOperation, apiKey: string | undefined, handler: Handler) =>
    async (request: HttpRequest): Promise<HttpResponse> => {
      if (apiKey !== undefined && request.headers['x-api-key'] !== apiKey) return FORBIDDEN;
      const authorization = request.headers.authorization ?? '';
      const jwt = /^Bearer (\S+)$/.exec(authorization)?.[1];
      if (jwt === undefined) return unauthorized('Missing bearer token.');
      const verified = options.verify(jwt);
      if (!verified.ok) return unauthorized(verified.message);
      const { sub: userId, email, userAlias, region } = verified.token;
      const caller: Caller = { userId, email, userAlias, region };
      const fault = faults.take([operation], caller.email);
      const delay = fault?.delayMs === undefined ? {} : { delayMs: fault.delayMs };
      if (fault?.error !== undefined || fault?.status !== undefined) {
        return { ...error(fault.status ?? 500, fault.error ?? 'InternalServerError', fault.message ?? 'Forced by the local fault switch.'), ...delay };
      }
      const answer = await handler(caller, request);
      if (fault?.body === undefined || answer.body === undefined || answer.status >= 300) return { ...answer, ...delay };
      return { status: 200, text: corruptBody(JSON.stringify(answer.body), fault.body), headers: { 'Content-Type': contentTypeFor(fault.body) }, ...delay };
    };

  const route = (method: Route['method'], path: string, operation: FaultOperation, apiKey: string | undefined, handler: Handler): Route => ({
    method,
    path,
    handle: guarded(operation, apiKey, handler),
  });
  const api = (method: Route['method'], path: string, operation: FaultOperation, handler: Handler) =>
    route(method, `${PROTECTION_PATH}/${path}`, operation, options.protectionApiKey, handler);

  const withBody =
    <C extends t.Mixed>(codec: C, handler: (caller: Caller, body: t.TypeOf<C>) => HttpResponse): Handler =>
    async (caller, request) => {
      const json = await request.json();
      if (!json.ok) return badBody(json.reason);
      const decoded = codec.decode(json.value) as t.Validation<t.TypeOf<C>>;
      if (E.isLeft(decoded)) return error(400, 'InvalidRequest', `The body does not match: ${describeDecodeErrors(decoded.left).join('; ')}.`);
      return handler(caller, decoded.right);
    };

  const ok = <T>(outcome: Outcome<T>, encode: (value: T) => unknown, status = 200): HttpResponse =>
    E.isLeft(outcome) ? error(outcome.left.status, outcome.left.error, outcome.left.message) : { status, body: encode(outcome.right) };

  const emails = 'profile-info/email-addresses';
  const addressRoute = (method: Route['method'], operation: FaultOperation, change: AddressChange, status = 200) =>
    api(
      method,
      emails,
      operation,
      withBody(wire.EmailAddressRequest, (caller, body) => ok(change(caller, body.email_address), wire.encodeEmailAddresses, status)),
    );
  const profile = 'profile-info/user-profile';
  const contract = 'data-broker-removal/contract';

  return [
    ...docusealRoutes(backend, options.appOrigin),
    {
      method: 'PUT',
      path: '/protection-clock',
      handle: async (request) => {
        const body = await request.json();
        if (!body.ok) return badBody(body.reason);
        const { value } = body as { value: { ahead_ms?: unknown } };
        if (!Number.isSafeInteger(value.ahead_ms)) return error(400, 'InvalidRequest', 'ahead_ms: expected a whole number of milliseconds.');
        ahead.set((request.query.get('for') ?? '').toLowerCase(), value.ahead_ms as number);
        return { status: 204 };
      },
    },
    api('POST', 'subscription-status', 'subscriptionStatus', async (caller) => ok(backend.subscriptionStatus(caller), wire.encodeSubscriptionStatus)),
    api('GET', 'data-broker-deletion', 'dataBrokerDeletion', async (caller) => ok(backend.dataBrokerDeletion(caller), wire.encodeRemovalStats)),
    api('POST', 'breach-status', 'breachStatus', async (caller) => ok(backend.breachStatus(caller), wire.encodeBreachStatus)),
    api('POST', 'last-visit', 'markVisit', async (caller) => ok(backend.markVisit(caller), wire.encodeLastVisit)),
    api('GET', 'breach-progress', 'getBreachProgress', async (caller) => ok(backend.getBreachProgress(caller), wire.encodeBreachProgress)),
    api(
      'PUT',
      'breach-progress',
      'setBreachFixed',
      withBody(wire.BreachProgressRequest, (caller, body) => ok(backend.setBreachFixed(caller, body.breach_key, body.fixed), wire.encodeBreachProgress)),
    ),
    api('GET', profile, 'getUserProfile', async (caller) => ok(backend.getUserProfile(caller), wire.encodeUserProfile)),
    api(
      'POST',
      profile,
      'saveUserProfile',
      withBody(wire.UserProfileRequest, (caller, body) => ok(backend.saveUserProfile(caller, fromStoredProfile(body)), wire.encodeUserProfile)),
    ),
    api('GET', emails, 'getEmailAddresses', async (caller) => ok(backend.getEmailAddresses(caller), wire.encodeEmailAddresses)),
    addressRoute('POST', 'addEmailAddress', (caller, address) => backend.addEmailAddress(caller, address), 201),
    addressRoute('PATCH', 'setPrimaryEmailAddress', (caller, address) => backend.setPrimaryEmailAddress(caller, address)),
    addressRoute('DELETE', 'removeEmailAddress', (caller, address) => backend.removeEmailAddress(caller, address)),
    api('GET', contract, 'getRemovalContract', async (caller) => ok(backend.getRemovalContract(caller), wire.encodeRemovalContract)),
    api('POST', contract, 'requestRemovalContract', async (caller) => ok(backend.requestRemovalContract(caller), wire.encodeRemovalContract, 201)),
    api('DELETE', contract, 'deleteRemovalContract', async (caller) => {
      const outcome = backend.deleteRemovalContract(caller);
      return E.isLeft(outcome) ? ok(outcome, () => undefined) : { status: 204 };
    }),
    route(
      'POST',
      `${VERIFICATION_PATH}/email-addresses`,
      'verifyEmailAddress',
      options.verificationApiKey,
      withBody(wire.VerifyEmailAddressRequest, (caller, body) =>
        ok(backend.verifyEmailAddress(caller, body.email_address, body.code), wire.encodeEmailAddresses),
      ),
    ),
    route('POST', `${HOOKS_PATH}/protect-intercom-user-hashes`, 'userHash', options.hooksApiKey, async (caller, request) => {
      const json = await request.json();
      if (!json.ok) return badBody(json.reason);
      const decoded = wire.UserHashRequest.decode(json.value);
      if (E.isLeft(decoded)) return error(400, 'InvalidRequest', 'The body must be {"user_alias": string} with a non-empty alias.');
      // Only the caller's own alias: a hash for anyone else's would let them be impersonated in the chat.
      if (decoded.right.user_alias !== caller.userAlias) return error(403, 'Forbidden', 'user_alias is not the caller’s.');
      return { status: 200, body: wire.encodeUserHash(await userHashOf(options.hooksSecret, caller.userAlias)) };
    }),
    // Marks the caller's contract signed, as a completed signing does.
    route('POST', '/dev/removal-contract/sign', 'signRemovalContract', undefined, async (caller) =>
      ok(backend.signRemovalContract(caller), wire.encodeRemovalContract),
    ),
  ];
}
