// What a hostile page or network can try against local-backend: a DNS-rebound page (loopback address,
// foreign Host header) reading the outbox, a bind that would open the dev routes to the network, and
// a user hash asked for an empty alias.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { startLocalBackend, type LocalBackend } from '../../local-backend/index';
import { signedInUser } from '../adapters/protection-api/local-user';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({ log: () => undefined });
});
afterAll(async () => {
  await backend.close();
});

/** A raw request: fetch does not let a caller set Host, a rebound browser page effectively does. */
function request(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: backend.port, path, agent: false, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local-backend answers loopback hosts only', () => {
  it.each(['rebind.attacker.example', `rebind.attacker.example:${4100}`, '192.168.1.20', 'localhost.attacker.example'])(
    'refuses a request whose Host is %s, without reading the outbox',
    async (host) => {
      const { email } = signedInUser(backend);

      const answer = await request('/outbox', host);

      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain(email);
      expect(answer.body).not.toMatch(/"code"/);
    },
  );

  it.each(['127.0.0.1', 'localhost', '[::1]'])('answers a request whose Host is %s (with its port)', async (name) => {
    const answer = await request('/health', `${name}:${backend.port}`);

    expect(answer.status).toBe(200);
  });

  it('refuses a chat socket opened under a foreign Host', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port: backend.port,
        path: '/chat',
        agent: false,
        headers: {
          Host: 'rebind.attacker.example',
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('upgrade', (_res, socket) => {
        socket.destroy();
        resolve(101);
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', (error) => (/socket hang up|ECONNRESET/.test(error.message) ? resolve(0) : reject(error)));
      req.end();
    });

    expect(status).not.toBe(101);
  });
});

describe('local-backend binds to loopback unless told otherwise', () => {
  it('refuses to listen on every interface without the explicit option', async () => {
    await expect(startLocalBackend({ host: '0.0.0.0', log: () => undefined })).rejects.toThrow(/loopback/);
  });

  it('listens on a non-loopback interface with the option, and still refuses a foreign Host name', async () => {
    const exposed = await startLocalBackend({ host: '0.0.0.0', exposeToNetwork: true, log: () => undefined });
    try {
      const byName = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: exposed.port, path: '/health', agent: false, headers: { Host: 'rebind.attacker.example' } }, (res) =>
            resolve(res.statusCode ?? 0),
          )
          .on('error', reject);
      });
      const byAddress = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: exposed.port, path: '/health', agent: false, headers: { Host: `192.168.1.20:${exposed.port}` } }, (res) =>
            resolve(res.statusCode ?? 0),
          )
          .on('error', reject);
      });

      expect(byName).toBe(403);
      expect(byAddress).toBe(200);
    } finally {
      await exposed.close();
    }
  });

  it('the command refuses HOST=0.0.0.0 without LOCAL_BACKEND_EXPOSE=1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'local-backend/main.ts'], {
      env: { ...process.env, HOST: '0.0.0.0', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      // Still running after 10 s means it is listening: the defect.
      const timer = setTimeout(() => {
        child.kill();
        resolve(null);
      }, 10_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });

    expect(code).toBe(1);
    expect(output).toContain('LOCAL_BACKEND_EXPOSE=1');
    expect(output).not.toContain('listening on');
  });
});

describe('the user-hash endpoint of local-backend', () => {
  const userHash = (token: string, body: string) =>
    fetch(`${backend.hooksApiUrl}protect-intercom-user-hashes`, {
      method: 'POST',
      headers: { 'x-api-key': 'local-hooks-key', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    });

  it('never gives a hash for an empty alias, even to the user whose alias is empty', async () => {
    const { idToken } = signedInUser(backend, { userAlias: '' });

    const response = await userHash(idToken, '{"user_alias": ""}');
    const text = await response.text();

    expect(response.status).toBe(400);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });

  it('still gives the hash of the caller’s own alias', async () => {
    const { idToken, userAlias } = signedInUser(backend);

    const response = await userHash(idToken, JSON.stringify({ user_alias: userAlias }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});
