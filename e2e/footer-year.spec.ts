// The footer's year is the visitor's current year in their own time zone, from the pre-rendered landing's first
// paint on, and in the app once it has taken over.
import { expect, test } from './fixtures';

// Kiritimati is 14 hours ahead of UTC: at noon UTC on 31 December it is already the next year there.
test.use({ timezoneId: 'Pacific/Kiritimati' });

test('on 1 January, local time, the landing paints the new year, and so does the app after it', async ({ page }) => {
  const year = new Date().getUTCFullYear() + 1;
  await page.clock.setFixedTime(new Date(Date.UTC(year - 1, 11, 31, 12)));

  const response = await page.goto('/');
  // The page as sent carries the year it was built in; the visitor's year is written in before the first paint.
  expect(await response?.text()).not.toContain(`>${year}</span> Protect`);
  await expect(page.locator('footer')).toContainText(`© ${year} Protect`);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.locator('footer')).toContainText(`© ${year} Protect`);
});
