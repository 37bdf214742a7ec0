// The static server a production build is served with, on an ephemeral loopback port: hostile or
// broken URLs, missing assets, the app shell for client routes, and source maps kept private.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/serve-static';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>landing</title>');
  writeFileSync(join(dir, 'app.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'assets/main.1234abcd.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets/main.1234abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dir, '_headers.json'), JSON.stringify({ 'X-Frame-Options': 'DENY' }));
  server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: fetch would normalise the path before sending it. */
const get = (path: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> =>
  new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
  });

describe('serve-static', () => {
  it('answers a URL that does not decode with 400 and keeps serving', async () => {
    const bad = await get('/%E0%A4%A');
    const nextOne = await get('/dashboard');

    expect(bad.status).toBe(400);
    expect(bad.body).not.toContain('<title>shell</title>');
    expect(nextOne.status).toBe(200);
  });

  it('answers a missing file with an extension with 404, not the app shell', async () => {
    const missing = await get('/assets/main.deadbeef.js');
    const missingIcon = await get('/favicon.png');

    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('<title>shell</title>');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missingIcon.status).toBe(404);
  });

  it('answers client routes with the app shell and / with the landing page, with the build headers', async () => {
    const route = await get('/chatbot?breach_name=Adobe');
    const landing = await get('/');
    const asset = await get('/assets/main.1234abcd.js');

    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>shell</title>');
    expect(route.headers['x-frame-options']).toBe('DENY');
    expect(landing.body).toContain('<title>landing</title>');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never serves a source map, even one left in the build directory', async () => {
    const map = await get('/assets/main.1234abcd.js.map');

    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('never serves a file outside the build directory', async () => {
    const escape = await get('/..%2f..%2fetc%2fpasswd');

    expect(escape.status).not.toBe(200);
    expect(escape.body).not.toContain('root:');
  });
});
