// The signing vendor's code never runs in our origin: its form lives in a sandboxed frame served from
// the signing service's own origin (local-backend's stand-in here), so a script in that form cannot
// read the sign-in tokens the app keeps in its storage.
import type { Frame, Page } from '@playwright/test';
import { BACKEND } from '../backend';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard.page';

/** The frame (the page itself, or one inside it) that shows the form's name field. */
async function formFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      for (const frame of page.frames()) {
        if ((await frame.getByLabel('Type your full name to sign').count()) > 0) {
          found = frame;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found as Frame;
}

test('a script in the signing form runs in a sandboxed frame of the signing service and cannot read our stored tokens', async ({ page, backend }) => {
  await backend.startSignedIn({ name: 'frame' });
  const dashboard = new DashboardPage(page);
  await dashboard.addDetailsForRemoval();
  await dashboard.requestAuthorisation();
  await expect(page).toHaveURL(/\/signing$/);
  const appOrigin = new URL(page.url()).origin;

  const tokenKeys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.refreshToken')));
  expect(tokenKeys).toHaveLength(1);

  const form = await formFrame(page);
  // What a script there can reach: the page's storage (through the parent) and the storage of its own origin.
  const reach = await form.evaluate((keys) => {
    const held = (storage: () => Storage): number | 'refused' => {
      try {
        const store = storage();
        return keys.filter((key) => store.getItem(key) !== null).length;
      } catch {
        return 'refused';
      }
    };
    return { origin: window.location.origin, parent: held(() => window.parent.localStorage), own: held(() => window.localStorage) };
  }, tokenKeys);
  expect(reach.origin).toBe(new URL(BACKEND).origin);
  expect(reach.parent).toBe('refused');
  expect(reach.own).not.toBe(1);

  // Our document loads no script from anywhere else; the frame is sandboxed to what a form needs.
  const foreignScripts = await page.evaluate(() =>
    [...document.scripts].map((script) => script.src).filter((src) => src !== '' && new URL(src).origin !== window.location.origin),
  );
  expect(foreignScripts).toEqual([]);
  const frame = page.locator('iframe[sandbox]');
  await expect(frame).toHaveCount(1);
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/).sort();
  expect(sandbox).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
  expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(appOrigin);
});
