// The identity pool and the hosted sign-out, end to end: the developer panel shows the signed-in
// person's identity id (never credentials); the pool is asked once per 3000 s, also across a reload;
// sign-out forgets the credentials; a failed hosted sign-out is told and still clears the tokens.
import type { Page } from '@playwright/test';
import { AuthPage } from './pages/auth.page';
import { expect, test } from './fixtures';

const IDENTITY_ID = /^us-east-1:[0-9a-f-]{36}$/;

/** The developer panel, opened. */
async function devPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Developer panel' });
  const show = panel.getByRole('button', { name: /^Show/ });
  if (await show.isVisible()) await show.click();
  return panel;
}

const identityId = (page: Page) => page.getByRole('region', { name: 'Developer panel' }).getByTestId('identity-id');

/** The identity-pool calls the panel listed, oldest first. */
async function identityCalls(page: Page): Promise<string[]> {
  const items = await page
    .getByRole('region', { name: 'Developer panel' })
    .getByRole('listitem')
    .filter({ hasText: /^identity / })
    .allTextContents();
  return items.reverse().map((text) => text.replace(/^identity /, '').replace(/us-east-1:[0-9a-f-]{36}/, '<id>'));
}

/** The offline stand-in servers' own state (the user pool keeps its tokens there, as a server would). */
const SERVER_KEYS = ['protect.offline.pool', 'protect.offline.outbox', 'protect.offline.data', 'protect.offline.chat'];

/** What the app keeps in this origin's storage, as one text: what sign-out must have cleared. */
const storedText = (page: Page) =>
  page.evaluate(
    (servers) =>
      [localStorage, sessionStorage]
        .flatMap((area) =>
          Object.keys(area)
            .filter((key) => !servers.includes(key))
            .map((key) => `${key}=${area.getItem(key)}`),
        )
        .join('\n'),
    SERVER_KEYS,
  );

/** The signed-in session's id token, as the app stored it. */
const storedIdToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('protect.offline.session') ?? '{}') as { idToken?: string }).idToken ?? '');

test('after sign-in the developer panel shows the identity id; the pool is asked once, not again on a reload, and again after sign-out and sign-in', async ({
  page,
  backend,
}) => {
  const address = await backend.startSignedIn({ name: 'identity' });
  await devPanel(page);
  await expect(identityId(page)).toHaveText(IDENTITY_ID);
  const id = await identityId(page).textContent();
  await expect.poll(() => identityCalls(page)).toEqual(['GetId with the user pool login', 'GetCredentialsForIdentity <id> with the user pool login']);
  const panelText = await page.getByRole('region', { name: 'Developer panel' }).textContent();
  expect(panelText).not.toMatch(/ASIA[0-9A-Z]{16}|secret|session token/i);

  await page.reload();
  await devPanel(page);
  await expect(identityId(page)).toHaveText(id ?? '');
  expect(await identityCalls(page)).toEqual([]);

  const idToken = await storedIdToken(page);
  expect(idToken).not.toBe('');
  await new AuthPage(page).signOut();
  await expect(identityId(page)).toBeHidden();
  const left = await storedText(page);
  expect(left).not.toContain(id ?? 'no id');
  expect(left).not.toContain(idToken);

  const auth = new AuthPage(page);
  await auth.requestCode('/sign-in', address);
  await auth.enterCode((await backend.latestMail(address)).code);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await devPanel(page);
  await expect(identityId(page)).toHaveText(IDENTITY_ID);
  // The panel started again with the sign-in page: a cache kept past the sign-out would show no calls here.
  await expect.poll(() => identityCalls(page)).toEqual(['GetId with the user pool login', 'GetCredentialsForIdentity <id> with the user pool login']);
});

test('when the hosted sign-out fails, the person is told and is still signed out here', async ({ page, backend }) => {
  await backend.startSignedIn({ name: 'hosted-fails' });
  await devPanel(page);
  await expect(identityId(page)).toHaveText(IDENTITY_ID);
  const id = (await identityId(page).textContent()) ?? 'no id';
  const idToken = await storedIdToken(page);
  expect(idToken).not.toBe('');
  await backend.setFaults({ hostedSignOut: { status: 500 } });
  await page.getByRole('button', { name: 'Sign out' }).click();
  // By its words: until the sign-out has finished, the dashboard's own status regions are there too.
  await expect(page.getByRole('status').filter({ hasText: 'An error occurred when attempting to log out from OAuth provider.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  const left = await storedText(page);
  expect(left).not.toContain(idToken);
  expect(left).not.toContain(id);
});
