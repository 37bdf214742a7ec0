// Sign-out from the hosted sign-in pages, against local-backend's stand-in for their /logout (local
// mode configures OAUTH_DOMAIN and OAUTH_SIGN_OUT_URL). Their session is the stand-in's cookie, as
// the hosted pages' own would be: set here as if the person had signed in there.
import type { Page } from '@playwright/test';
import { BACKEND } from '../backend';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard.page';

const HOSTED_SESSION = 'hosted_session';

async function startHostedSession(page: Page, address: string): Promise<void> {
  await page.context().addCookies([{ name: HOSTED_SESSION, value: encodeURIComponent(address), url: BACKEND }]);
}

const hostedSession = async (page: Page) => (await page.context().cookies(BACKEND)).find((cookie) => cookie.name === HOSTED_SESSION)?.value;

/** Every entry of this origin's storage, as one text. */
const storedText = (page: Page) => page.evaluate(() => [localStorage, sessionStorage].flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`)).join('\n'));

const storedIdToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    return key === undefined ? '' : (localStorage.getItem(key) ?? '');
  });

test('sign-out ends the hosted session too: the stand-in is visited and the person lands signed out', async ({ page, backend }) => {
  const address = await backend.startSignedIn({ name: 'hosted-out' });
  await expect(new DashboardPage(page).greeting).toHaveText(`Signed in as ${address}`);
  await startHostedSession(page, address);
  const idToken = await storedIdToken(page);
  expect(idToken).not.toBe('');
  const logout = page.waitForRequest((request) => request.url().startsWith(`${BACKEND}/logout?`));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect(new URL((await logout).url()).searchParams.get('client_id')).not.toBeNull();
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  expect(page.url()).not.toContain('error');
  expect(await hostedSession(page)).toBeUndefined();
  expect(await storedText(page)).not.toContain(idToken);
});

test('when the hosted sign-out fails, the person is told and local tokens are still cleared', async ({ page, backend }) => {
  const address = await backend.startSignedIn({ name: 'hosted-fails' });
  await expect(new DashboardPage(page).greeting).toHaveText(`Signed in as ${address}`);
  await startHostedSession(page, address);
  const idToken = await storedIdToken(page);
  expect(idToken).not.toBe('');
  await backend.setFaults({ hostedSignOut: { status: 500 } });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status')).toContainText('An error occurred when attempting to log out from OAuth provider.');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  expect(page.url()).not.toContain('error');
  expect(await hostedSession(page)).toBe(encodeURIComponent(address));
  expect(await storedText(page)).not.toContain(idToken);
});
