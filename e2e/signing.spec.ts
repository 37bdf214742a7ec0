// Signing the removal authorisation in both modes (offline's signing fake, or the real DocusealSigning
// adapter framing local-backend's DocuSeal stand-in page): request → sign → the dashboard shows it signed and
// removal under way; declining offers the form again; bad links get clear messages.
import { expect, expectNoViolations, test } from './fixtures';
import { DashboardPage } from './pages/dashboard.page';
import { SigningPage } from './pages/signing.page';

/** The document is carried in the history entry, never in the address. */
const SIGNING_URL = /\/signing$/;

test('request the authorisation, sign it with a typed name, and the dashboard shows it signed', async ({ page, backend }) => {
  const dashboard = new DashboardPage(page);
  const signing = new SigningPage(page, backend.mode);
  await backend.startSignedIn({ name: 'sign' });
  await dashboard.addDetailsForRemoval();
  await dashboard.requestAuthorisation();
  await expect(page).toHaveURL(SIGNING_URL);
  // The document's link, as an e-mail would carry it; the app keeps the slug in the history entry.
  const slug = await page.evaluate(() => (window.history.state as { usr?: { carried?: { docusealSlug?: string } } } | null)?.usr?.carried?.docusealSlug ?? '');
  expect(slug).toMatch(/^contract-[0-9a-f]{12}$/);
  const signingUrl = `/signing?docusealSlug=${slug}`;
  await expect(signing.heading).toHaveText('Sign the removal authorisation');
  await expect(signing.formText('You can take it back at any time')).toBeVisible();
  await expectNoViolations(page);

  await signing.submit();
  await expect(signing.error).toHaveText('Type your full name to sign.');
  await signing.signAs('Ada Lovelace');

  await expect(page).toHaveURL('/dashboard?signed=true');
  await expect(dashboard.removalProgress).toHaveAttribute('aria-label', /of 12 brokers/);
  await expect(dashboard.requestAuthorisationButton).toHaveCount(0);

  // Completion replaced the signing entry: Back does not return to the form. The old link says it is done.
  await page.goto(signingUrl);
  await expect(signing.heading).toHaveText('Already signed');
});

test('leaving the form unsigned says so and offers the form again', async ({ page, backend }) => {
  const signing = new SigningPage(page, backend.mode);
  await backend.startSignedIn({ name: 'sign' });
  const dashboard = new DashboardPage(page);
  await dashboard.addDetailsForRemoval();
  await dashboard.requestAuthorisation();

  await signing.leaveUnsigned();

  await expect(signing.heading).toHaveText('Not signed');
  await signing.openFormAgain();
  await expect(signing.nameField).toBeFocused();
});

test('links that cannot be signed get a clear message, not a blank page', async ({ page, backend }) => {
  const signing = new SigningPage(page, backend.mode);
  await backend.startSignedIn({ name: 'sign', path: '/signing' });
  for (const [path, heading] of [
    ['/signing', 'This signing link is incomplete'],
    ['/signing?docusealSlug=%3Cscript%3E', 'This signing link is incomplete'],
    ['/signing?docusealSlug=contract-000000000000', 'There is nothing to sign yet'],
  ] as const) {
    await test.step(`${path} → ${heading}`, async () => {
      if (page.url() !== new URL(path, page.url()).href) await page.goto(path);

      await expect(signing.heading).toHaveText(heading);
      await expect(signing.backToDashboard()).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
