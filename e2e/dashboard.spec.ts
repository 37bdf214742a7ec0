// The dashboard in both modes: every area with data, each failing read's fallback while the rest
// works, the e-mail dialogs and the profile editor, and the order of the reads (the profile first,
// then the other five in one round).
import { fullDate } from '../src/domain/format';
import { breachesFor } from '../src/stand-ins/protection/protection-backend';
import { slowReads, uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';
import { AuthPage } from './pages/auth.page';
import { DASHBOARD_READS, DashboardPage, watchReadAnswers } from './pages/dashboard.page';
import { SigningPage } from './pages/signing.page';
import { WAIT } from './waits';

test.describe('dashboard', () => {
  test('every area renders with data, breaches riskiest first with attribution and a way to ask', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const address = await backend.startSignedIn({ name: 'dash' });

    await expect(dashboard.heading).toBeVisible();
    await expect(dashboard.subscription).toContainText('14 days left');
    await expect(dashboard.subscription.getByRole('link', { name: /^Manage your subscription/ })).toHaveAttribute(
      'href',
      'https://protect.example/account/subscription',
    );
    await expect(dashboard.addDetailsButton).toBeVisible();
    await expect(dashboard.firstBreach()).toBeVisible();
    await expect(dashboard.breaches).toContainText('What to do first');
    await expect(dashboard.breaches.getByRole('link', { name: /Have I Been Pwned/ })).toBeVisible();
    await expect(dashboard.askLinks.first()).toHaveAttribute('href', /\/chatbot$/);
    await expect(dashboard.profile).toContainText(address);
    await expect(dashboard.profile).toContainText('Primary');
  });

  test('after signing, the removal card lists each broker with its status and its days in full, open ones first', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const days = [Date.now(), Date.now() + 60_000 * 5].map((at) => fullDate(new Date(at).toISOString()));
    const today = `(${days.join('|')})`;
    await backend.startSignedIn({ name: 'dash' });
    // Nothing is searched for before the profile holds a name and a city; then the brokers are found.
    await expect(dashboard.removal).toContainText('Brokers list people by name and city. Add your first name, last name, and city');
    await expect(dashboard.brokers).toHaveCount(0);
    await dashboard.addDetailsForRemoval();
    await expect(dashboard.brokers).toHaveCount(5);
    await expect(dashboard.brokers).toHaveText(Array<RegExp>(5).fill(/FoundWhat .+ holds and what happened/));

    await dashboard.requestAuthorisation();
    await new SigningPage(page, backend.mode).signAs('Ada Lovelace');

    await expect(dashboard.removal).toContainText(new RegExp(`Authorisation signed on ${today}\\.`));
    const first = dashboard.brokers.first();
    await expect(first).toContainText(new RegExp(`(Removal requested|In progress)Requested on ${today}What .+ holds and what happened`));
    // Its evidence, a tap away: what it holds (only what the person gave) and what happened, with dates.
    await first.getByText(/^What .+ holds and what happened$/).click();
    await expect(first.getByText('Your name, postal address, and e-mail address.')).toBeVisible();
    await expect(first.getByRole('list', { name: 'What happened' }).getByRole('listitem').first()).toHaveText(new RegExp(`^Found: ${today}$`));
    await expect(first.getByText(/^1 request sent, on /)).toBeVisible();
    await expect(dashboard.brokersToggle).toHaveText('Show all 12 brokers');
    await dashboard.brokersToggle.press('Enter');
    await expect(dashboard.brokersToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dashboard.brokers).toHaveCount(12);
    // Brokers take days: just after signing, every one is asked and none has removed the profile yet.
    await expect(dashboard.brokers.last()).toContainText(new RegExp(`Removal requestedRequested on ${today}What .+ holds and what happened`));
  });

  test('requesting the removal authorisation leads to the signing route', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'dash' });
    const dashboard = new DashboardPage(page);
    await dashboard.addDetailsForRemoval();
    await dashboard.requestAuthorisation();

    await expect(page).toHaveURL(/\/signing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign the removal authorisation' })).toBeVisible();
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

  test('the primary address is the one you sign in with: the header follows it, it cannot be removed, and the old address no longer signs in', async ({
    page,
    backend,
  }) => {
    const dashboard = new DashboardPage(page);
    const { emails } = dashboard;
    const auth = new AuthPage(page);
    const first = await backend.startSignedIn({ name: 'first' });
    const second = uniqueEmail('second');
    await expect(dashboard.greeting).toHaveText(`Signed in as ${first}`);

    await emails.addAndVerify(second, async (address) => (await backend.latestMail(address)).code);
    await emails.makePrimary(second);
    await dashboard.expectPrimary(second);
    await expect(dashboard.greeting).toHaveText(`Signed in as ${second}`);
    await emails.remove(first);

    await dashboard.expectAddresses([second]);
    await expect(emails.removeButton(second)).toHaveCount(0);
    await expect(dashboard.addresses.first()).toContainText(
      'This is the address you sign in with. To remove it, first make another verified address your primary one.',
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/sign-in');
    await auth.emailField.fill(first);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username.');

    await auth.sendCode(second);
    await auth.enterCode((await backend.latestMail(second)).code);
    await expect(page).toHaveURL('/dashboard');
    await expect(dashboard.greeting).toHaveText(`Signed in as ${second}`);
  });

  test('adding and removing an address changes the breach list at once, without a reload', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const address = await backend.startSignedIn({ name: 'dash' });
    const visibleTitles = (...addresses: string[]) =>
      [
        ...new Set(
          addresses
            .flatMap((a) => breachesFor(a))
            .filter((b) => !b.isRetired && !b.isSpamList && !b.isFabricated)
            .map((b) => b.title),
        ),
      ].sort();
    const mine = visibleTitles(address);
    // The stand-ins give each address its own breaches: one that brings at least one new breach.
    const second = Array.from({ length: 50 }, (_, i) => `second.${i}.${address}`).find((a) => visibleTitles(address, a).length > mine.length) ?? '';
    const titles = () =>
      dashboard.breaches
        .getByRole('heading', { level: 3 })
        .allTextContents()
        .then((all) => all.map((t) => t.trim()).sort());
    await expect.poll(titles).toEqual(mine);

    await dashboard.emails.addAndVerify(second, async (a) => (await backend.latestMail(a)).code);
    await expect.poll(titles).toEqual(visibleTitles(address, second));

    await dashboard.emails.remove(second);
    await expect.poll(titles).toEqual(mine);
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

    await expect(dashboard.profile.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
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

test('a dialog keeps no empty band where an error line could go: its buttons follow its last line', async ({ page, backend }) => {
  await backend.startSignedIn({ name: 'dialog-band' });
  await page.getByRole('button', { name: 'Change country or region' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your country or region' });
  const note = await dialog.getByText(/^Where you live decides/).boundingBox();
  const save = await dialog.getByRole('button', { name: 'Save' }).boundingBox();
  expect((save?.y ?? 0) - ((note?.y ?? 0) + (note?.height ?? 0))).toBeLessThanOrEqual(24);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add an e-mail address' }).click();
  const add = page.getByRole('dialog', { name: 'Add an e-mail address' });
  const field = await add.getByRole('textbox', { name: 'E-mail address' }).boundingBox();
  const send = await add.getByRole('button', { name: 'Send code' }).boundingBox();
  expect((send?.y ?? 0) - ((field?.y ?? 0) + (field?.height ?? 0))).toBeLessThanOrEqual(24);
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

/**
 * A part of an area that could not be read says so in plain words and offers "Try again", which reads
 * that part alone; several at once are said once, at the top, with one "Try again". Each test meets
 * faults in turn, and then the answer once they are gone, while the other areas show their data.
 */
test.describe('each failing read shows its own fallback, with a way to try again, while the rest of the dashboard works', () => {
  const failed = async (area: Locator, message: string, what: string) => {
    await expect(area.getByText(message, { exact: true })).toBeVisible({ timeout: WAIT.slow });
    await expect(area.getByRole('button', { name: `Try again to load ${what}` })).toBeVisible();
    await expect(area).not.toContainText(/status code|Request failed|Network|Error/);
  };
  /** The click moves focus to the card's heading, so it is never lost while the part loads again. */
  const tryAgain = async (area: Locator, what: string) => {
    await area.getByRole('button', { name: `Try again to load ${what}` }).click();
    await expect(area.getByRole('heading', { level: 2 })).toBeFocused();
  };

  test('Your subscription: an error status, then no answer in time; never a plan to buy for someone whose plan is unknown, but their account', async ({
    page,
    backend,
  }) => {
    const dashboard = new DashboardPage(page);
    const message = 'We could not check your subscription just now.';
    await backend.startSignedIn({ name: 'dash', faults: { subscriptionStatus: { status: 500 } } });

    await failed(dashboard.subscription, message, 'your subscription');
    await expect(dashboard.subscription.getByRole('link', { name: /^Subscribe/ })).toHaveCount(0);
    await expect(dashboard.subscription.getByRole('link', { name: /^the billing page/ })).toHaveAttribute(
      'href',
      'https://protect.example/account/subscription',
    );
    await expect(dashboard.askLinks.first()).toBeVisible();
    await expect(dashboard.profile).toContainText('Primary');

    await backend.setFaults({ subscriptionStatus: { delayMs: 10_500 } });
    await tryAgain(dashboard.subscription, 'your subscription');
    await failed(dashboard.subscription, message, 'your subscription');

    await backend.clearFaults();
    await tryAgain(dashboard.subscription, 'your subscription');
    await expect(dashboard.subscription).toContainText('14 days left');
  });

  test('Data breaches: an error status, no connection, broken JSON, an HTML page', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const message = 'We could not check for breaches just now.';
    await backend.startSignedIn({ name: 'dash', faults: { breachStatus: { status: 503 } } });

    await failed(dashboard.breaches, message, 'your breaches');
    await expect(dashboard.subscription).toContainText('14 days left');
    await expect(dashboard.addDetailsButton).toBeVisible();
    for (const fault of [{ network: true }, { body: 'malformed-json' }, { body: 'html' }] as const) {
      await backend.setFaults({ breachStatus: fault });
      await tryAgain(dashboard.breaches, 'your breaches');
      await failed(dashboard.breaches, message, 'your breaches');
    }

    await backend.clearFaults();
    await tryAgain(dashboard.breaches, 'your breaches');
    await expect(dashboard.askLinks.first()).toBeVisible();
  });

  test('Data-broker removal: progress with no connection, then the wrong types; the authorisation with an error status', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const progress = 'We could not load your removal progress just now.';
    await backend.startSignedIn({ name: 'dash', faults: { dataBrokerDeletion: { network: true } } });

    await failed(dashboard.removal, progress, 'your removal progress');
    await expect(dashboard.subscription).toContainText('14 days left');
    await expect(dashboard.askLinks.first()).toBeVisible();
    await backend.setFaults({ dataBrokerDeletion: { body: 'wrong-types' } });
    await tryAgain(dashboard.removal, 'your removal progress');
    await failed(dashboard.removal, progress, 'your removal progress');
    await backend.clearFaults();
    await tryAgain(dashboard.removal, 'your removal progress');
    await expect(dashboard.addDetailsButton).toBeVisible();

    await backend.setFaults({ getRemovalContract: { status: 500 } });
    await page.reload();
    await failed(dashboard.removal, 'We could not load your removal authorisation just now.', 'your removal authorisation');
    await backend.clearFaults();
    await tryAgain(dashboard.removal, 'your removal authorisation');
    await expect(dashboard.addDetailsButton).toBeVisible();
  });

  test('several areas failing: one message at the top, one Try again that reads them all; back online, they are read again by themselves', async ({
    page,
    backend,
  }) => {
    const dashboard = new DashboardPage(page);
    const noConnection = { network: true } as const;
    const threeFail = { breachStatus: noConnection, dataBrokerDeletion: noConnection, getEmailAddresses: noConnection };
    const allFailed = async () => {
      await expect(dashboard.glance.getByRole('heading', { level: 2 })).toHaveText('We could not load parts of your dashboard', { timeout: WAIT.slow });
      await expect(dashboard.glance).toContainText('Your breaches, removal progress, and e-mail addresses could not be loaded just now.');
      for (const area of [dashboard.breaches, dashboard.removal, dashboard.profile]) await expect(area).toContainText('Not loaded just now.');
      await expect(page.getByRole('button', { name: /^Try again/ })).toHaveCount(1);
      await expect(dashboard.profile.getByRole('button', { name: 'Add an e-mail address' })).toHaveCount(0);
    };
    const allRead = async () => {
      await expect(dashboard.askLinks.first()).toBeVisible();
      await expect(dashboard.addDetailsButton).toBeVisible();
      await expect(dashboard.profile).toContainText('Primary');
    };
    await backend.startSignedIn({ name: 'dash', faults: threeFail });
    await allFailed();

    await backend.clearFaults();
    await dashboard.glance.getByRole('button', { name: 'Try again', exact: true }).click();
    await allRead();

    await backend.setFaults(threeFail);
    await page.reload();
    await allFailed();
    await backend.clearFaults();
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await allRead();
  });

  test('an answer that breaks its contract falls back on screen and is reported, by the call alone', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'dash', faults: { getUserProfile: { body: 'wrong-types' } } });

    await failed(dashboard.profile, 'We could not load your profile just now.', 'your profile');
    // Offline, the developer panel lists what error reporting would send.
    const panel = page.getByRole('region', { name: 'Developer panel' });
    await panel.getByRole('button', { name: /^Show/ }).dispatchEvent('click');
    await expect(panel.getByRole('listitem').filter({ hasText: 'getUserProfile: Error' })).toHaveCount(1);
  });

  test('Your profile: the profile with the wrong types and the addresses with an error status; then the addresses alone, twice', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    const addresses = 'We could not load your e-mail addresses just now.';
    const address = await backend.startSignedIn({ name: 'dash', faults: { getUserProfile: { body: 'wrong-types' }, getEmailAddresses: { status: 502 } } });

    await expect(dashboard.glance).toContainText('Your e-mail addresses and profile could not be loaded just now.', { timeout: WAIT.slow });
    await expect(dashboard.subscription).toContainText('14 days left');
    await expect(dashboard.askLinks.first()).toBeVisible();

    await backend.setFaults({ getEmailAddresses: { status: 503 } });
    await dashboard.glance.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(dashboard.profile.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await failed(dashboard.profile, addresses, 'your e-mail addresses');
    await tryAgain(dashboard.profile, 'your e-mail addresses');
    await failed(dashboard.profile, addresses, 'your e-mail addresses');

    await backend.clearFaults();
    await tryAgain(dashboard.profile, 'your e-mail addresses');
    await dashboard.expectAddresses([address]);
  });

  test('a 404 on the contract is no contract: the request button shows', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'dash', faults: { getRemovalContract: { status: 404 } } });

    await dashboard.addDetailsForRemoval();
  });

  test('a prototype-pollution answer still shows the subscription, and pollutes nothing', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'dash', faults: { subscriptionStatus: { body: 'prototype-pollution' } } });

    await expect(dashboard.subscription).toContainText('14 days left');
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  });

  test('a subscription link to a host we do not use is never offered; managing the plan opens our own page instead', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'dash', faults: { subscriptionStatus: { body: 'hostile-links' } } });

    await expect(dashboard.subscription).toContainText('14 days left');
    await expect(dashboard.subscription.getByRole('link', { name: /^Manage your subscription/ })).toHaveAttribute(
      'href',
      'https://protect.example/account/subscription',
    );
    await expect(page.locator('a[href*="attacker"]')).toHaveCount(0);
  });
});
