import * as E from 'fp-ts/Either';
import { AwsIdentityPool } from '../../../src/adapters/identity/aws-identity-pool';

const POOL = 'eu-west-2:00000000-0000-4000-8000-000000000001';
const answering = (status: number, body: string) => jest.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));

describe('AwsIdentityPool', () => {
  it("asks AWS's regional endpoint (or the one configured) with the operation in X-Amz-Target and the logins only when there are some", async () => {
    const send = answering(200, JSON.stringify({ IdentityId: 'eu-west-2:x' }));
    expect(await new AwsIdentityPool({ identityPoolId: POOL, endpoint: undefined }, send).getId(undefined)).toEqual(E.right('eu-west-2:x'));
    await new AwsIdentityPool({ identityPoolId: POOL, endpoint: 'http://127.0.0.1:9/identity/' }, send).getId({ 'cognito-idp.example/p': 'jwt' });
    expect(send.mock.calls.map(([url, init]) => [url, (init.headers as Record<string, string>)['X-Amz-Target'], JSON.parse(String(init.body))])).toEqual([
      ['https://cognito-identity.eu-west-2.amazonaws.com/', 'AWSCognitoIdentityService.GetId', { IdentityPoolId: POOL }],
      ['http://127.0.0.1:9/identity/', 'AWSCognitoIdentityService.GetId', { IdentityPoolId: POOL, Logins: { 'cognito-idp.example/p': 'jwt' } }],
    ]);
  });

  it.each([
    ['no answer', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), { kind: 'Network' }],
    [
      'an error of the service',
      answering(400, '{"__type":"NotAuthorizedException","message":"Token expired"}'),
      { kind: 'Service', code: 'NotAuthorizedException', message: 'Token expired' },
    ],
    ['an error page that is not JSON', answering(502, '<html>Bad gateway</html>'), { kind: 'Unexpected' }],
    ['a success without what it needs', answering(200, '{"IdentityId":""}'), { kind: 'Unexpected' }],
    ['a success that is not JSON', answering(200, 'OK'), { kind: 'Unexpected' }],
  ])('tells %s', async (_case, send, failure) => {
    expect(await new AwsIdentityPool({ identityPoolId: POOL, endpoint: undefined }, send).getId(undefined)).toEqual(E.left(failure));
  });

  it('keeps the expiration, given in epoch seconds, in milliseconds', async () => {
    const send = answering(200, JSON.stringify({ IdentityId: 'x', Credentials: { AccessKeyId: 'A', SecretKey: 'S', SessionToken: 'T', Expiration: 5 } }));
    expect(await new AwsIdentityPool({ identityPoolId: POOL, endpoint: undefined }, send).getCredentials('x', undefined)).toEqual(
      E.right({ accessKeyId: 'A', secretKey: 'S', sessionToken: 'T', expiration: 5_000 }),
    );
  });
});
