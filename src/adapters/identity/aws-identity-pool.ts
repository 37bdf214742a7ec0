// The identity pool's two unsigned calls on AWS's JSON 1.1 wire, by fetch (AWS's 45 KB client stays in the peer tests).
import * as E from 'fp-ts/Either';
import type { IdentityFailure, IdentityPool } from '../../application/ports/identity-credentials.port';
import type { AwsCredentials, Logins } from '../../domain/auth/session/identity-credentials';
import { decodeCredentials, decodeIdentityId, failureOfErrorBody } from './identity-wire';

export type AwsIdentityPoolOptions = { readonly identityPoolId: string; readonly endpoint: string | undefined };

type Send = (url: string, init: RequestInit) => Promise<Response>;

export class AwsIdentityPool implements IdentityPool {
  private readonly url: string;

  constructor(
    private readonly options: AwsIdentityPoolOptions,
    private readonly send: Send = (url, init) => fetch(url, init),
  ) {
    this.url = options.endpoint ?? `https://cognito-identity.${options.identityPoolId.split(':', 1).join('')}.amazonaws.com/`;
  }

  getId(logins: Logins | undefined): Promise<E.Either<IdentityFailure, string>> {
    return this.call('GetId', { IdentityPoolId: this.options.identityPoolId, ...(logins && { Logins: logins }) }, decodeIdentityId);
  }

  getCredentials(identityId: string, logins: Logins | undefined): Promise<E.Either<IdentityFailure, AwsCredentials>> {
    return this.call('GetCredentialsForIdentity', { IdentityId: identityId, ...(logins && { Logins: logins }) }, decodeCredentials);
  }

  /** One attempt, as the product's other clients: a failure is the caller's to show or retry. */
  private async call<A>(operation: string, body: object, decode: (answer: unknown) => E.Either<IdentityFailure, A>): Promise<E.Either<IdentityFailure, A>> {
    let response: Response;
    try {
      response = await this.send(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityService.${operation}` },
        body: JSON.stringify(body),
      });
    } catch {
      return E.left({ kind: 'Network' });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    return response.ok ? decode(answer) : E.left(failureOfErrorBody(answer));
  }
}
