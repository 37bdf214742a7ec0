// AWS's own client (these two calls are unsigned), loaded on first use.
import * as E from 'fp-ts/Either';
import type { IdentityFailure, IdentityPool } from '../../application/ports/identity-credentials.port';
import type { AwsCredentials, Logins } from '../../domain/auth/session/identity-credentials';
import { decodeCredentials, decodeIdentityId } from './identity-wire';

import type * as IdentityClient from '@aws-sdk/client-cognito-identity';

type Sdk = typeof IdentityClient;
type Connected = { readonly sdk: Sdk; readonly client: InstanceType<Sdk['CognitoIdentityClient']> };

export type AwsIdentityPoolOptions = { readonly identityPoolId: string; readonly endpoint: string | undefined };

const loadSdk = (): Promise<Sdk> => import(/* webpackChunkName: "identity-pool" */ '@aws-sdk/client-cognito-identity');

export function identityFailureOf(error: unknown): IdentityFailure {
  if (typeof error !== 'object' || error === null) return { kind: 'Unexpected' };
  const { name, message, $metadata } = error as { name?: unknown; message?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (typeof $metadata?.httpStatusCode === 'number' && typeof name === 'string')
    return { kind: 'Service', code: name, message: typeof message === 'string' ? message : '' };
  // The client's errors carry $metadata, with a status only when an answer came; fetch's own is a TypeError.
  if ($metadata !== undefined || error instanceof TypeError || name === 'TimeoutError' || name === 'ChunkLoadError') return { kind: 'Network' };
  return { kind: 'Unexpected' };
}

export class AwsIdentityPool implements IdentityPool {
  private connected: Promise<Connected> | undefined;

  constructor(
    private readonly options: AwsIdentityPoolOptions,
    private readonly load: () => Promise<Sdk> = loadSdk,
  ) {}

  async getId(logins: Logins | undefined): Promise<E.Either<IdentityFailure, string>> {
    return this.run(
      ({ sdk, client }) => client.send(new sdk.GetIdCommand({ IdentityPoolId: this.options.identityPoolId, Logins: logins && { ...logins } })),
      decodeIdentityId,
    );
  }

  async getCredentials(identityId: string, logins: Logins | undefined): Promise<E.Either<IdentityFailure, AwsCredentials>> {
    return this.run(
      ({ sdk, client }) => client.send(new sdk.GetCredentialsForIdentityCommand({ IdentityId: identityId, Logins: logins && { ...logins } })),
      decodeCredentials,
    );
  }

  private async run<A>(
    call: (connected: Connected) => Promise<unknown>,
    decode: (answer: unknown) => E.Either<IdentityFailure, A>,
  ): Promise<E.Either<IdentityFailure, A>> {
    try {
      return decode(await call(await this.connect()));
    } catch (error) {
      return E.left(identityFailureOf(error));
    }
  }

  private connect(): Promise<Connected> {
    this.connected ??= this.load().then(
      (sdk) => ({
        sdk,
        client: new sdk.CognitoIdentityClient({
          region: this.options.identityPoolId.split(':', 1).join(''),
          ...(this.options.endpoint === undefined ? {} : { endpoint: this.options.endpoint }),
          // One attempt, as the product's other clients: a failure is the caller's to show or retry.
          maxAttempts: 1,
        }),
      }),
      (error: unknown) => {
        this.connected = undefined;
        throw error;
      },
    );
    return this.connected;
  }
}
