// Playwright's local-mode server: local-backend on 127.0.0.1:4175, a production build in local mode,
// served on 127.0.0.1:4174 (both moved by E2E_PORT, e2e/ports.ts) and reached as localhost:4174: the app's
// origin is local-backend's passkey relying party, and WebAuthn refuses an IP address as one.
// Usage: tsx scripts/serve-local.ts
import { execFileSync } from 'node:child_process';
import { startLocalBackend } from '../local-backend/index';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID, localEnv } from './local-env';
import { prerender } from './prerender';
import { createStaticServer } from './serve-static';

import { e2ePorts } from '../e2e/ports';

const { local: LOCAL_APP_PORT, backend: LOCAL_BACKEND_PORT } = e2ePorts();

void (async () => {
  const backend = await startLocalBackend({
    port: LOCAL_BACKEND_PORT,
    appOrigin: `http://localhost:${LOCAL_APP_PORT}`,
    userPoolId: LOCAL_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    log: () => undefined,
  });
  execFileSync('npx', ['webpack', '--env', 'production', '--env', 'mode=real', '--output-path', 'dist/local'], {
    stdio: 'inherit',
    env: { ...process.env, ...localEnv(backend.url) },
  });
  await prerender('dist/local');
  createStaticServer('dist/local').listen(LOCAL_APP_PORT, '127.0.0.1', () => console.log(`local mode on http://127.0.0.1:${LOCAL_APP_PORT}`));
})();
