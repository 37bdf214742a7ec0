// The keys the spec names for the chat socket and the verification endpoint: local-backend refuses a caller
// without them, as the hosted services would.
import WebSocket from 'ws';
import { startLocalBackend, type LocalBackend } from '../../local-backend/index';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, log: () => undefined, chatbotSocketKey: 'chat-key', verificationApiKey: 'verify-key' });
});
afterAll(() => backend.close());

/** 'open', or the status the upgrade was refused with. */
const connect = (url: string) =>
  new Promise<string | number>((resolve) => {
    const socket = new WebSocket(url);
    socket.once('open', () => (socket.close(), resolve('open')));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => resolve('error'));
  });

describe('the chat socket key', () => {
  it('refuses a connection without the key, or with another', async () => {
    const bare = backend.chatSocketUrl.split('?')[0] ?? '';
    expect(await connect(bare)).toBe(403);
    expect(await connect(`${bare}?api_key=another`)).toBe(403);
  });

  it('opens with it, at the URL local-backend gives out', async () => {
    expect(backend.chatSocketUrl).toMatch(/\?api_key=chat-key$/);
    expect(await connect(backend.chatSocketUrl)).toBe('open');
  });
});

describe('the verification endpoint key', () => {
  const verify = (headers: Record<string, string>) =>
    fetch(`${backend.verificationUrl}email-addresses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email_address: 'a@example.com', code: '123456' }),
    });

  it('refuses a call without the x-api-key, or with another', async () => {
    expect((await verify({})).status).toBe(403);
    expect((await verify({ 'x-api-key': 'another' })).status).toBe(403);
  });

  it('takes the key, then asks for the bearer as before', async () => {
    expect((await verify({ 'x-api-key': 'verify-key' })).status).toBe(401);
  });
});
