// The dashboard in both modes: every area with data, each failing read's fallback while the rest
// works, the e-mail dialogs and the profile editor, and the order of the reads (the profile first,
// then the other five in one round).
import { slowReads, type Faults } from './backend';
import { expect, test } from './fixtures';
import { DASHBOARD_READS, DashboardPage, watchReadAnswers, type AreaName } from './pages/dashboard.page';

test.describe('dashboard', () => {
  test('every area renders with data, breaches newest first with attribution and a way to ask', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const address = await backend.startSignedIn({ name: 'dash' });

    await expect(dashboard.heading).toBeVisible();
    await expect(dashboard.subscription).toContainText('14 days remaining');
    await expect(dashboard.removalProgress).toHaveAttribute('aria-label', /0 of 12 brokers/);
    await expect(dashboard.firstBreach()).toBeVisible();
    await expect(dashboard.breaches).toContainText('What to do first');
    await expect(dashboard.breaches.getByRole('link', { name: /Have I Been Pwned/ })).toBeVisible();
    await expect(dashboard.askLinks.first()).toHaveAttribute('href', /\/chatbot\?breach_name=.+&source=hibp/);
    await expect(dashboard.profile).toContainText(address);
    await expect(dashboard.profile).toContainText('Primary');
  });

  test('a failing subscription call and a failing breach check show their fallbacks while the rest works', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    // No answer at all is offline's to simulate: local-backend always answers, so there it is an error status.
    await backend.startSignedIn({
      name: 'dash',
      faults: { subscriptionStatus: { status: 500 }, breachStatus: backend.mode === 'offline' ? { network: true } : { status: 503 } },
    });

    await expect(dashboard.subscription).toContainText('could not check your subscription');
    await expect(dashboard.breaches).toContainText('could not check for breaches');
    await expect(dashboard.profile).toContainText('Primary');
    await expect(dashboard.removalProgress).toBeVisible();
  });

  test('requesting the removal authorisation leads to the signing route', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'dash' });

    await new DashboardPage(page).requestAuthorisation();

    await expect(page).toHaveURL(/\/signing\?docusealSlug=contract-[0-9a-f]{12}$/);
  });
});

test.describe('e-mail addresses and the profile', () => {
  test('add and verify an address with the e-mailed code, make it primary and remove the old one', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const { emails } = dashboard;
    const address = await backend.startSignedIn({ name: 'dash' });
    const second = `second.${Date.now()}@example.com`;

    await emails.openAdd();
    await expect(emails.add.getByLabel('E-mail address')).toBeFocused();
    await emails.sendCode(second);
    await emails.verifyWith((await backend.latestMail(second)).code);
    await emails.added.getByRole('button', { name: 'Done' }).click();
    await emails.makePrimary(second);
    await emails.remove(address);

    await dashboard.expectAddresses([second]);
    await page.reload();
    await dashboard.expectAddresses([second]);
    await expect(dashboard.profile).toContainText('Primary');
  });

  test('?editProfile=true opens the editor; a bad date keeps the input; a save round-trips', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const { editor } = dashboard;
    await backend.startSignedIn({ name: 'dash', path: '/dashboard?editProfile=true' });

    await editor.fill({ 'First name': 'Ada', 'Last name': 'Lovelace', 'Postal code': '<b>' });
    await editor.save();
    await expect(editor.dialog.getByRole('alert')).toContainText('postal code');
    await expect(editor.field('First name')).toHaveValue('Ada');

    await editor.fill({ 'Postal code': 'SW1Y 4JH', City: 'London' });
    await editor.save();
    await expect(editor.dialog).toHaveCount(0);

    await expect(dashboard.profile).toContainText('Ada Lovelace');
    await dashboard.open();
    await expect(dashboard.profile).toContainText('Ada Lovelace');
    await expect(dashboard.profile).toContainText('London');
  });

  test('the confirmation link of an added address opens its verify step prefilled, and leaves the URL clean', async ({ page, backend }) => {
    const { emails } = new DashboardPage(page);
    await backend.startSignedIn({ name: 'dash' });
    const address = `linked.${Date.now()}@example.com`;
    await emails.openAdd();
    await emails.sendCode(address);
    await emails.verify.getByRole('button', { name: 'Cancel' }).click();

    await backend.followLink(address);

    await expect(emails.verify.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
    await expect(page).not.toHaveURL(/token=/);
    await emails.verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(emails.added).toBeVisible();
  });
});

