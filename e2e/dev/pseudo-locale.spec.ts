// The development server's pseudo-locale: every catalogue message is accented, so plain English left on a page is a word the
// catalogue misses. Data stays as it is: the person's address, breach titles and facts, dates, brand names.
import type { Page } from '@playwright/test';
import { LANGUAGE_KEY } from '../../src/domain/language';
import { breachesFor } from '../../src/stand-ins/protection/protection-backend';
import { expect, test } from '../fixtures';

const BRANDS = ['Have I Been Pwned', 'CC BY 4.0', 'Protect'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
/** Country names: Intl's, written in the pseudo-locale's English. */
const COUNTRIES = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => REGION_NAMES.of(a + b) ?? '')).filter((name) => name.length > 2);
const MONTHS = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }));

/** Text and names on the page with two plain (unaccented) words in a row, once the data it may show is taken out. */
function plainWords(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((data) => {
    const strip = (text: string) => data.reduce((left, item) => left.split(item).join(' '), text).replace(/\S+@\S+/g, ' ');
    const plain = (text: string) => /[A-Za-z]{2,}[\s,.:;'’()-]+[A-Za-z]{2,}/.test(strip(text));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent?.checkVisibility() && plain(node.textContent ?? '')) found.push((node.textContent ?? '').trim());
    }
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value && plain(value)) found.push(`${name}="${value}"`);
      }
    if (plain(document.title)) found.push(`<title>${document.title}`);
    return found;
  }, data);
}

test('the pseudo-locale finds no word outside the catalogue on the landing, sign-in, the dashboard, security and the assistant', async ({ page, backend }) => {
  await page.addInitScript(([key]) => localStorage.setItem(key, 'pseudo'), [LANGUAGE_KEY] as const);
  for (const path of ['/', '/sign-in']) {
    await page.goto(path);
    await expect(page.locator('#root main h1')).toBeVisible();
    await expect(page.locator('#root main h1')).toContainText('~');
    expect(await plainWords(page, [...BRANDS, ...MONTHS]), path).toEqual([]);
  }
  const address = await backend.startSignedIn({ name: 'pseudo' });
  const data = [...BRANDS, ...MONTHS, ...COUNTRIES, ...breachesFor(address).flatMap((breach) => [breach.title, breach.name, breach.domain])].filter(Boolean);
  await expect(page.locator('.dash-card').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await plainWords(page, data), 'the dashboard').toEqual([]);
  await page.goto('/security');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await plainWords(page, data), 'security').toEqual([]);
  await page.goto('/dashboard');
  await page.locator('a[href^="/chatbot"]').first().click();
  await expect(page.locator('.chatbot__suggestions button').first()).toBeVisible();
  expect(await plainWords(page, data), 'the assistant').toEqual([]);
});
