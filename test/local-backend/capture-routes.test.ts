// local-backend's stand-ins for the analytics proxy and the error-reporting endpoint, over HTTP.
import { type LocalBackend, startLocalBackend } from '../../local-backend/index';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ log: () => undefined, clock: () => 1_000 });
});
afterAll(() => backend.close());
afterEach(() => backend.captures.clear());

describe('capture routes', () => {
  it('answers an analytics batch the way Amplitude does and keeps it', async () => {
    const body = JSON.stringify({ api_key: 'k', events: [{ event_type: 'a' }, { event_type: 'b' }] });
    const response = await fetch(backend.analyticsProxyUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, events_ingested: 2, payload_size_bytes: body.length, server_upload_time: 1_000 });
    expect(backend.captures.list()).toEqual([{ service: 'analytics', path: '/analytics', query: '', body, at: 1_000 }]);
  });

  it('keeps a Sentry envelope posted at the path its DSN gives, with its query', async () => {
    const dsn = new URL(backend.sentryDsn);
    const envelope = '{"event_id":"x"}\n{"type":"event"}\n{"message":"m"}\n';
    const response = await fetch(`${dsn.origin}${dsn.pathname.replace(/\/1$/, '')}/api/1/envelope/?sentry_key=${dsn.username}&sentry_version=7`, {
      method: 'POST',
      body: envelope,
    });

    expect(response.status).toBe(200);
    expect(dsn.username).toBe('local');
    expect(backend.captures.list()).toEqual([
      { service: 'error-reports', path: '/sentry/api/1/envelope/', query: 'sentry_key=local&sentry_version=7', body: envelope, at: 1_000 },
    ]);
  });

  it('lists and clears what it captured over HTTP, and answers a malformed analytics body without failing', async () => {
    await fetch(backend.analyticsProxyUrl, { method: 'POST', body: 'not json' });

    const listed = (await (await fetch(`${backend.url}/captures`)).json()) as unknown[];
    expect(listed).toHaveLength(1);
    expect((await fetch(`${backend.url}/captures`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${backend.url}/captures`)).json()).toEqual([]);
  });

  it('refuses a body over the limit', async () => {
    const response = await fetch(backend.analyticsProxyUrl, { method: 'POST', body: 'x'.repeat(70 * 1024) });

    expect(response.status).toBe(413);
    expect(backend.captures.list()).toEqual([]);
  });

  it('keeps only the newest 500', async () => {
    for (let i = 0; i < 502; i++) backend.captures.add({ service: 'analytics', path: '/analytics', query: '', body: String(i), at: i });

    expect(backend.captures.list()).toHaveLength(500);
    expect(backend.captures.list()[0]?.body).toBe('2');
  });
});
