// The developer routes on the development server (`npm start`): each opens its tool, passes axe, works
// by keyboard and fits a phone. Every production bundle redirects them (shell.spec.ts).
import type { Page } from '@playwright/test';
import { expect, expectNoViolations, seedSignedIn, test } from '../fixtures';

/** Nothing is wider than the screen. */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test.describe('developer routes on the development server', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/design-system shows each shared component in its states, and its dialog works by keyboard', async ({ page, pageErrors }) => {
    await page.goto('/design-system');

    await expect(page).toHaveURL('/design-system');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design system');
    for (const name of ['Colours', 'Type', 'Spacing', 'Icons', 'Buttons', 'Text fields', 'Code field', 'Dialog', 'Cards', 'Pending page']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('This is taking longer than expected. Please try again later.')).toBeVisible();
    await expectNoViolations(page);
    await fitsTheScreen(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    const open = page.getByRole('button', { name: 'Open a dialog' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'A sample dialog' });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await expectNoViolations(page, '.modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('/demo-query loads demo data after each delay, with the pending page and its long-wait message', async ({ page, pageErrors }) => {
    await page.clock.install();
    await page.goto('/demo-query');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo query');
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Load in 100 ms' }).press('Enter');
    await page.clock.runFor(100);
    await expect(page.getByText('Loaded in 100 ms')).toBeVisible();
    await expect(page.getByText('Demo Person')).toBeVisible();

    await page.getByRole('button', { name: 'Load in 10 s' }).click();
    const pending = page.getByRole('region', { name: 'Pending page' });
    await expect(pending.getByRole('status')).toBeVisible();
    await expect(page.getByText('Loading the demo profile…')).toBeAttached();
    await expect(pending.getByText(/taking longer than expected/)).toBeHidden();
    await expectNoViolations(page);
    await fitsTheScreen(page);
    await page.clock.runFor(5_000);
    await expect(pending.getByText('This is taking longer than expected. Please try again later.')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page.getByText('Loaded in 10 s')).toBeVisible();
    await expect(pending).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test('/protect-requests says a token came back for a signed-in person, and shows nothing of it', async ({ page }) => {
    await seedSignedIn(page);
    await page.goto('/protect-requests');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protect requests');
    const main = page.getByRole('main');
    await expect(main.getByText('A token came back for the signed-in person.')).toBeVisible();
    await expect(main).not.toContainText('offline-id');
    await expect(main).not.toContainText('ada@example.com');
    await expectNoViolations(page);
    await fitsTheScreen(page);
  });

  test('/protect-requests says no token came back when nobody is signed in', async ({ page }) => {
    await page.goto('/protect-requests');

    await expect(page.getByRole('main').getByText('No token came back: nobody is signed in.')).toBeVisible();
  });
});
