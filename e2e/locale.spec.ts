// One way of writing dates, times and numbers on every page: the catalogue's language, US English, whatever the
// browser's own language and time zone (here German, in Berlin), so no page mixes another language into its words.
import { OFFLINE_DEVICE_TRACKING_KEY } from '../src/stand-ins/user-pool/devices';
import { expect, test } from './fixtures';
import { AuthPage } from './pages/auth.page';

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

const US_DATE = /[A-Z][a-z]+ \d{1,2}, \d{4}/;

test('a German browser reads the dashboard’s and the security page’s dates as US English writes them', async ({ page, backend }) => {
  const address = await backend.startSignedIn({ name: 'locale' });
  await page.evaluate((key) => localStorage.setItem(key, 'always'), OFFLINE_DEVICE_TRACKING_KEY);
  await expect(page.getByText(/^Your free trial ends on /)).toHaveText(new RegExp(`^Your free trial ends on ${US_DATE.source}\\.`));
  await expect(
    page
      .getByRole('list', { name: /^Breaches that need action/ })
      .getByText(/ accounts$/)
      .first(),
  ).toHaveText(/^[A-Z][a-z]+ \d{4} · [\d,]+ accounts$/);

  const auth = new AuthPage(page);
  await auth.signOut();
  await auth.requestCode('/sign-in', address);
  await auth.enterCode((await backend.latestMail(address)).code);
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await expect(page.getByTestId('remembered-devices').getByText(/^Last used /)).toHaveText(
    new RegExp(`^Last used ${US_DATE.source}(,| at) \\d{1,2}:\\d{2}\\s[AP]M$`),
  );
});
