// The identity pool's port over AWS's own client: the peer that holds local-backend to AWS's protocol
// (the product speaks the same wire by fetch, src/adapters/identity/aws-identity-pool.ts).
import * as E from 'fp-ts/Either';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import type { IdentityFailure, IdentityPool } from '../../../src/application/ports/identity-credentials.port';
import type { AwsCredentials, Logins } from '../../../src/domain/auth/session/identity-credentials';
import { decodeCredentials, decodeIdentityId } from '../../../src/adapters/identity/identity-wire';

function sdkFailureOf(error: unknown): IdentityFailure {
  const { name, message, $metadata } = (error ?? {}) as { name?: unknown; message?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (typeof $metadata?.httpStatusCode === 'number' && typeof name === 'string')
    return { kind: 'Service', code: name, message: typeof message === 'string' ? message : '' };
  return $metadata !== undefined || error instanceof TypeError ? { kind: 'Network' } : { kind: 'Unexpected' };
}

export class AwsSdkIdentityPool implements IdentityPool {
  private readonly client: CognitoIdentityClient;

  constructor(
    private readonly identityPoolId: string,
    endpoint: string,
  ) {
    this.client = new CognitoIdentityClient({ region: identityPoolId.split(':', 1).join(''), endpoint, maxAttempts: 1 });
  }

  getId(logins: Logins | undefined): Promise<E.Either<IdentityFailure, string>> {
    return this.run(() => this.client.send(new GetIdCommand({ IdentityPoolId: this.identityPoolId, Logins: logins && { ...logins } })), decodeIdentityId);
  }

  async getCredentials(identityId: string, logins: Logins | undefined): Promise<E.Either<IdentityFailure, AwsCredentials>> {
    return this.run(async () => {
      const answer = await this.client.send(new GetCredentialsForIdentityCommand({ IdentityId: identityId, Logins: logins && { ...logins } }));
      // The client hands a Date where the wire has epoch seconds.
      const expiration = answer.Credentials?.Expiration;
      return { ...answer, Credentials: { ...answer.Credentials, Expiration: expiration && expiration.getTime() / 1000 } };
    }, decodeCredentials);
  }

  private async run<A>(call: () => Promise<unknown>, decode: (answer: unknown) => E.Either<IdentityFailure, A>): Promise<E.Either<IdentityFailure, A>> {
    try {
      return decode(await call());
    } catch (error) {
      return E.left(sdkFailureOf(error));
    }
  }
}
