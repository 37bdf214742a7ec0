// Proof a person keeps, in both modes: each broker's timeline as days pass, what changed since the last
// visit (once), the CSV of every broker and the printed report.
import { readFileSync } from 'node:fs';
import { fullDate } from '../src/domain/format';
import { parseCsv } from '../test/support/csv';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/dashboard.page';
import { SigningPage } from './pages/signing.page';

test.describe('proof to keep', () => {
  test('over days, brokers move through their timeline and one needs the person; the report downloads as a CSV and prints alone', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const start = Date.now();
    await backend.startSignedIn({ name: 'proof' });
    await dashboard.addDetailsForRemoval();
    await dashboard.requestAuthorisation();
    await new SigningPage(page, backend.mode).signAs('Ada Lovelace');
    await expect(dashboard.removal).toContainText('Authorisation signed on');

    // The CSV: one row per broker, each date a day in ISO form.
    const download = page.waitForEvent('download');
    await dashboard.removal.getByRole('button', { name: 'Download your removal report (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`protect-removal-report-${new Date(start).toISOString().slice(0, 10)}.csv`);
    const rows = parseCsv(readFileSync(await file.path(), 'utf8'));
    expect(rows[0]).toEqual(['Broker', 'Status', 'Found', 'Removal requested', 'In progress', 'Needs your action', 'Removed', 'Requests sent', 'Last request']);
    expect(rows).toHaveLength(13);
    for (const row of rows.slice(1)) {
      expect(row[1]).toBe('Removal requested');
      for (const day of [row[2], row[3], row[8]]) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    // Two days on, one broker asks the person to confirm by e-mail: first on the card, its guide in view.
    await backend.daysPass(2.5);
    await page.reload();
    // Back after two days: told once what changed, with a way to it.
    const news = page.getByRole('region', { name: `Since your last visit on ${fullDate(new Date(start).toISOString())}` });
    await expect(news.getByRole('button')).toHaveText([/^\S.* needs your action\.$/]);
    await news.getByRole('button').click();
    await expect(dashboard.removal.getByRole('heading', { level: 2 })).toBeFocused();
    await page.reload();
    await expect(dashboard.brokers.first()).toContainText('Needs your action');
    await expect(page.getByRole('region', { name: /^Since your last visit/ })).toHaveCount(0);
    const first = dashboard.brokers.first();
    await expect(first).toContainText('Needs your action');
    await expect(first.getByRole('list', { name: 'What to do' }).getByRole('listitem')).toHaveCount(3);
    await first.getByText(/^What .+ holds and what happened$/).click();
    await expect(first.getByRole('list', { name: 'What happened' }).getByRole('listitem')).toHaveText([
      /^Found: /,
      /^Removal requested: /,
      /^In progress: /,
      /^Needs your action: /,
    ]);

    // Printed, the report stands alone: no header, no cards, no support button.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await dashboard.removal.getByRole('button', { name: 'Print your report' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    const report = page.getByRole('article', { name: 'Your protection report' });
    await expect(report).toBeVisible();
    await expect(report).toContainText('For Ada Lovelace. Made on');
    await expect(report.getByRole('table').last().getByRole('row')).toHaveCount(13);
    await expect(dashboard.removal).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
  });
});
