// Playwright's local-mode servers: local-backend on 127.0.0.1:4175 and two production builds in local
// mode talking to it: the one most journeys use, on 127.0.0.1:4174 reached as localhost:4174 (the app's
// origin is local-backend's passkey relying party, and WebAuthn refuses an IP address as one), and one
// with local mode's optional keys set (hosted sign-out, guest access) on 127.0.0.1:4177 (all moved by
// E2E_PORT, e2e/ports.ts). Two builds, because those keys change what every sign-out does; one after the
// other, so the second reuses the first's cache (webpack.config.ts) and costs a quarter of it.
// Usage: tsx scripts/serve-local.ts
import { spawn } from 'node:child_process';
import { startLocalBackend } from '../local-backend/index';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from '../local-backend/local-pool';
import { localEnv, localOptionsEnv } from './local-env';
import { prerender } from './prerender';
import { createStaticServer } from './serve-static';

import { e2ePorts } from '../e2e/ports';

const { local: LOCAL_APP_PORT, backend: LOCAL_BACKEND_PORT, localOptions: LOCAL_OPTIONS_PORT } = e2ePorts();
const appOrigin = `http://localhost:${LOCAL_APP_PORT}`;
const optionsOrigin = `http://127.0.0.1:${LOCAL_OPTIONS_PORT}`;

/** A production build in real mode with `env`. */
function build(outputPath: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--env', 'production', '--env', 'mode=real', '--output-path', outputPath], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack for ${outputPath} exited with ${code ?? 'a signal'}`))));
  });
}

/** Resolves once the server is listening. */
const serve = (dir: string, port: number): Promise<void> => new Promise((resolve) => createStaticServer(dir).listen(port, '127.0.0.1', () => resolve()));

void (async () => {
  const backend = await startLocalBackend({
    port: LOCAL_BACKEND_PORT,
    appOrigin,
    signOutOrigins: [appOrigin, optionsOrigin],
    userPoolId: LOCAL_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    // The pool gives guests identities; only the second build asks for them.
    allowGuestIdentities: true,
    log: () => undefined,
  });
  await build('dist/local', localEnv(backend.url));
  await build('dist/local-options', localOptionsEnv(backend.url, optionsOrigin));
  await prerender('dist/local');
  await prerender('dist/local-options');
  // The second build listens first: Playwright waits for the first build's port only.
  await serve('dist/local-options', LOCAL_OPTIONS_PORT);
  await serve('dist/local', LOCAL_APP_PORT);
  console.log(`local mode on ${appOrigin}, with its optional keys on ${optionsOrigin}`);
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
