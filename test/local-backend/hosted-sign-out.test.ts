import { startLocalBackend, type LocalBackend } from '../../local-backend/index';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ log: () => undefined, appOrigin: 'http://127.0.0.1:3000' });
});
afterAll(() => backend.close());
afterEach(() => backend.faults.clearAll());

const logout = (clientId: string, logoutUri: string) =>
  fetch(`${backend.url}/logout?client_id=${encodeURIComponent(clientId)}&logout_uri=${encodeURIComponent(logoutUri)}`, { redirect: 'manual' });

describe("local-backend's hosted sign-out", () => {
  it('sends the browser back to the app’s sign-out URL', async () => {
    const answer = await logout(backend.clientId, 'http://127.0.0.1:3000/sign-in');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://127.0.0.1:3000/sign-in');
  });

  it('shows its error page for another client or a return URL outside the app', async () => {
    expect((await logout('other', 'http://127.0.0.1:3000/sign-in')).status).toBe(400);
    const elsewhere = await logout(backend.clientId, 'https://evil.example/');
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('redirect_mismatch');
  });

  it('with the hostedSignOut fault, sends the browser back with an OAuth error', async () => {
    await fetch(`${backend.url}/faults`, { method: 'PUT', body: JSON.stringify({ hostedSignOut: { error: 'server_error', times: 1 } }) });
    const failed = new URL((await logout(backend.clientId, 'http://127.0.0.1:3000/sign-in')).headers.get('location') ?? '');
    expect(failed.searchParams.get('error')).toBe('server_error');
    expect((await logout(backend.clientId, 'http://127.0.0.1:3000/sign-in')).headers.get('location')).toBe('http://127.0.0.1:3000/sign-in');
  });
});

describe("local-backend's hosted sign-out with the app client's allowed sign-out origins", () => {
  let withOrigins: LocalBackend;
  beforeAll(async () => {
    withOrigins = await startLocalBackend({
      log: () => undefined,
      appOrigin: 'http://127.0.0.1:3000',
      signOutOrigins: ['http://127.0.0.1:3000', 'http://127.0.0.1:3004/'],
    });
  });
  afterAll(() => withOrigins.close());
  const logoutAt = (logoutUri: string) =>
    fetch(`${withOrigins.url}/logout?client_id=${encodeURIComponent(withOrigins.clientId)}&logout_uri=${encodeURIComponent(logoutUri)}`, {
      redirect: 'manual',
    });

  it('sends the browser back to any of them, and to no other origin', async () => {
    expect((await logoutAt('http://127.0.0.1:3004/')).headers.get('location')).toBe('http://127.0.0.1:3004/');
    expect((await logoutAt('http://127.0.0.1:3000/sign-in')).status).toBe(302);
    expect((await logoutAt('http://127.0.0.1:3005/')).status).toBe(400);
  });
});
