// AxiosProtectionApi against its real protocol peer: local-backend on 127.0.0.1 (the same contract as
// the offline fake), then what only the HTTP client can get wrong, against a raw loopback server.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { startLocalBackend, type LocalBackend } from '../../../local-backend/index';
import { AxiosProtectionApi } from '../../../src/adapters/protection-api/axios-protection-api';
import { EMPTY_PROFILE } from '../../../src/domain/profile/user-profile';
import { describeProtectionApiContract } from './protection-api.contract';
import { signedInUser } from './local-user';

/** Every call of the contract has this long: 400 ms timed out plain reads of local-backend at a load average of 12. */
const TIMEOUT_MS = 2_000;

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ log: () => undefined });
});
afterAll(async () => {
  await backend.close();
});

describeProtectionApiContract('AxiosProtectionApi against local-backend', async () => {
  const user = signedInUser(backend);
  let token: O.Option<string> = O.some(user.idToken);
  const api = new AxiosProtectionApi({
    protectionApi: { url: backend.protectionApiUrl, key: 'local-protection-key' },
    verificationUrl: backend.verificationUrl,
    verificationKey: 'local-verification-key',
    bearer: async () => token,
    timeoutMs: TIMEOUT_MS,
  });
  return {
    api,
    email: user.email,
    timeoutMs: TIMEOUT_MS,
    signOut: () => void (token = O.none),
    fault: async (operation, fault) => {
      const set = backend.faults.set({ ...backend.faults.list(), [operation]: { ...fault, times: 1 } });
      if (!set.ok) throw new Error(set.reason);
    },
    latestCode: async (address) => backend.outbox.latest(address)?.code ?? '',
    markContractSigned: async () => {
      const response = await fetch(`${backend.url}/dev/removal-contract/sign`, { method: 'POST', headers: { Authorization: `Bearer ${user.idToken}` } });
      if (response.status !== 200) throw new Error(`sign: ${response.status}`);
    },
    close: async () => backend.faults.clear(),
  };
});

describe('AxiosProtectionApi against local-backend, beyond the contract', () => {
  afterEach(() => backend.faults.clear());

  const apiFor = (options: { key?: string; token?: string; timeoutMs?: number } = {}) =>
    new AxiosProtectionApi({
      protectionApi: { url: backend.protectionApiUrl, key: options.key ?? 'local-protection-key' },
      verificationUrl: backend.verificationUrl,
      verificationKey: 'local-verification-key',
      bearer: async () => O.fromNullable(options.token ?? signedInUser(backend).idToken),
      timeoutMs: options.timeoutMs,
    });

  it('a wrong api key is 403 and a token from another pool is 401', async () => {
    await expect(apiFor({ key: 'wrong' }).getSubscriptionStatus()).resolves.toEqual(E.left({ kind: 'Http', status: 403 }));
    await expect(apiFor({ token: 'not.a.jwt' }).getSubscriptionStatus()).resolves.toEqual(E.left({ kind: 'Http', status: 401 }));
  });

  it('an access token works as well as an id token', async () => {
    const user = signedInUser(backend);
    await expect(apiFor({ token: user.accessToken }).getEmailAddresses()).resolves.toEqual(
      E.right([{ address: user.email, isPrimary: true, isVerified: true }]),
    );
  });

  it('keeps each user’s data apart', async () => {
    const [ada, grace] = [signedInUser(backend), signedInUser(backend)];
    await apiFor({ token: ada.idToken }).saveUserProfile({ ...EMPTY_PROFILE, firstName: 'Ada' });

    await expect(apiFor({ token: grace.idToken }).getUserProfile()).resolves.toEqual(E.right(EMPTY_PROFILE));
  });

  it('waits 10 s by default for a hanging endpoint, then says "Request timed out"; the other calls are not held up', async () => {
    backend.faults.set({ subscriptionStatus: { delayMs: 12_000, times: 1 } });
    const api = apiFor();
    const started = Date.now();

    const [hanging, other] = await Promise.all([
      api.getSubscriptionStatus().then((result) => ({ result, at: Date.now() - started })),
      api.getEmailAddresses().then((result) => ({ result, at: Date.now() - started })),
    ]);

    expect(hanging.result).toEqual(E.left({ kind: 'Timeout' }));
    expect(hanging.at).toBeGreaterThanOrEqual(9_900);
    expect(hanging.at).toBeLessThan(12_000); // the server answers at 12 s: the client gave up first
    expect(E.isRight(other.result)).toBe(true);
    // Not held up: answered long before the hanging call gave up (no absolute figure, which load would move).
    expect(other.at).toBeLessThan(hanging.at / 2);
  }, 20_000);
});