test('no other read answers before the profile: it is read first', async ({ page, backend }) => {
  const answers = await watchReadAnswers(page);
  // All six at once would show the five undelayed answers before the profile's.
  await backend.startSignedIn({ name: 'dash', faults: { getUserProfile: { delayMs: 1_000 } } });

  const at = await answers();
  for (const read of DASHBOARD_READS.filter((r) => r !== 'profile')) expect(at[read], read).toBeGreaterThan(at.profile);
});

test('the other five are read in one round once the profile has answered', async ({ page, backend }) => {
  const answers = await watchReadAnswers(page);
  // One after another, five 2 s reads would spread their answers over 8 s at least.
  await backend.startSignedIn({ name: 'dash', faults: slowReads(0, 2_000) });

  const at = await answers();
  const five = DASHBOARD_READS.filter((r) => r !== 'profile').map((read) => at[read]);
  expect(Math.max(...five) - Math.min(...five), 'the five answer together').toBeLessThan(4_000);
});

type FallbackCase = { readonly operation: keyof Faults; readonly fault: NonNullable<Faults[keyof Faults]>; readonly area: AreaName; readonly text: string };

const FALLBACKS: readonly FallbackCase[] = [
  { operation: 'subscriptionStatus', fault: { status: 500 }, area: 'Your subscription', text: 'could not check your subscription' },
  { operation: 'subscriptionStatus', fault: { delayMs: 10_500 }, area: 'Your subscription', text: 'could not check your subscription' },
  { operation: 'breachStatus', fault: { status: 503 }, area: 'Data breaches', text: 'could not check for breaches' },
  { operation: 'breachStatus', fault: { body: 'malformed-json' }, area: 'Data breaches', text: 'could not check for breaches' },
  { operation: 'breachStatus', fault: { body: 'html' }, area: 'Data breaches', text: 'could not check for breaches' },
  { operation: 'dataBrokerDeletion', fault: { network: true }, area: 'Data-broker removal', text: 'could not load' },
  { operation: 'dataBrokerDeletion', fault: { body: 'wrong-types' }, area: 'Data-broker removal', text: 'could not load' },
  { operation: 'getRemovalContract', fault: { status: 500 }, area: 'Data-broker removal', text: 'Request failed with status code 500' },
  { operation: 'getUserProfile', fault: { body: 'wrong-types' }, area: 'Your profile', text: 'could not load' },
  { operation: 'getEmailAddresses', fault: { status: 502 }, area: 'Your profile', text: 'Request failed with status code 502' },
  { operation: 'getEmailAddresses', fault: { status: 503 }, area: 'Your profile', text: 'Request failed with status code 503' },
];

test.describe('each failing read shows its own fallback while the rest of the dashboard works', () => {
  for (const { operation, fault, area, text } of FALLBACKS) {
    test(`${operation} ${JSON.stringify(fault)}`, async ({ page, backend }) => {
      const dashboard = new DashboardPage(page);
      await backend.startSignedIn({ name: 'dash', faults: { [operation]: fault } });

      await expect(dashboard.area(area)).toContainText(text, { timeout: 15_000 });
      await expect(dashboard.heading).toBeVisible();
      if (area !== 'Your subscription') await expect(dashboard.subscription).toContainText('14 days remaining');
      if (area !== 'Data breaches') await expect(dashboard.askLinks.first()).toBeVisible();
    });
  }

  test('a 404 on the contract is no contract: the request button shows', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'dash', faults: { getRemovalContract: { status: 404 } } });

    await expect(dashboard.requestAuthorisationButton).toBeVisible();
  });

  test('a prototype-pollution answer still shows the subscription, and pollutes nothing', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'dash', faults: { subscriptionStatus: { body: 'prototype-pollution' } } });

    await expect(dashboard.subscription).toContainText('14 days remaining');
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  });
});
