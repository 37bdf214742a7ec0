// One contract for every IdentityPool: the offline fake, and AWS's identity client against local-backend on 127.0.0.1.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeIdentityCredentials } from '../../../src/application/auth/identity-credentials';
import type { IdentityFailure, IdentityPool } from '../../../src/application/ports/identity-credentials.port';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import { CREDENTIALS_CACHE_MS, type Logins } from '../../../src/domain/auth/session/identity-credentials';

type IdentitySubject = {
  readonly pool: IdentityPool;
  /** The user pool whose id tokens `signIn` hands out. */
  readonly userPoolId: string;
  /** A newly signed-in user's logins (the user pool's provider → id token). */
  signIn(): Promise<Logins>;
  /** Moves the service's clock past the id tokens' expiry. */
  expireTokens(): void;
  /** Forces identity-pool calls to fail with this error code, until the answer is called. */
  fail(code: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type SubjectFactory = (options: { readonly guestAccess: boolean }) => Promise<IdentitySubject>;

const right = <T>(either: E.Either<IdentityFailure, T>): T => {
  if (E.isLeft(either)) throw new Error(`expected Right, got ${JSON.stringify(either.left)}`);
  return either.right;
};

const serviceCode = <T>(either: E.Either<IdentityFailure, T>): string =>
  E.isLeft(either) && either.left.kind === 'Service' ? either.left.code : `not a service failure: ${JSON.stringify(either)}`;

/** The pool as the app uses it: behind the credentials cache, on a clock the test moves, every call counted. */
const cachedPool = (subject: IdentitySubject, guestAccess: boolean) => {
  const calls: string[] = [];
  let now = Date.now();
  const counted: IdentityPool = {
    getId: (logins) => (calls.push('GetId'), subject.pool.getId(logins)),
    getCredentials: (identityId, logins) => (calls.push('GetCredentialsForIdentity'), subject.pool.getCredentials(identityId, logins)),
  };
  const service = makeIdentityCredentials({ pool: counted, clock: { now: () => now }, userPoolId: subject.userPoolId, allowGuest: guestAccess });
  return { service, calls, advance: (ms: number) => void (now += ms) };
};

const sessionOf = (logins: Logins, userId: string): O.Option<AuthSession> =>
  O.some({
    userId,
    username: userId,
    email: `${userId}@example.com`,
    region: 'US',
    userAlias: userId,
    idToken: Object.values(logins)[0] ?? '',
    accessToken: 'unused',
    expiresAt: Date.now() + 3_600_000,
  });

/** The same token with another subject in its payload and the original signature: a forgery. */
const forged = (token: string): string => {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-00000000f0f0' })).toString('base64url'), signature].join('.');
};

export function identityPoolContract(name: string, make: SubjectFactory): void {
  describe(`${name}: the identity-pool contract`, () => {
    describe('without guest access', () => {
      let subject: IdentitySubject;
      beforeAll(async () => {
        subject = await make({ guestAccess: false });
      });
      afterAll(() => subject.close());

      it('refuses a guest identity', async () => {
        expect(serviceCode(await subject.pool.getId(undefined))).toBe('NotAuthorizedException');
      });

      it('gives a signed-in user one primary identity and credentials with the same logins', async () => {
        const logins = await subject.signIn();
        const identityId = right(await subject.pool.getId(logins));
        expect(identityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
        expect(right(await subject.pool.getId(logins))).toBe(identityId);
        const credentials = right(await subject.pool.getCredentials(identityId, logins));
        expect(credentials.accessKeyId).toMatch(/^ASIA/);
        expect(credentials.secretKey).not.toBe('');
        expect(credentials.sessionToken).not.toBe('');
        expect(credentials.expiration).toBeGreaterThan(Date.now());
      });

      it('gives another user another identity, and refuses one user’s identity to the other', async () => {
        const ada = await subject.signIn();
        const bob = await subject.signIn();
        const adaId = right(await subject.pool.getId(ada));
        expect(right(await subject.pool.getId(bob))).not.toBe(adaId);
        expect(serviceCode(await subject.pool.getCredentials(adaId, bob))).toBe('NotAuthorizedException');
        expect(serviceCode(await subject.pool.getCredentials(adaId, undefined))).toBe('NotAuthorizedException');
      });

      it('refuses a token from another provider and a token that is not one', async () => {
        const logins = await subject.signIn();
        const token = Object.values(logins)[0] ?? '';
        expect(serviceCode(await subject.pool.getId({ 'cognito-idp.us-east-1.amazonaws.com/us-east-1_Other': token }))).toBe('NotAuthorizedException');
        expect(serviceCode(await subject.pool.getId({ [Object.keys(logins)[0] ?? '']: `${token}x` }))).toBe('NotAuthorizedException');
      });

      it('answers ResourceNotFoundException for an identity it does not have', async () => {
        expect(serviceCode(await subject.pool.getCredentials('us-east-1:00000000-0000-4000-8000-00000000abcd', await subject.signIn()))).toBe(
          'ResourceNotFoundException',
        );
      });

      it('passes on the error the service answers', async () => {
        const logins = await subject.signIn();
        const clear = await subject.fail('InternalErrorException');
        expect(serviceCode(await subject.pool.getId(logins))).toBe('InternalErrorException');
        await clear();
        expect(E.isRight(await subject.pool.getId(logins))).toBe(true);
      });

      it('is asked once within the 3000 s cache, and again once it has passed', async () => {
        const { service, calls, advance } = cachedPool(subject, false);
        const session = sessionOf(await subject.signIn(), 'cache-user');
        const first = right(await service.credentialsFor(session));
        expect(calls).toEqual(['GetId', 'GetCredentialsForIdentity']);
        advance(CREDENTIALS_CACHE_MS - 1);
        expect(right(await service.credentialsFor(session))).toMatchObject(first);
        expect(calls).toHaveLength(2);
        advance(1);
        const second = right(await service.credentialsFor(session));
        expect(calls).toEqual(['GetId', 'GetCredentialsForIdentity', 'GetId', 'GetCredentialsForIdentity']);
        expect(O.map((c: { identityId: string }) => c.identityId)(second)).toEqual(O.map((c: { identityId: string }) => c.identityId)(first));
      });

      it('forgets the credentials at sign-out: the next sign-in asks the pool again', async () => {
        const { service, calls } = cachedPool(subject, false);
        const session = sessionOf(await subject.signIn(), 'signing-out-user');
        right(await service.credentialsFor(session));
        service.clear();
        expect(service.cachedIdentityId(session)).toEqual(O.none);
        const again = sessionOf(await subject.signIn(), 'signing-out-user');
        expect(O.isSome(right(await service.credentialsFor(again)))).toBe(true);
        expect(calls).toEqual(['GetId', 'GetCredentialsForIdentity', 'GetId', 'GetCredentialsForIdentity']);
      });

      it('refuses a forged logins token, for an identity and for credentials', async () => {
        const logins = await subject.signIn();
        const identityId = right(await subject.pool.getId(logins));
        const forgery = Object.fromEntries(Object.entries(logins).map(([provider, token]) => [provider, forged(token)]));
        expect(serviceCode(await subject.pool.getId(forgery))).toBe('NotAuthorizedException');
        expect(serviceCode(await subject.pool.getCredentials(identityId, forgery))).toBe('NotAuthorizedException');
      });

      it('refuses an expired id token', async () => {
        const logins = await subject.signIn();
        subject.expireTokens();
        expect(serviceCode(await subject.pool.getId(logins))).toBe('NotAuthorizedException');
      });
    });

    describe('with guest access', () => {
      let subject: IdentitySubject;
      beforeAll(async () => {
        subject = await make({ guestAccess: true });
      });
      afterAll(() => subject.close());

      it('gives a guest a new identity and credentials without logins', async () => {
        const identityId = right(await subject.pool.getId(undefined));
        expect(right(await subject.pool.getId(undefined))).not.toBe(identityId);
        expect(right(await subject.pool.getCredentials(identityId, undefined)).accessKeyId).toMatch(/^ASIA/);
      });
    });
  });
}
