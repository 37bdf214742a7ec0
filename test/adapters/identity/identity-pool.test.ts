import { randomUUID } from 'node:crypto';
import { startLocalBackend } from '../../../local-backend/index';
import { AwsIdentityPool } from '../../../src/adapters/identity/aws-identity-pool';
import { AwsSdkIdentityPool } from './aws-sdk-identity-pool';
import { InMemoryIdentityPool } from '../../../src/adapters/identity/in-memory-identity-pool';
import { userPoolLogins } from '../../../src/domain/auth/session/identity-credentials';
import { createStorageFaultSwitch, FAULTS_STORAGE_KEY } from '../../../src/stand-ins/faults/storage-fault-switch';
import { type IdTokenCheck, LocalIdentityPool } from '../../../src/stand-ins/user-pool/identity-pool';
import { signedInUser } from '../protection-api/local-user';
import { identityPoolContract } from './identity-pool.contract';

const HOUR = 3_600_000;

identityPoolContract('InMemoryIdentityPool (offline)', async ({ guestAccess }) => {
  let now = Date.now();
  const tokens = new Map<string, { sub: string; expiresAt: number }>();
  const stored = new Map<string, string>();
  const storage = { getItem: (key: string) => stored.get(key) ?? null };
  const identityPoolId = 'us-east-1:00000000-0000-4000-8000-0000000000ff';
  const core = new LocalIdentityPool({
    identityPoolId,
    providerName: 'cognito-idp.us-east-1.amazonaws.com/us-east-1_Offline',
    allowUnauthenticated: guestAccess,
    checkIdToken: (jwt, at): IdTokenCheck => {
      const token = tokens.get(jwt);
      if (!token) return { ok: false, reason: 'invalid' };
      return at < token.expiresAt ? { ok: true, sub: token.sub, email: `${token.sub}@example.com` } : { ok: false, reason: 'expired' };
    },
    random: { uuid: randomUUID, secret: () => randomUUID() },
  });
  const pool = new InMemoryIdentityPool({
    pool: core,
    identityPoolId,
    clock: { now: () => now },
    faults: createStorageFaultSwitch(storage, async () => undefined),
  });
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    pool,
    userPoolId: 'us-east-1_Offline',
    async signIn() {
      const sub = randomUUID();
      // Shaped as a JWT, so a forgery can change its payload and keep its signature.
      const token = `${part({ alg: 'none', kid: 'offline' })}.${part({ sub, token_use: 'id' })}.${randomUUID()}`;
      tokens.set(token, { sub, expiresAt: now + HOUR });
      return userPoolLogins('us-east-1_Offline', token);
    },
    expireTokens: () => {
      now += 2 * HOUR;
    },
    async fail(code) {
      stored.set(FAULTS_STORAGE_KEY, JSON.stringify({ identity: { error: code } }));
      return async () => void stored.delete(FAULTS_STORAGE_KEY);
    },
    close: async () => undefined,
  };
});

/** The product's client, and AWS's own as the protocol's peer, each against local-backend. */
for (const [name, client] of [
  ['AwsIdentityPool (fetch)', (id: string, endpoint: string) => new AwsIdentityPool({ identityPoolId: id, endpoint })],
  ["AWS's own client", (id: string, endpoint: string) => new AwsSdkIdentityPool(id, endpoint)],
] as const) {
  identityPoolContract(`${name} against local-backend`, async ({ guestAccess }) => {
    let offset = 0;
    const backend = await startLocalBackend({ log: () => undefined, allowGuestIdentities: guestAccess, clock: () => Date.now() + offset });
    return {
      pool: client(backend.identityPoolId, backend.identityEndpoint),
      userPoolId: backend.userPoolId,
      // Tokens are issued at the service's clock: a test that expired earlier ones must not expire the next.
      signIn: async () => userPoolLogins(backend.userPoolId, signedInUser(backend, { now: Date.now() + offset }).idToken),
      expireTokens: () => {
        offset += 2 * HOUR;
      },
      async fail(code) {
        await fetch(`${backend.url}/faults`, { method: 'PUT', body: JSON.stringify({ identity: { error: code } }) });
        return async () => void (await fetch(`${backend.url}/faults`, { method: 'DELETE' }));
      },
      close: () => backend.close(),
    };
  });
}
