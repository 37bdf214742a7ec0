// Where a journey's e-mails, faults and new accounts live in each mode: the offline build keeps them
// in the page (the on-screen Offline inbox, localStorage's fault switch); local mode in local-backend,
// over HTTP (its dev outbox and `PUT /faults?for=<address>`, faults for the test's own person only, so
// local journeys run in parallel). Both take the one fault schema.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { decodeFaults, type Fault, type FaultMode, type FaultOperation } from '../src/stand-ins/faults/fault-schema';
import { FAULTS_STORAGE_KEY } from '../src/stand-ins/faults/storage-fault-switch';
import { OFFLINE_SIGN_UP_CONFIRMATION_KEY } from '../src/stand-ins/user-pool/sign-up';
import { OFFLINE_POOL_KEY } from '../src/stand-ins/user-pool/pool-store';
import { breachesFor } from '../src/stand-ins/protection/protection-backend';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from '../local-backend/local-pool';
import { localSignIn, offlineSignIn, type StoredSignIn } from './outside-sign-in';
import { AuthPage } from './pages/auth.page';
import { e2ePorts } from './ports';

export type Mode = FaultMode;
export type Faults = Partial<Record<FaultOperation, Fault>>;
/** A code e-mail as the person gets it: the code, and the link that carries it. */
type CodeMail = { readonly code: string; readonly magicLink: string };

/** local-backend of the local project. */
export const BACKEND = `http://127.0.0.1:${e2ePorts().backend}`;

/** One connection per helper request: local-backend closes a kept-alive socket after 5 s idle, and a request
 * sent on it just then fails with ECONNRESET. */
const CLOSE = { connection: 'close' };

/** What a dashboard visit asks the Protection API, each once (paths under /api/, sorted). */
export const DASHBOARD_REQUESTS = [
  'breach-progress',
  'breach-status',
  'data-broker-deletion',
  'data-broker-removal/contract',
  'last-visit',
  'profile-info/email-addresses',
  'profile-info/user-profile',
  'subscription-status',
];

/** Local mode: the dashboard's last-visit mark, answered, the last of its first requests: a test that changes the session before a reload waits for it first. */
export const lastVisitAnswered = (page: Page) => page.waitForResponse((response) => response.url() === `${BACKEND}/api/last-visit`);

/** A delay on each of the six dashboard reads: one for the profile, one for each of the other five. */
export const slowReads = (profileMs: number, otherMs: number): Faults => ({
  getUserProfile: { delayMs: profileMs },
  ...Object.fromEntries(
    ['subscriptionStatus', 'getRemovalContract', 'getEmailAddresses', 'dataBrokerDeletion', 'breachStatus', 'getBreachProgress', 'markVisit'].map(
      (operation) => [operation, { delayMs: otherMs }],
    ),
  ),
});

/** What the stand-ins' breaches for an address must be: one address in five is in none. */
export type BreachesWanted = 'some' | 'none' | 'any';

const hasVisibleBreaches = (address: string): boolean => breachesFor(address).some((b) => !b.isRetired && !b.isSpamList && !b.isFabricated);

/** The first address `make` gives that the stand-ins treat as asked: in some breaches, in none, or either. */
export function addressWith(breaches: BreachesWanted, make: () => string): string {
  for (;;) {
    const address = make();
    if (breaches === 'any' || hasVisibleBreaches(address) === (breaches === 'some')) return address;
  }
}

