import { DEFAULT_APP_ORIGIN, DEFAULT_CLIENT_ID, DEFAULT_USER_POOL_ID, startLocalBackend } from './index';
import { isLoopbackBind } from './http/cors';

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0…65535, not '${raw ?? ''}'.`);
  return port;
}

function readChoice<T extends string>(name: string, raw: string | undefined, choices: readonly T[]): T {
  if (raw === undefined || raw === '') return choices[0] as T;
  const found = choices.find((choice) => choice === raw);
  if (found === undefined) throw new Error(`${name} must be ${choices.slice(0, -1).join(', ')} or ${choices.at(-1) ?? ''}, not '${raw}'.`);
  return found;
}

async function main(): Promise<void> {
  const env = process.env;
  const host = env.HOST || '127.0.0.1';
  const exposeToNetwork = env.LOCAL_BACKEND_EXPOSE === '1';
  if (!isLoopbackBind(host) && exposeToNetwork) {
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
    preventUserExistenceErrors: readChoice('PREVENT_USER_EXISTENCE_ERRORS', env.PREVENT_USER_EXISTENCE_ERRORS, ['LEGACY', 'ENABLED'] as const),
    mfaConfiguration: readChoice('COGNITO_MFA_CONFIGURATION', env.COGNITO_MFA_CONFIGURATION, ['OPTIONAL', 'OFF', 'ON'] as const),
    signUpConfirmation: readChoice('SIGN_UP_CONFIRMATION', env.SIGN_UP_CONFIRMATION, ['auto', 'code', 'link'] as const),
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
