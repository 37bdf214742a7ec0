import { DEFAULT_APP_ORIGIN, DEFAULT_CLIENT_ID, DEFAULT_USER_POOL_ID, startLocalBackend } from './index';
import { isLoopbackBind } from './http/cors';
import { MFA_CONFIGURATIONS, type MfaConfiguration } from './cognito/mfa';

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0…65535, not '${raw ?? ''}'.`);
  return port;
}

function readPrevention(raw: string | undefined): 'LEGACY' | 'ENABLED' {
  if (raw === undefined || raw === '' || raw === 'LEGACY') return 'LEGACY';
  if (raw === 'ENABLED') return 'ENABLED';
  throw new Error(`PREVENT_USER_EXISTENCE_ERRORS must be LEGACY or ENABLED, not '${raw}'.`);
}

function readMfaConfiguration(raw: string | undefined): MfaConfiguration {
  if (raw === undefined || raw === '') return 'OPTIONAL';
  const found = MFA_CONFIGURATIONS.find((value) => value === raw);
  if (found === undefined) throw new Error(`COGNITO_MFA_CONFIGURATION must be OFF, OPTIONAL or ON, not '${raw}'.`);
  return found;
}

function readConfirmation(raw: string | undefined): 'auto' | 'code' | 'link' {
  if (raw === undefined || raw === '' || raw === 'auto') return 'auto';
  if (raw === 'code' || raw === 'link') return raw;
  throw new Error(`SIGN_UP_CONFIRMATION must be auto, code or link, not '${raw}'.`);
}

async function main(): Promise<void> {
  const env = process.env;
  const host = env.HOST || '127.0.0.1';
  const exposeToNetwork = env.LOCAL_BACKEND_EXPOSE === '1';
  if (!isLoopbackBind(host)) {
    if (!exposeToNetwork)
      throw new Error(
        `HOST=${host} is not loopback: the outbox (sign-in codes) and fault routes would be open to that network. Set LOCAL_BACKEND_EXPOSE=1 as well to mean it.`,
      );
    console.warn(`[local-backend] HOST=${host} is not loopback (LOCAL_BACKEND_EXPOSE=1): the outbox and fault routes are open to that network.`);
  }
  const backend = await startLocalBackend({
    port: readPort(env.PORT),
    host,
    exposeToNetwork,
    dataFile: env.LOCAL_BACKEND_DATA_FILE || undefined,
    userPoolId: env.COGNITO_USER_POOL_ID || DEFAULT_USER_POOL_ID,
    clientId: env.COGNITO_CLIENT_ID || DEFAULT_CLIENT_ID,
    appOrigin: env.APP_ORIGIN || DEFAULT_APP_ORIGIN,
    preventUserExistenceErrors: readPrevention(env.PREVENT_USER_EXISTENCE_ERRORS),
    mfaConfiguration: readMfaConfiguration(env.COGNITO_MFA_CONFIGURATION),
    signUpConfirmation: readConfirmation(env.SIGN_UP_CONFIRMATION),
  });
  console.log(
    [
      `[local-backend] listening on ${backend.url}`,
      `  COGNITO_ENDPOINT=${backend.cognitoEndpoint}  COGNITO_USER_POOL_ID=${backend.userPoolId}  COGNITO_CLIENT_ID=${backend.clientId}`,
      `  issuer ${backend.issuer}  jwks ${backend.jwksUri}`,
      `  dev: GET ${backend.url}/outbox | GET /outbox/latest?to=<email> | DELETE /outbox | PUT/DELETE /faults | GET /health`,
    ].join('\n'),
  );
  const stop = () => {
    void backend.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[local-backend] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