/** A new address; by default one the stand-ins put in some breaches, so a journey about them always has some. */
export const uniqueEmail = (name: string, breaches: BreachesWanted = 'some'): string =>
  addressWith(breaches, () => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`);

/** What a journey needs from the services behind the app, whichever mode serves it. */
export interface Backend {
  readonly mode: Mode;
  /** The newest code e-mail to `address`, waiting until there is one. */
  latestMail(address: string): Promise<CodeMail>;
  /** Opens the link of the newest e-mail to `address`, as the person would from their mailbox. */
  followLink(address: string): Promise<void>;
  /**
   * Opens the link of the newest e-mail to `address` where a mail app would: a new tab of this browser,
   * or a browser that never asked for the code (another device); gives the new page. Offline, the new
   * page gets a copy of the stand-in servers' state (they live in the tab), nothing of the app's own.
   */
  openLinkElsewhere(address: string, where: 'new tab' | 'other device'): Promise<Page>;
  /**
   * Replaces the faults in force for the person this test signed up, or for `person` (offline: for the
   * page); refuses (throws) any entry this mode cannot apply, instead of a silent no-op.
   */
  setFaults(faults: Faults, person?: string): Promise<void>;
  clearFaults(): Promise<void>;
  /**
   * Makes the pool leave `address`'s sign-up unconfirmed until the e-mailed code (or link) comes back, as
   * a pool that requires confirmation does (offline: for the page's pool; the page must show the app).
   */
  requireSignUpConfirmation(address: string, method: 'code' | 'link'): Promise<void>;
  /** Makes the pool refuse every sign-in of `address` until a new password is set, as an administrator's reset does (offline: the page's pool). */
  requirePasswordReset(address: string): Promise<void>;
  /** Closes what `openLinkElsewhere` opened. */
  close(): Promise<void>;
  /**
   * Signs a new person up through the screens with the e-mailed code (at `address`, or a fresh one made
   * from `name`), ending on the plans page a new person sees first; gives the address.
   */
  signUp(options?: { readonly name?: string; readonly address?: string }): Promise<string>;
  /**
   * A new person (an address made from `name`), signed up and signed in outside the browser by this
   * mode's own auth adapter; the page then opens `path` (the dashboard unless said) signed in, with
   * `faults` in force from its first request. For journeys whose subject starts after sign-in: the
   * screens that sign people up are `signUp`'s. Gives the address.
   */
  startSignedIn(options?: { readonly name?: string; readonly path?: string; readonly faults?: Faults; readonly breaches?: BreachesWanted }): Promise<string>;
  /** `days` more pass for the Protection service of the last person signed in (offline: the page's clock, which it lives in). */
  daysPass(days: number): Promise<void>;
}

function refuseWhatModeCannotApply(faults: Faults, mode: Mode): void {
  const { problems } = decodeFaults(faults, mode);
  if (problems.length > 0) throw new Error(`Faults ${mode} mode cannot apply: ${problems.join(' ')}`);
}

abstract class ModeBackend implements Backend {
  abstract readonly mode: Mode;

  /** The address `signUp` made last: whose faults local mode sets. */
  protected person: string | undefined;

  constructor(
    protected readonly page: Page,
    /** Where the app under test is served. */
    protected readonly appOrigin: string,
  ) {}

  abstract latestMail(address: string): Promise<CodeMail>;
  abstract followLink(address: string): Promise<void>;
  abstract setFaults(faults: Faults, person?: string): Promise<void>;
  abstract clearFaults(): Promise<void>;
  abstract requireSignUpConfirmation(address: string, method: 'code' | 'link'): Promise<void>;
  abstract requirePasswordReset(address: string): Promise<void>;

  private readonly otherDevices: BrowserContext[] = [];

  async openLinkElsewhere(address: string, where: 'new tab' | 'other device'): Promise<Page> {
    const { magicLink } = await this.latestMail(address);
    if (where === 'new tab') {
      // As a link opened in a new tab is: nothing of this tab's sessionStorage goes with it.
      const page = await this.page.context().newPage();
      await page.goto(magicLink);
      return page;
    }
    const browser = this.page.context().browser();
    if (browser === null) throw new Error('No browser to open another device in.');
    const context = await browser.newContext();
    this.otherDevices.push(context);
    const page = await context.newPage();
    // The servers are the same for every device (offline, they live in each browser's storage).
    const seeding = await page.addInitScript(
      (entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      await this.serverState(),
    );
    await page.goto(magicLink);
    await seeding.dispose();
    return page;
  }

  async close(): Promise<void> {
    for (const context of this.otherDevices.splice(0)) await context.close();
  }

  /** What the stand-in servers keep in this page (offline), to be copied into a page that opens a link. */
  protected abstract serverState(): Promise<readonly (readonly [string, string])[]>;

  async signUp({ name = 'person', address = uniqueEmail(name) } = {}): Promise<string> {
    this.person = address;
    const auth = new AuthPage(this.page);
    await auth.requestCode('/sign-up', address);
    await auth.enterCode((await this.latestMail(address)).code);
    await expect(this.page).toHaveURL('/subscription-options');
    return address;
  }

  async startSignedIn({
    name = 'person',
    path = '/dashboard',
    faults,
    breaches,
  }: { name?: string; path?: string; faults?: Faults; breaches?: BreachesWanted } = {}): Promise<string> {
    const address = uniqueEmail(name, breaches);
    this.person = address;
    const stored = await this.signInOutside(address);
    const seeds = [stored, ...(faults ? await this.faultsBeforeLoad(faults) : [])];
    // Seeds the first document only: a reload or a later page keeps what the app has made of them.
    const seeding = await this.page.addInitScript((all) => {
      for (const { area, entries } of all) for (const [key, value] of entries) (area === 'local' ? localStorage : sessionStorage).setItem(key, value);
    }, seeds);
    await this.page.goto(path);
    await seeding.dispose();
    return address;
  }

  /** How far `daysPass` has moved time, in all. */
  protected ahead = 0;

  abstract daysPass(days: number): Promise<void>;

  protected abstract signInOutside(address: string): Promise<StoredSignIn>;
  /** Sets `faults` before the page has loaded; gives what the page must be seeded with for them (none where they live outside it). */
  protected abstract faultsBeforeLoad(faults: Faults): Promise<readonly StoredSignIn[]>;
}

/** Offline: the codes are on screen, the faults in the page's localStorage (read on every call, so no reload is needed). */
class OfflineBackend extends ModeBackend {
  readonly mode = 'offline';
  private faultsSet = false;

  async latestMail(address: string): Promise<CodeMail> {
    const mail = new AuthPage(this.page).inboxMailTo(address);
    const code = mail.locator('.offline-inbox__code');
    await expect(code).toHaveText(/^\d{6}$/);
    return { code: (await code.textContent()) ?? '', magicLink: (await mail.getByRole('link').getAttribute('href')) ?? '' };
  }

  async followLink(address: string): Promise<void> {
    const mail = new AuthPage(this.page).inboxMailTo(address);
    await mail.getByRole('link').click();
  }

  /** The offline user pool, outbox and Protection data: the servers, not the browser. */
  protected serverState(): Promise<readonly (readonly [string, string])[]> {
    return this.page.evaluate(
      (keys) =>
        keys.flatMap((key) => {
          const value = localStorage.getItem(key);
          return value === null ? [] : [[key, value] as const];
        }),
      OFFLINE_SERVER_KEYS,
    );
  }

  /** The page must show the app: the switch is its localStorage. */
  async setFaults(faults: Faults): Promise<void> {
    refuseWhatModeCannotApply(faults, this.mode);
    await this.page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAULTS_STORAGE_KEY, JSON.stringify(faults)] as const);
    this.faultsSet = true;
  }

  async requireSignUpConfirmation(_address: string, method: 'code' | 'link'): Promise<void> {
    await this.page.evaluate(([key, value]) => localStorage.setItem(key, value), [OFFLINE_SIGN_UP_CONFIRMATION_KEY, method] as const);
  }

  async requirePasswordReset(address: string): Promise<void> {
    const found = await this.page.evaluate(
      ([key, username]) =>
        [localStorage, sessionStorage].some((storage) => {
          const pool = JSON.parse(storage.getItem(key) ?? '{}') as { users?: Record<string, Record<string, unknown>> };
          const user = pool.users?.[username];
          if (user === undefined) return false;
          user.resetRequired = true;
          storage.setItem(key, JSON.stringify(pool));
          return true;
        }),
      [OFFLINE_POOL_KEY, address] as const,
    );
    expect(found, `${address} is in the page's pool`).toBe(true);
  }

  protected signInOutside(address: string): Promise<StoredSignIn> {
    return offlineSignIn(address, this.appOrigin);
  }

  async daysPass(days: number): Promise<void> {
    this.ahead += days * 86_400_000;
    await this.page.clock.setFixedTime(Date.now() + this.ahead);
  }

  protected async faultsBeforeLoad(faults: Faults): Promise<readonly StoredSignIn[]> {
    refuseWhatModeCannotApply(faults, this.mode);
    this.faultsSet = true;
    return [{ area: 'local', entries: [[FAULTS_STORAGE_KEY, JSON.stringify(faults)]] }];
  }

  async clearFaults(): Promise<void> {
    if (!this.faultsSet || this.page.isClosed()) return;
    await this.page.evaluate((key) => localStorage.removeItem(key), FAULTS_STORAGE_KEY);
    this.faultsSet = false;
  }
}

