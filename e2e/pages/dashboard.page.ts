import { expect, type Locator, type Page } from '@playwright/test';
import { WAIT } from '../waits';

export type AreaName = 'Your subscription' | 'Data-broker removal' | 'Data breaches' | 'Your profile';

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The e-mail address dialogs the profile area opens: add, verify with the e-mailed code, make primary, remove. */
export class EmailDialogs {
  readonly add: Locator;
  readonly verify: Locator;
  readonly added: Locator;

  constructor(
    readonly page: Page,
    private readonly profile: Locator,
  ) {
    this.add = page.getByRole('dialog', { name: 'Add an e-mail address' });
    this.verify = page.getByRole('dialog', { name: 'Check the new address' });
    this.added = page.getByRole('dialog', { name: 'Address added' });
  }

  async openAdd(): Promise<void> {
    await this.profile.getByRole('button', { name: 'Add an e-mail address' }).click();
  }

  /** In the open add dialog: sends a code to `address`; the verify step follows. */
  async sendCode(address: string): Promise<void> {
    await this.add.getByLabel('E-mail address').fill(address);
    await this.add.getByRole('button', { name: 'Send code' }).click();
  }

  /** In the open verify step: enters the code; the address is added. */
  async verifyWith(code: string): Promise<void> {
    await this.verify.getByLabel('Verification code').fill(code);
    await this.verify.getByRole('button', { name: 'Verify', exact: true }).click();
  }

  /** Adds and verifies `address`, the code read with `codeFor`, and closes the confirmation. */
  async addAndVerify(address: string, codeFor: (address: string) => Promise<string>): Promise<void> {
    await this.openAdd();
    await this.sendCode(address);
    await this.verifyWith(await codeFor(address));
    await this.added.getByRole('button', { name: 'Done' }).click();
  }

  async makePrimary(address: string): Promise<void> {
    await this.profile.getByRole('button', { name: `Make primary ${address}` }).click();
    await this.page.getByRole('dialog', { name: 'Make this your primary address?' }).getByRole('button', { name: 'Make primary' }).click();
  }

  /** The control that starts removing `address`; the list offers none for the sign-in address. */
  removeButton(address: string): Locator {
    return this.profile.getByRole('button', { name: `Remove ${address}` });
  }

  async remove(address: string): Promise<void> {
    await this.profile.getByRole('button', { name: `Remove ${address}` }).click();
    await this.page.getByRole('dialog', { name: 'Remove this address?' }).getByRole('button', { name: 'Remove' }).click();
  }
}

/** The profile editor dialog, by its field labels. */
export class ProfileEditor {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Edit your profile' });
  }

  field(label: 'First name' | 'Last name' | 'City' | 'Postal code'): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(values: Partial<Record<'First name' | 'Last name' | 'City' | 'Postal code', string>>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label as keyof typeof values).fill(value);
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }
}

