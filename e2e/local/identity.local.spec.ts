// The identity pool on the wire, against local-backend (which checks the login against its own user
// pool): one GetId and one GetCredentialsForIdentity with the user pool login after sign-in, none on a
// reload within the 3000 s cache, the same again after sign-out and a new sign-in; no guest identity
// while guest access is not configured (local mode's configuration).
import type { Page } from '@playwright/test';
import { BACKEND } from '../backend';
import { expect, test } from '../fixtures';
import { AuthPage } from '../pages/auth.page';
import { DashboardPage } from '../pages/dashboard.page';

type IdentityCall = { readonly operation: string; readonly login: 'user pool' | 'none'; readonly identityId?: string };

/** Every identity-pool call this page makes, with whether it carried the user pool login. */
function recordIdentityCalls(page: Page): IdentityCall[] {
  const calls: IdentityCall[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${BACKEND}/identity`) || request.method() !== 'POST') return;
    const operation = (request.headers()['x-amz-target'] ?? '').replace(/^AWSCognitoIdentityService\./, '');
    const body = JSON.parse(request.postData() ?? '{}') as { Logins?: Record<string, string>; IdentityId?: string };
    const login = body.Logins && Object.keys(body.Logins).some((provider) => provider.startsWith('cognito-idp.')) ? 'user pool' : 'none';
    calls.push({ operation, login, ...(body.IdentityId === undefined ? {} : { identityId: body.IdentityId }) });
  });
  return calls;
}

const ONE_SIGN_IN = [
  { operation: 'GetId', login: 'user pool' },
  { operation: 'GetCredentialsForIdentity', login: 'user pool', identityId: expect.stringMatching(/^us-east-1:[0-9a-f-]{36}$/) },
];

/** The stored id token (the Cognito library's key, under the person's sub). */
const storedIdToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    return key === undefined ? '' : (localStorage.getItem(key) ?? '');
  });

/** Whether this tab keeps credentials, so that a reload may ask the pool nothing: a reload before would find none. */
const credentialsKept = (page: Page) => page.evaluate(() => sessionStorage.getItem('protect.identity') !== null);

const storedText = (page: Page) =>
  page.evaluate(() => [localStorage, sessionStorage].flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`)).join('\n'));

test('the identity pool is asked once after sign-in, not again on a reload, and again after sign-out and a new sign-in', async ({ page, backend }) => {
  const calls = recordIdentityCalls(page);
  const dashboard = new DashboardPage(page);
  const address = await backend.startSignedIn({ name: 'identity' });
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect.poll(() => calls).toEqual(ONE_SIGN_IN);
  await expect.poll(() => credentialsKept(page)).toBe(true);
  const identityId = calls[1]?.identityId ?? 'no identity';

  await page.reload();
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  // The pool is asked, if at all, once the page's reads have settled: by the time the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(2);

  const idToken = await storedIdToken(page);
  expect(idToken).not.toBe('');
  await new AuthPage(page).signOut();
  const left = await storedText(page);
  expect(left).not.toContain(idToken);
  expect(left).not.toContain(identityId);
  // Signed out without guest access configured: no guest identity is asked for.
  expect(calls).toHaveLength(2);

  const auth = new AuthPage(page);
  await auth.requestCode('/sign-in', address);
  await auth.enterCode((await backend.latestMail(address)).code);
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect.poll(() => calls).toEqual([...ONE_SIGN_IN, ...ONE_SIGN_IN]);
  // The same person keeps their identity.
  expect(calls[3]?.identityId).toBe(identityId);
  expect(calls.every((call) => call.login === 'user pool')).toBe(true);
});

test('the credentials are kept for 3000 s: a reload before asks the pool nothing, one after asks again', async ({ page, backend }) => {
  // The page's clock is the test's, so minutes pass in a step (the tokens last an hour). Its time also flows, and a busy
  // machine's steps take seconds: the reloads keep minutes from the 3000 s.
  await page.clock.install();
  const calls = recordIdentityCalls(page);
  const dashboard = new DashboardPage(page);
  const address = await backend.startSignedIn({ name: 'identity-cache' });
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect.poll(() => calls).toEqual(ONE_SIGN_IN);
  await expect.poll(() => credentialsKept(page)).toBe(true);

  await page.clock.fastForward('45:00');
  await page.reload();
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  // The pool is asked, if at all, once the page's reads have settled: by the time the network is quiet.
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(2);

  await page.clock.fastForward('06:00');
  await page.reload();
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect.poll(() => calls).toEqual([...ONE_SIGN_IN, ...ONE_SIGN_IN]);
  expect(calls[3]?.identityId).toBe(calls[1]?.identityId);
});
