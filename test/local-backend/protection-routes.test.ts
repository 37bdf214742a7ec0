// local-backend part 2 at the HTTP level: what a browser or a misbehaving client can send it.
import { startLocalBackend, type LocalBackend } from '../../local-backend/index';
import { signedInUser } from '../adapters/protection-api/local-user';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ log: () => undefined });
});
afterAll(async () => {
  await backend.close();
});
afterEach(() => backend.faults.clear());

const call = (path: string, init: RequestInit & { token?: string; key?: string | null } = {}) =>
  fetch(`${backend.url}${path}`, {
    ...init,
    headers: {
      ...(init.key === null ? {} : { 'x-api-key': init.key ?? 'local-protection-key' }),
      ...(init.token === undefined ? {} : { Authorization: `Bearer ${init.token}` }),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });

/** Removal needs a name and a city to search brokers by. */
const searchable = (token: string) =>
  call('/api/profile-info/user-profile', { method: 'POST', token, body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', city: 'London' }) });

describe('the Protection API of local-backend', () => {
  it('lets a loopback page preflight PATCH and DELETE with Authorization and x-api-key', async () => {
    const response = await fetch(`${backend.url}/api/profile-info/email-addresses`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,x-api-key,content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(response.headers.get('access-control-allow-methods')).toEqual(expect.stringContaining('PATCH'));
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('authorization'));
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('x-api-key'));
  });

  it('checks the key before the token, and names neither in its answer', async () => {
    const noKey = await call('/api/subscription-status', { method: 'POST', key: null });
    const noToken = await call('/api/subscription-status', { method: 'POST' });

    expect([noKey.status, noToken.status]).toEqual([403, 401]);
    expect(await noToken.json()).toEqual({ error: 'Unauthorized', message: 'Missing bearer token.' });
  });

  it.each([
    ['malformed JSON', '{"email_address":', 400, 'MalformedJson'],
    ['the wrong shape', '{"email": "b@example.com"}', 400, 'InvalidRequest'],
    ['a non-address', '{"email_address": "nope"}', 400, 'InvalidEmailAddress'],
  ])('answers a body with %s by %i %s, naming the problem', async (_case, body, status, error) => {
    const { idToken } = signedInUser(backend);
    const response = await call('/api/profile-info/email-addresses', { method: 'POST', token: idToken, body });

    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
  });

  it('answers in snake_case: 201 with the list for an added address, 204 for a deleted contract', async () => {
    const { idToken } = signedInUser(backend);
    const added = await call('/api/profile-info/email-addresses', { method: 'POST', token: idToken, body: '{"email_address": "b@example.com"}' });
    await searchable(idToken);
    await call('/api/data-broker-removal/contract', { method: 'POST', token: idToken });
    const deleted = await call('/api/data-broker-removal/contract', { method: 'DELETE', token: idToken });

    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      email_addresses: [expect.objectContaining({ is_primary: true }), { address: 'b@example.com', is_primary: false, is_verified: false }],
    });
    expect(backend.outbox.latest('b@example.com')?.magicLink).toMatch(/\/dashboard\?token=/);
    expect(deleted.status).toBe(204);
  });

  it('serves a forced broken body with its content type, and a forced status with an error body', async () => {
    const { idToken } = signedInUser(backend);
    backend.faults.set({ breachStatus: { body: 'html', times: 1 }, subscriptionStatus: { status: 503, times: 1 } });

    const html = await call('/api/breach-status', { method: 'POST', token: idToken });
    const failed = await call('/api/subscription-status', { method: 'POST', token: idToken });

    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toMatch(/^<!doctype html>/);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ error: 'InternalServerError' });
  });

  it('stands in for DocuSeal: a signing page only the app may frame, and a completed submission signs the contract with that slug only', async () => {
    const { idToken } = signedInUser(backend);
    await searchable(idToken);
    const created = (await (await call('/api/data-broker-removal/contract', { method: 'POST', token: idToken })).json()) as {
      contract: { docuseal_slug: string };
    };
    const slug = created.contract.docuseal_slug;

    const page = await fetch(`${backend.url}/s/${slug}`);
    const script = await fetch(`${backend.url}/js/signing-page.js`);
    const badSlug = await fetch(`${backend.url}/s/%3Cscript%3E`);
    const unknown = await fetch(`${backend.url}/docuseal/s/contract-000000000000/complete`, { method: 'POST' });
    const done = await fetch(`${backend.url}/docuseal/s/${slug}/complete`, { method: 'POST' });

    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Framed by the app (local-backend's default app origin) and no one else; its own script only.
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:3000');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain(`data-slug="${slug}"`);
    expect(html).toContain('data-parent-origin="http://127.0.0.1:3000"');
    expect(await script.text()).toContain('window.parent.postMessage({ event, slug }, main.dataset.parentOrigin)');
    expect(badSlug.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(done.status).toBe(200);
    const read = (await (await call('/api/data-broker-removal/contract', { token: idToken })).json()) as { contract: { status: string } };
    expect(read.contract.status).toBe('SIGNED');
  });

  it('refuses a fault with an unknown body kind, keeping the faults it had', async () => {
    backend.faults.set({ breachStatus: { status: 500 } });

    const response = await fetch(`${backend.url}/faults`, { method: 'PUT', body: JSON.stringify({ breachStatus: { body: 'gibberish' } }) });

    expect(response.status).toBe(400);
    expect(backend.faults.list()).toEqual({ breachStatus: { status: 500 } });
  });
});

describe('a journey runs one person’s time ahead (dev route)', () => {
  it('moves that person’s removals on, and no one else’s', async () => {
    const ada = signedInUser(backend);
    const bob = signedInUser(backend);
    for (const { idToken } of [ada, bob]) {
      await searchable(idToken);
      await call('/api/data-broker-removal/contract', { method: 'POST', token: idToken });
      const slug = ((await (await call('/api/data-broker-removal/contract', { token: idToken })).json()) as { contract: { docuseal_slug: string } }).contract
        .docuseal_slug;
      expect((await fetch(`${backend.url}/docuseal/s/${slug}/complete`, { method: 'POST' })).status).toBe(200);
    }
    const states = async (token: string) =>
      new Set(((await (await call('/api/data-broker-deletion', { token })).json()) as { brokers: { state: string }[] }).brokers.map((b) => b.state));

    const ahead = await fetch(`${backend.url}/protection-clock?for=${encodeURIComponent(ada.email)}`, { method: 'PUT', body: '{"ahead_ms": 3024000000}' });
    expect(ahead.status).toBe(204);
    expect(await states(ada.idToken)).toEqual(new Set(['REMOVED']));
    expect(await states(bob.idToken)).toEqual(new Set(['REQUESTED']));

    const refused = await fetch(`${backend.url}/protection-clock?for=x`, { method: 'PUT', body: '{"ahead_ms": "soon"}' });
    expect(refused.status).toBe(400);
  });
});
