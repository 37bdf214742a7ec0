// A production bundle without offline fakes or demo code: the real-mode build that local mode
// serves (scripts/serve-local.ts builds it into dist/local) holds none of the offline mode's code: no
// simulated services, no on-screen inbox or developer panel, no demo badge, no fault switch.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard.page';

const ASSETS = path.resolve('dist/local/assets');

/** Strings only offline code carries (its storage keys and the words of its views). */
const OFFLINE_MARKERS = [
  'protect.offline.outbox',
  'protect.offline.pool',
  'protect.offline.faults',
  'Offline inbox',
  'Developer panel',
  'Offline demo',
  'Support chat (offline)',
];

test('the real-mode bundle carries no offline fake, tool or demo text', async ({ page }) => {
  // The app is being served from this very build.
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const scripts = fs.readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const found = scripts.flatMap((file) => {
    const text = fs.readFileSync(path.join(ASSETS, file), 'utf8');
    return OFFLINE_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
});

test('the offline build, by contrast, does carry them (so the check above can fail)', () => {
  // Playwright starts both projects' servers before any test, so the offline build is there.
  const offline = path.resolve('dist/offline/assets');
  const text = fs
    .readdirSync(offline)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(offline, file), 'utf8'))
    .join('\n');
  for (const marker of OFFLINE_MARKERS) expect(text, marker).toContain(marker);
});

/** The sign-in library's request header, a string no other code carries. */
const SIGN_IN_LIBRARY = 'AWSCognitoIdentityProviderService';

test('a signed-in visit shows the dashboard without the sign-in library’s code, which loads when signing out needs it', async ({ page, backend }) => {
  const loaded: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push({ url: response.url(), text: response.text() });
  });
  const dashboard = new DashboardPage(page);
  const address = await backend.startSignedIn({ name: 'lean' });
  await expect(dashboard.greeting).toHaveText(`Signed in as ${address}`);
  await expect(dashboard.addresses.first()).toContainText(address);
  await expect(dashboard.firstBreach()).toBeVisible();
  const carrying = async () =>
    (await Promise.all(loaded.map(async ({ url, text }) => ((await text).includes(SIGN_IN_LIBRARY) ? [new URL(url).pathname] : [])))).flat();
  expect(loaded.length).toBeGreaterThan(3);
  expect(await carrying()).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(async () => (await carrying()).length).toBe(1);
});