describe('AxiosProtectionApi on the wire', () => {
  type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
  let server: Server;
  let seen: Seen[];
  let answer: { status: number; body: string; contentType?: string };
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    answer = { status: 200, body: '{"email_addresses": []}' };
  });

  const api = (token: O.Option<string> = O.some('the-token')) =>
    new AxiosProtectionApi({
      protectionApi: { url: `${base}/api/`, key: 'the-key' },
      verificationUrl: `${base}/verify/`,
      verificationKey: 'the-verification-key',
      bearer: async () => token,
    });

  it('sends nothing without a token', async () => {
    await expect(api(O.none).getEmailAddresses()).resolves.toEqual(E.left({ kind: 'NoToken' }));
    await expect(api(O.some('  ')).getEmailAddresses()).resolves.toEqual(E.left({ kind: 'NoToken' }));
    expect(seen).toEqual([]);
  });

  it.each([
    ['getSubscriptionStatus', (a: AxiosProtectionApi) => a.getSubscriptionStatus(), 'POST', '/api/subscription-status', { isWeb: true }],
    ['getRemovalStats', (a: AxiosProtectionApi) => a.getRemovalStats(), 'GET', '/api/data-broker-deletion', undefined],
    ['getBreachStatus', (a: AxiosProtectionApi) => a.getBreachStatus(), 'POST', '/api/breach-status', undefined],
    ['getUserProfile', (a: AxiosProtectionApi) => a.getUserProfile(), 'GET', '/api/profile-info/user-profile', undefined],
    [
      'saveUserProfile',
      (a: AxiosProtectionApi) =>
        a.saveUserProfile({ firstName: 'Ada', lastName: 'L', birthDate: '1815-12-10', address: 'a', address2: 'b', city: 'c', state: 'd', zip: 'e' }),
      'POST',
      '/api/profile-info/user-profile',
      { first_name: 'Ada', last_name: 'L', birth_date: '1815-12-10', address: 'a', address_2: 'b', city: 'c', state: 'd', zip: 'e' },
    ],
    ['getEmailAddresses', (a: AxiosProtectionApi) => a.getEmailAddresses(), 'GET', '/api/profile-info/email-addresses', undefined],
    [
      'addEmailAddress',
      (a: AxiosProtectionApi) => a.addEmailAddress('b@example.com'),
      'POST',
      '/api/profile-info/email-addresses',
      { email_address: 'b@example.com' },
    ],
    [
      'setPrimaryEmailAddress',
      (a: AxiosProtectionApi) => a.setPrimaryEmailAddress('b@example.com'),
      'PATCH',
      '/api/profile-info/email-addresses',
      { email_address: 'b@example.com' },
    ],
    [
      'removeEmailAddress',
      (a: AxiosProtectionApi) => a.removeEmailAddress('b@example.com'),
      'DELETE',
      '/api/profile-info/email-addresses',
      { email_address: 'b@example.com' },
    ],
    ['getRemovalContract', (a: AxiosProtectionApi) => a.getRemovalContract(), 'GET', '/api/data-broker-removal/contract', undefined],
    ['requestRemovalContract', (a: AxiosProtectionApi) => a.requestRemovalContract(), 'POST', '/api/data-broker-removal/contract', undefined],
    ['deleteRemovalContract', (a: AxiosProtectionApi) => a.deleteRemovalContract(), 'DELETE', '/api/data-broker-removal/contract', undefined],
  ] as const)('%s: %s %s with the api key, the bearer token and the documented body', async (_name, call, method, path, body) => {
    await call(api());

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method, url: path });
    expect(request?.headers).toMatchObject({ 'x-api-key': 'the-key', authorization: 'Bearer the-token' });
    expect(request?.body === '' ? undefined : JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it("confirms an added address at the verification endpoint, with that endpoint's key, not the Protection API's", async () => {
    await api().verifyEmailAddress('b@example.com', '123456');

    expect(seen[0]).toMatchObject({ method: 'POST', url: '/verify/email-addresses' });
    expect(seen[0]?.headers['x-api-key']).toBe('the-verification-key');
    expect(seen[0]?.headers.authorization).toBe('Bearer the-token');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email_address: 'b@example.com', code: '123456' });
  });

  it('never retries a failed GET: the product’s own clients retry 0 times', async () => {
    answer = { status: 503, body: '{}' };

    await expect(api().getEmailAddresses()).resolves.toEqual(E.left({ kind: 'Http', status: 503 }));
    expect(seen).toHaveLength(1);
  });

  it('reads a 2xx HTML page as a decode failure, not as data', async () => {
    answer = { status: 200, body: '<!doctype html><p>hi</p>', contentType: 'text/html' };

    await expect(api().getEmailAddresses()).resolves.toEqual(E.left({ kind: 'Decode', details: ['(body): expected JSON'] }));
  });

  it('classifies a closed port as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = new AxiosProtectionApi({
      protectionApi: { url: `http://127.0.0.1:${port}/api/`, key: 'k' },
      verificationUrl: `http://127.0.0.1:${port}/`,
      verificationKey: 'the-verification-key',
      bearer: async () => O.some('t'),
    });

    await expect(nowhere.getEmailAddresses()).resolves.toEqual(E.left({ kind: 'Network' }));
  });
});
