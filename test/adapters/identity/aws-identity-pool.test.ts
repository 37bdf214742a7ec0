import * as E from 'fp-ts/Either';
import { AwsIdentityPool, identityFailureOf } from '../../../src/adapters/identity/aws-identity-pool';

describe('AwsIdentityPool', () => {
  it('tells a service answer from no answer and from anything else', () => {
    expect(identityFailureOf(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException', $metadata: { httpStatusCode: 400 } }))).toEqual({
      kind: 'Service',
      code: 'TooManyRequestsException',
      message: 'Rate exceeded',
    });
    expect(identityFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'Network' });
    expect(identityFailureOf(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' }))).toEqual({ kind: 'Network' });
    expect(identityFailureOf(new Error('odd'))).toEqual({ kind: 'Unexpected' });
    expect(identityFailureOf('odd')).toEqual({ kind: 'Unexpected' });
  });

  it('loads the client only when first asked, and tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' }));
    const pool = new AwsIdentityPool({ identityPoolId: 'us-east-1:00000000-0000-4000-8000-000000000001', endpoint: 'http://127.0.0.1:9/identity/' }, load);
    expect(load).not.toHaveBeenCalled();
    expect(await pool.getId(undefined)).toEqual(E.left({ kind: 'Network' }));
    load.mockImplementation(() => import('@aws-sdk/client-cognito-identity'));
    // Port 9 (discard) answers nothing: a network failure, from the client this time.
    expect(await pool.getId(undefined)).toEqual(E.left({ kind: 'Network' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer without what it needs', async () => {
    const sdk = await import('@aws-sdk/client-cognito-identity');
    const send = jest.spyOn(sdk.CognitoIdentityClient.prototype, 'send').mockImplementation(() => Promise.resolve({ IdentityId: '' }) as never);
    const pool = new AwsIdentityPool({ identityPoolId: 'us-east-1:00000000-0000-4000-8000-000000000001', endpoint: undefined }, async () => sdk);
    expect(await pool.getId(undefined)).toEqual(E.left({ kind: 'Unexpected' }));
    send.mockImplementation(
      () => Promise.resolve({ Credentials: { AccessKeyId: 'A', SecretKey: 'S', SessionToken: 'T', Expiration: new Date(5_000) } }) as never,
    );
    expect(await pool.getCredentials('us-east-1:x', undefined)).toEqual(E.right({ accessKeyId: 'A', secretKey: 'S', sessionToken: 'T', expiration: 5_000 }));
    send.mockRestore();
  });
});
