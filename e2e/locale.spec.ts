// A German browser meets Protect in German: the landing, sign-up, the plans, the dashboard, a dialog and the assistant (its
// answer too, from the offline stand-in), on a phone and a laptop, with no English of the catalogue on screen, nothing wider
// than the screen and no axe violation (dark too). Dates and numbers follow.
import { uniqueEmail } from './backend';
import { englishOnPage, englishPieces, wordsIn } from './english-left';
import { expect, expectNoViolations, test } from './fixtures';
import type { Page } from '@playwright/test';
import { WAIT } from './waits';

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function expectGerman(page: Page, pieces: readonly string[], where: string): Promise<void> {
  expect(await englishOnPage(page, pieces), `English left on ${where}`).toEqual([]);
  await expectNoViolations(page);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `${where} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/** The text of every catalogue chunk the page has fetched so far, escapes decoded. */
async function wordsFetched(page: Page): Promise<string> {
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/messages-[^/]+\.js$/.test(path)),
  );
  const bodies = await Promise.all(paths.map(async (path) => (await page.request.get(path)).text()));
  return bodies.join('\n').replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

for (const size of SIZES) {
  test(`a German browser signs up and walks Protect in German (${size.width}x${size.height})`, async ({ page, backend, pageErrors }) => {
    test.setTimeout(WAIT.journey * 2);
    await page.setViewportSize(size);
    const [de, pieces] = await Promise.all([wordsIn('de'), englishPieces('de')]);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: de('Get started') })).toBeVisible();
    await expectGerman(page, pieces, 'the landing');
    // The preview's row labels end before their bars start.
    const labelEnds = await page.locator('.preview__label').evaluateAll((labels) => labels.map((label) => (label as SVGTextElement).getBBox().width));
    expect(Math.max(...labelEnds), 'a preview label runs into its bar').toBeLessThan(114);

    const address = uniqueEmail('deutsch');
    await page.goto('/sign-up');
    await page.getByLabel(de('E-mail address')).fill(address);
    await expectGerman(page, pieces, 'sign-up');
    await page.getByRole('button', { name: de('Send me a code') }).click();
    await expect(page.getByRole('heading', { level: 1, name: de('Check your e-mail') })).toBeVisible();
    await expectGerman(page, pieces, 'the code step');
    await page.getByLabel(de('Verification code')).fill((await backend.latestMail(address)).code);
    await page.getByRole('button', { name: de('Continue') }).click();

    await expect(page.getByRole('heading', { level: 1, name: de('Choose your plan') })).toBeVisible();
    await expect(page.getByText(/\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/).first()).toBeVisible();
    await expectGerman(page, pieces, 'the plans');
    await page.getByRole('link', { name: de('See your results first') }).click();

    await expect(page.getByRole('heading', { level: 1, name: de('Your protection') })).toBeVisible();
    const breaches = page.getByRole('region', { name: de('Breaches'), exact: true });
    await expect(breaches.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: WAIT.journey });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectGerman(page, pieces, 'the dashboard');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // A fresh visit fetches the dashboard's words only: a dialog's come with the dialog, when it is asked for.
    await page.reload();
    await expect(breaches.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: WAIT.journey });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await englishOnPage(page, pieces), 'English left on the dashboard visited afresh').toEqual([]);
    const intro = de('Brokers match records by name, date of birth and address. To look for you we need at least your name and city; the rest is optional.');
    const fetched = await wordsFetched(page);
    expect(fetched).toContain(de('Edit profile'));
    expect(fetched, 'the dashboard fetched a dialog’s words').not.toContain(intro);
    await page.getByRole('button', { name: de('Edit profile') }).click();
    const editor = page.getByRole('dialog', { name: de('Edit your profile') });
    await expect(editor).toBeVisible();
    await expect(editor).toContainText(intro);
    await expectGerman(page, pieces, 'the profile editor');
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);

    await breaches
      .getByRole('link', { name: new RegExp(`^${de('Ask about this breach<0>: {title}</0>').split('<0>')[0]}`) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectGerman(page, pieces, 'the assistant');
    const question = page.getByLabel(de('Your question'));
    await expect(question).toBeEnabled();
    await question.fill('Was soll ich zuerst tun?');
    await question.press('Enter');
    await expect(page.locator('.chat-message--incoming[aria-busy="false"]')).toHaveCount(1);
    await expectGerman(page, pieces, 'the assistant’s answer');
    expect(pageErrors).toEqual([]);
  });
}

test('the language chosen in the footer is kept, over the browser’s', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('combobox', { name: 'Sprache' });
  await menu.selectOption({ label: 'English' });
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
