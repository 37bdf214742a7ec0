// `npm run start:local`: local-backend on 127.0.0.1:4100 and the app in local mode (the real adapters
// pointed at it) with hot reload, opened as http://localhost:3000: the app's origin is local-backend's
// passkey relying party, and browsers refuse an IP address as one. Codes arrive at http://127.0.0.1:4100/outbox.
import { spawn } from 'node:child_process';
import { startLocalBackend } from '../local-backend/index';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from '../local-backend/local-pool';
import { localEnv } from './local-env';

const APP_ORIGIN = 'http://localhost:3000';

void (async () => {
  const backend = await startLocalBackend({ port: 4100, appOrigin: APP_ORIGIN, userPoolId: LOCAL_POOL_ID, clientId: LOCAL_CLIENT_ID });
  console.log(`[local] backend on ${backend.url}; codes and magic links at ${backend.url}/outbox`);
  const app = spawn('npx', ['webpack', 'serve', '--env', 'mode=real'], { stdio: 'inherit', env: { ...process.env, ...localEnv(backend.url) } });
  const stop = () => {
    app.kill();
    void backend.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  app.on('exit', (code) => void backend.close().finally(() => process.exit(code ?? 0)));
})();