/** The signed-in home: four areas, each loading and failing on its own, and the dialogs they open. */
export class DashboardPage {
  readonly heading: Locator;
  /** "Signed in as <address>" under the heading. */
  readonly greeting: Locator;
  readonly subscription: Locator;
  readonly removal: Locator;
  /** Where the person stands: the headline, the next action, the charts. */
  readonly glance: Locator;
  readonly breaches: Locator;
  readonly profile: Locator;
  /** The removal progress bar, labelled "<n> of <total> brokers removed your data". */
  readonly removalProgress: Locator;
  readonly requestAuthorisationButton: Locator;
  /** Shown instead of the authorisation until the profile holds a name and a city. */
  readonly addDetailsButton: Locator;
  /** The brokers listed in the removal card, open ones first (the first few until all are shown). */
  readonly brokers: Locator;
  /** "Show all <n> brokers", then "Show fewer brokers". */
  readonly brokersToggle: Locator;
  readonly askLinks: Locator;
  /** The profile's addresses, primary first. */
  readonly addresses: Locator;
  readonly emails: EmailDialogs;
  readonly editor: ProfileEditor;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Your protection' });
    this.greeting = page.getByText(/^Signed in as /);
    this.subscription = this.area('Your subscription');
    this.removal = this.area('Data-broker removal');
    // Named by its headline, which changes with the person's state.
    this.glance = page.getByRole('region').filter({ has: page.locator('#glance-title') });
    this.breaches = this.area('Data breaches');
    this.profile = this.area('Your profile');
    this.removalProgress = this.removal.getByRole('img');
    this.requestAuthorisationButton = this.removal.getByRole('button', { name: 'Authorise the removal' });
    this.addDetailsButton = this.removal.getByRole('button', { name: 'Add your details' });
    this.brokers = this.removal.getByRole('list', { name: 'Brokers we found with your profile' }).locator(':scope > li');
    this.brokersToggle = this.removal.getByRole('button', { name: /^Show (all \d+|fewer) brokers$/ });
    this.askLinks = this.breaches.getByRole('link', { name: 'Ask about this breach' });
    this.addresses = this.profile.getByRole('listitem');
    this.emails = new EmailDialogs(page, this.profile);
    this.editor = new ProfileEditor(page);
  }

  area(name: AreaName): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/dashboard${query}`);
  }

  /** The first breach listed (riskiest first): an item with its title as a heading. */
  firstBreach(): Locator {
    return this.breaches
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3 }) })
      .first();
  }

  /** The breach titled `title`, in whichever list it is. */
  breach(title: string): Locator {
    return this.breaches.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name: title, exact: true }) });
  }

  /** The titles of one list, in order, from the tab that holds it. */
  async breachTitles(list: 'Breaches that need action, riskiest first' | 'Breaches you have dealt with'): Promise<string[]> {
    await this.breaches.getByRole('tab', { name: list.startsWith('Breaches that') ? /^Action needed/ : /^Fixed/ }).click();
    const titles = await this.breaches.getByRole('list', { name: list }).getByRole('heading', { level: 3 }).allTextContents();
    return titles.map((t) => t.trim());
  }

  /** Opens the breach assistant on the first breach; gives the breach's title. */
  async askAboutFirstBreach(): Promise<string> {
    const first = this.firstBreach();
    const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await first.getByRole('link', { name: 'Ask about this breach' }).click();
    return title;
  }

  /** What brokers are searched by, through the removal card's own button; the authorisation can then be asked for. */
  async addDetailsForRemoval(): Promise<void> {
    await this.addDetailsButton.click();
    await this.editor.fill({ 'First name': 'Ada', 'Last name': 'Lovelace', City: 'London' });
    await this.editor.save();
    await expect(this.requestAuthorisationButton).toBeVisible();
  }

  async requestAuthorisation(): Promise<void> {
    await this.requestAuthorisationButton.click();
  }

  async editProfile(): Promise<void> {
    await this.profile.getByRole('button', { name: 'Edit profile' }).click();
  }

  /** The profile lists exactly these addresses, in this order (each item starts with its address). */
  async expectAddresses(addresses: readonly string[]): Promise<void> {
    await expect(this.addresses).toHaveText(addresses.map(startsWith));
  }

  /** `address` heads the list, marked primary. */
  async expectPrimary(address: string): Promise<void> {
    await expect(this.addresses.first()).toHaveText(startsWith(address));
    await expect(this.addresses.first()).toContainText('Primary');
  }
}

/** The dashboard's six reads, by the part of the page each one fills. */
export const DASHBOARD_READS = ['profile', 'subscription', 'removals', 'contract', 'emails', 'breaches'] as const;
export type DashboardRead = (typeof DASHBOARD_READS)[number];

/**
 * From the next page load on, the page notes when each read's answer first shows (ms on the page's own
 * clock), so the order of the reads is judged where it happens, not by when the test gets to look.
 */
export async function watchReadAnswers(page: Page): Promise<() => Promise<Record<DashboardRead, number>>> {
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __readAnswers: Record<string, number> }).__readAnswers = seen;
    const shows = (selector: string, text: string) => [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text));
    const shown: Record<string, () => boolean> = {
      profile: () => shows('button', 'Edit profile'),
      subscription: () => shows('p', 'days left'),
      // A new person's profile holds no name yet: no broker is searched, and the details come before the authorisation.
      removals: () => document.querySelector('[role="img"][aria-label*="brokers removed"]') !== null || shows('p', 'Not searched yet'),
      contract: () => shows('button', 'Authorise the removal') || shows('button', 'Add your details'),
      emails: () => shows('span', 'Primary'),
      breaches: () => shows('a', 'Ask about this breach'),
    };
    const note = () => {
      for (const [read, isShown] of Object.entries(shown)) if (!(read in seen) && isShown()) seen[read] = performance.now();
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return async () => {
    await expect
      .poll(() => page.evaluate(() => Object.keys((window as unknown as { __readAnswers: object }).__readAnswers).length), { timeout: WAIT.slow })
      .toBe(6);
    return page.evaluate(() => (window as unknown as { __readAnswers: Record<DashboardRead, number> }).__readAnswers);
  };
}