/** What offline mode's stand-in servers keep in the browser's localStorage. */
const OFFLINE_SERVER_KEYS = ['protect.offline.pool', 'protect.offline.outbox', 'protect.offline.data', 'protect.offline.chat'];

/** The user-pool operations by fault operation: the Cognito call (and, for InitiateAuth, its flow) a `network` fault drops in local mode. */
const DROPPABLE_AUTH: Partial<Record<FaultOperation, { readonly target: string; readonly flow?: string }>> = {
  signUp: { target: 'SignUp' },
  signIn: { target: 'InitiateAuth', flow: 'CUSTOM_AUTH' },
  refresh: { target: 'InitiateAuth', flow: 'REFRESH_TOKEN_AUTH' },
  confirmSignIn: { target: 'RespondToAuthChallenge' },
  signOut: { target: 'RevokeToken' },
};

/** The dashboard's reads, by fault operation: the URL whose connection a `network` fault drops in local mode. */
const DROPPABLE: Partial<Record<FaultOperation, string>> = {
  subscriptionStatus: '/api/subscription-status',
  dataBrokerDeletion: '/api/data-broker-deletion',
  breachStatus: '/api/breach-status',
  getUserProfile: '/api/profile-info/user-profile',
  getEmailAddresses: '/api/profile-info/email-addresses',
  getRemovalContract: '/api/data-broker-removal/contract',
};

