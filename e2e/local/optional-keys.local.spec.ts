// Local mode with its optional keys set (the second local build, scripts/serve-local.ts): hosted
// sign-out against local-backend's stand-in `/logout`, answering or failing, and guest identity-pool
// credentials for signed-out visitors; and, on the first build (guest access off), none for them.
import type { Page, Request } from '@playwright/test';
import { BACKEND } from '../backend';
import { expect, test } from '../fixtures';
import { e2ePorts } from '../ports';
import { DashboardPage } from '../pages/dashboard.page';

const OPTIONS_ORIGIN = `http://127.0.0.1:${e2ePorts().localOptions}`;
const FIRST_BUILD_ORIGIN = `http://127.0.0.1:${e2ePorts().local}`;

test.use({ baseURL: OPTIONS_ORIGIN });

/** The visits this page makes to the stand-in hosted sign-out. */
function recordLogoutVisits(page: Page): URL[] {
  const visits: URL[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(`${BACKEND}/logout`)) visits.push(new URL(request.url()));
  });
  return visits;
}

type IdentityCall = { readonly operation: string; readonly login: 'user pool' | 'none'; readonly identityId?: string };

/** Every identity-pool call this page makes, with whether it carried the user pool login. */
function recordIdentityCalls(page: Page): IdentityCall[] {
  const calls: IdentityCall[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${BACKEND}/identity`) || request.method() !== 'POST') return;
    const operation = (request.headers()['x-amz-target'] ?? '').replace(/^AWSCognitoIdentityService\./, '');
    const body = JSON.parse(request.postData() ?? '{}') as { Logins?: Record<string, string>; IdentityId?: string };
    const login = body.Logins && Object.keys(body.Logins).length > 0 ? 'user pool' : 'none';
    calls.push({ operation, login, ...(body.IdentityId === undefined ? {} : { identityId: body.IdentityId }) });
  });
  return calls;
}

const IDENTITY_ID = expect.stringMatching(/^us-east-1:[0-9a-f-]{36}$/);

/** Everything this origin keeps in storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() => [localStorage, sessionStorage].flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`)).join('\n'));

/** The stored id, access and refresh tokens, in that order (the Cognito library's keys, under the person's sub). */
const storedTokens = (page: Page) =>
  page.evaluate(() =>
    ['idToken', 'accessToken', 'refreshToken'].map((kind) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith(`.${kind}`));
      return key === undefined ? '' : (localStorage.getItem(key) ?? '');
    }),
  );

/** What local-backend's user pool answers the refresh token now: the message of its refusal, or '' when it takes it. */
async function refreshRefusal(page: Page, refreshToken: string): Promise<string> {
  const response = await page.request.post(`${BACKEND}/cognito/`, {
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'localclient', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
  });
  return response.ok() ? '' : (((await response.json()) as { message?: string }).message ?? `status ${response.status()}`);
}

/** The hosted sign-out's fault is process-wide (nothing in a visit to `/logout` names a person): one use, cleared after. */
async function failNextHostedSignOut(page: Page): Promise<void> {
  const response = await page.request.put(`${BACKEND}/faults`, { data: { hostedSignOut: { status: 500, times: 1 } } });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('hosted sign-out', () => {
  // Both reach the one stand-in `/logout`, whose fault is process-wide: one after the other.
  test.describe.configure({ mode: 'default' });
  test.afterEach(async ({ page }) => {
    expect((await page.request.delete(`${BACKEND}/faults`)).ok()).toBe(true);
  });

  test('sign-out also ends the hosted session: the stand-in is visited and the person is back on the home page, signed out', async ({ page, backend }) => {
    const visits = recordLogoutVisits(page);
    const address = await backend.startSignedIn({ name: 'hosted-signout' });
    await expect(new DashboardPage(page).greeting).toHaveText(`Signed in as ${address}`);
    const tokens = await storedTokens(page);
    expect(tokens.every((token) => token !== '')).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${OPTIONS_ORIGIN}/`);
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    expect(visits.map((visit) => [visit.pathname, visit.searchParams.get('client_id'), visit.searchParams.get('logout_uri')])).toEqual([
      ['/logout', 'localclient', `${OPTIONS_ORIGIN}/`],
    ]);
    const left = await storedText(page);
    for (const token of tokens) expect(left).not.toContain(token);
    // The refresh token was revoked before the app left for the hosted sign-out.
    expect(await refreshRefusal(page, tokens[2] ?? '')).toBe('Refresh Token has been revoked');
    // The mark of a sign-out under way is read once and gone.
    expect(left).not.toContain('protect.hostedSignOut');
  });

  test('when the hosted sign-out fails, the person is told and the tokens here are still cleared', async ({ page, backend }) => {
    const visits = recordLogoutVisits(page);
    const address = await backend.startSignedIn({ name: 'hosted-fails' });
    await expect(new DashboardPage(page).greeting).toHaveText(`Signed in as ${address}`);
    const tokens = await storedTokens(page);
    expect(tokens.every((token) => token !== '')).toBe(true);
    await failNextHostedSignOut(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    // Back on the home page, the OAuth error taken off the address bar.
    await expect(page).toHaveURL(`${OPTIONS_ORIGIN}/`);
    await expect(page.getByRole('status')).toHaveText(
      'An error occurred when attempting to log out from OAuth provider. You are signed out of Protect on this device.',
    );
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    expect(visits).toHaveLength(1);
    const left = await storedText(page);
    for (const token of tokens) expect(left).not.toContain(token);
    expect(await refreshRefusal(page, tokens[2] ?? '')).toBe('Refresh Token has been revoked');
    expect(left).not.toContain('protect.hostedSignOut');
  });
});

test('with guest access configured, a signed-out visitor gets a guest identity and its credentials, without a login', async ({ page }) => {
  const calls = recordIdentityCalls(page);
  await page.goto('/sign-in');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expect
    .poll(() => calls)
    .toEqual([
      { operation: 'GetId', login: 'none' },
      { operation: 'GetCredentialsForIdentity', login: 'none', identityId: IDENTITY_ID },
    ]);
});

test('without guest access, a signed-out visitor asks the identity pool for nothing', async ({ page }) => {
  const calls = recordIdentityCalls(page);
  await page.goto(`${FIRST_BUILD_ORIGIN}/sign-in`);
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});
