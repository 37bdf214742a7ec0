// One contract for every IdentityPool: the offline fake, and AWS's identity client against local-backend on 127.0.0.1.
import * as E from 'fp-ts/Either';
import type { IdentityFailure, IdentityPool } from '../../../src/application/ports/identity-credentials.port';
import type { Logins } from '../../../src/domain/identity/identity-credentials';

type IdentitySubject = {
  readonly pool: IdentityPool;
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

const serviceCode = <T>(either: E.Either<IdentityFailure, T>): string => (E.isLeft(either) && either.left.kind === 'Service' ? either.left.code : `not a service failure: ${JSON.stringify(either)}`);

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
        expect(serviceCode(await subject.pool.getCredentials('us-east-1:00000000-0000-4000-8000-00000000abcd', await subject.signIn()))).toBe('ResourceNotFoundException');
      });

      it('passes on the error the service answers', async () => {
        const logins = await subject.signIn();
        const clear = await subject.fail('InternalErrorException');
        expect(serviceCode(await subject.pool.getId(logins))).toBe('InternalErrorException');
        await clear();
        expect(E.isRight(await subject.pool.getId(logins))).toBe(true);
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