/** The user pool's one endpoint in local mode. */
const COGNITO = `${BACKEND}/cognito/`;

/** Local mode: local-backend's dev outbox and its fault switch, scoped to the test's person. */
class LocalBackend extends ModeBackend {
  readonly mode = 'local';

  async latestMail(address: string): Promise<CodeMail> {
    const url = `${BACKEND}/outbox/latest?to=${encodeURIComponent(address)}`;
    await expect.poll(async () => (await this.page.request.get(url, { headers: CLOSE })).status()).toBe(200);
    return (await (await this.page.request.get(url, { headers: CLOSE })).json()) as CodeMail;
  }

  async followLink(address: string): Promise<void> {
    await this.page.goto((await this.latestMail(address)).magicLink);
  }

  /** The reads the browser drops now (network faults), so the next faults replace them. */
  private dropped: string[] = [];

  /** local-backend always answers: a call that gets no answer at all is a connection the browser drops. */
  async setFaults(faults: Faults, person?: string): Promise<void> {
    if (person !== undefined) this.person = person;
    for (const url of this.dropped.splice(0)) await this.page.unroute(url);
    const answered: Faults = {};
    const droppedAuth: { readonly target: string; readonly flow?: string }[] = [];
    for (const [operation, fault] of Object.entries(faults) as [FaultOperation, Fault][]) {
      const path = DROPPABLE[operation];
      const auth = DROPPABLE_AUTH[operation];
      if (fault.network && path) {
        this.dropped.push(`${BACKEND}${path}`);
        await this.page.route(`${BACKEND}${path}`, (route) => route.abort('connectionfailed'));
      } else if (fault.network && auth) droppedAuth.push(auth);
      else answered[operation] = fault;
    }
    if (droppedAuth.length > 0) {
      this.dropped.push(COGNITO);
      await this.page.route(COGNITO, (route) => {
        const request = route.request();
        const target = (request.headers()['x-amz-target'] ?? '').split('.').pop();
        const body = request.postData() ?? '';
        const drop = droppedAuth.some((call) => call.target === target && (call.flow === undefined || body.includes(`"${call.flow}"`)));
        return drop ? route.abort('internetdisconnected') : route.fallback();
      });
    }
    refuseWhatModeCannotApply(answered, this.mode);
    const response = await this.page.request.put(this.faultsUrl(), { data: answered, headers: CLOSE });
    expect(response.status(), await response.text()).toBe(200);
  }

  protected async serverState(): Promise<readonly (readonly [string, string])[]> {
    return [];
  }

  async daysPass(days: number): Promise<void> {
    this.ahead += days * 86_400_000;
    const response = await this.page.request.put(`${BACKEND}/protection-clock?for=${encodeURIComponent(this.person ?? '')}`, {
      data: { ahead_ms: this.ahead },
      headers: CLOSE,
    });
    expect(response.status(), await response.text()).toBe(204);
  }

  async requirePasswordReset(address: string): Promise<void> {
    const response = await this.page.request.post(`${BACKEND}/cognito-admin/password-reset`, { data: { email: address }, headers: CLOSE });
    expect(response.status(), await response.text()).toBe(200);
  }

  async requireSignUpConfirmation(address: string, method: 'code' | 'link'): Promise<void> {
    this.person = address;
    const response = await this.page.request.put(`${BACKEND}/cognito-admin/sign-up-confirmation`, { data: { email: address, method }, headers: CLOSE });
    expect(response.status(), await response.text()).toBe(200);
  }

  protected signInOutside(address: string): Promise<StoredSignIn> {
    return localSignIn(
      address,
      { userPoolId: LOCAL_POOL_ID, clientId: LOCAL_CLIENT_ID, endpoint: `${BACKEND}/cognito/` },
      async () => (await this.latestMail(address)).code,
    );
  }

  protected async faultsBeforeLoad(faults: Faults): Promise<readonly StoredSignIn[]> {
    await this.setFaults(faults);
    return [];
  }

  async clearFaults(): Promise<void> {
    this.dropped = [];
    if (!this.page.isClosed()) await this.page.unrouteAll({ behavior: 'ignoreErrors' });
    if (this.person !== undefined) expect((await this.page.request.delete(this.faultsUrl(), { headers: CLOSE })).ok()).toBe(true);
  }

  /** Process-wide faults would reach the journeys running beside this one, so faults need a person. */
  private faultsUrl(): string {
    if (this.person === undefined) throw new Error('Local faults are set for the person a test signed up: call signUp first.');
    return `${BACKEND}/faults?for=${encodeURIComponent(this.person)}`;
  }
}

export const backendFor = (mode: Mode, page: Page, appOrigin: string): Backend =>
  mode === 'offline' ? new OfflineBackend(page, appOrigin) : new LocalBackend(page, appOrigin);
