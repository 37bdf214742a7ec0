// `npm run screenshots`: the screens a person sees, from the offline build, at 1280x800 and 390x844,
// each as the screen shows it first and as a whole page, PNGs in screenshots/ (not committed), to look
// at before calling a screen done.
// Usage: tsx scripts/screenshots.ts <dist dir> <out dir> [shot name …] (all shots when none is named)
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { offlineSignIn } from '../e2e/outside-sign-in';
import { uniqueEmail } from '../e2e/backend';
import { AuthPage } from '../e2e/pages/auth.page';
import { ChatbotPage } from '../e2e/pages/chatbot.page';
import { SigningPage } from '../e2e/pages/signing.page';
import { FAULTS_STORAGE_KEY } from '../src/stand-ins/faults/storage-fault-switch';
import { createStaticServer } from './serve-static';
import debianChromium from './chromium.json';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Letters and digits only, 64 characters: the longest address, with nothing a browser may break at. */
const LONG_ADDRESS = `${'averylonglocalpart'.repeat(3)}${Date.now()}@example.com`.slice(-64);

/** `pdf`: also printed as the browser prints it, to a PDF beside the PNGs. */
type Shot = {
  readonly name: string;
  readonly take: (page: Page, origin: string) => Promise<void>;
  readonly scheme?: 'light' | 'dark';
  readonly pdf?: true;
  /** The browser's language, when not US English. */
  readonly locale?: string;
};

/** Opens `path` signed in as a new person at `address`, with `faults` in force from the first request. */
async function signedIn(page: Page, origin: string, path: string, { address = uniqueEmail('screens'), faults = {} } = {}): Promise<void> {
  const stored = await offlineSignIn(address, origin);
  await page.addInitScript(
    ([entries, faultsKey, faultsValue]) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
      localStorage.setItem(faultsKey, faultsValue);
    },
    [stored.entries, FAULTS_STORAGE_KEY, JSON.stringify(faults)] as const,
  );
  await page.goto(`${origin}${path}`);
}

const dashboardLoaded = (page: Page) => expect(page.getByRole('link', { name: /Ask about this breach/ }).first()).toBeVisible({ timeout: 15_000 });

/** Walks the guided fix of the breach the headline names, and marks it fixed. */
async function fixFromHeadline(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Fix .* now$/ })
    .first()
    .click();
  const next = page.getByRole('button', { name: /^Next: / });
  const done = page.getByRole('button', { name: /mark as fixed/ });
  await expect(next.or(done)).toBeVisible();
  while (await next.isVisible()) await next.click();
  await done.click();
  await expect(done).toHaveCount(0);
}

/** Signed in with the details brokers are searched by, the removal authorised and signed; then `daysLater` on, read again. */
async function removalSigned(page: Page, origin: string, daysLater = 0): Promise<void> {
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await signedIn(page, origin, '/dashboard');
  const removal = page.getByRole('region', { name: 'Data-broker removal' });
  await removal.getByRole('button', { name: 'Add your details' }).click({ timeout: 15_000 });
  const editor = page.getByRole('dialog', { name: 'Edit your profile' });
  for (const [label, value] of [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['City', 'London'],
  ] as const)
    await editor.getByLabel(label, { exact: true }).fill(value);
  await editor.getByRole('button', { name: 'Save' }).click();
  await removal.getByRole('button', { name: 'Authorise the removal' }).click({ timeout: 15_000 });
  await new SigningPage(page, 'offline').signAs('Ada Lovelace');
  await expect(removal).toContainText('Authorisation signed', { timeout: 15_000 });
  if (daysLater === 0) return;
  await page.clock.setFixedTime(start + daysLater * 86_400_000);
  await page.reload();
  await dashboardLoaded(page);
}

const SHOTS: readonly Shot[] = [
  { name: 'landing', take: async (page, origin) => void (await page.goto(`${origin}/`)) },
  { name: 'code-step-long-address', take: async (page, origin) => new AuthPage(page).requestCode(`${origin}/sign-up`, LONG_ADDRESS) },
  {
    name: 'dashboard',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
    },
  },
  {
    name: 'guided-fix',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
      await page
        .getByRole('button', { name: /^Fix .* now$/ })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Next: / })
        .or(page.getByRole('button', { name: /mark as fixed/ }))
        .first()
        .focus();
    },
  },
  {
    name: 'guided-fix-shared',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
      await page
        .getByRole('button', { name: /^Fix it now/ })
        .nth(1)
        .click();
      await page
        .getByRole('button', { name: /^Next: / })
        .first()
        .click();
    },
  },
  {
    name: 'dashboard-some-fixed',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
      await fixFromHeadline(page);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'dashboard-all-fixed',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
      while (
        await page
          .getByRole('button', { name: /^Fix .* now$/ })
          .first()
          .isVisible()
      )
        await fixFromHeadline(page);
      await expect(page.getByText('That was the last one.')).toBeVisible();
    },
  },
  {
    name: 'dashboard-no-breaches',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard', { address: uniqueEmail('clean', 'none') });
      await expect(page.getByText(/^Good news/)).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'dashboard-long-address',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard', { address: LONG_ADDRESS });
      await dashboardLoaded(page);
    },
  },
  {
    name: 'dashboard-failed-areas',
    take: async (page, origin) => {
      const faults = {
        subscriptionStatus: { status: 500 },
        breachStatus: { status: 503 },
        getEmailAddresses: { status: 502 },
        dataBrokerDeletion: { network: true },
      };
      await signedIn(page, origin, '/dashboard', { faults });
      // Four failed parts, said once by the headline, with its one Try again.
      await expect(page.getByRole('heading', { name: 'We could not load parts of your dashboard' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'add-address-dialog',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard', { address: LONG_ADDRESS });
      await dashboardLoaded(page);
      await page.getByRole('button', { name: 'Add an e-mail address' }).click();
      await page
        .getByRole('dialog')
        .getByLabel('E-mail address')
        .fill(`second${LONG_ADDRESS.slice(6)}`);
    },
  },
  {
    name: 'profile-editor',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard?editProfile=true');
      await expect(page.getByRole('dialog', { name: 'Edit your profile' })).toBeVisible({ timeout: 15_000 });
    },
  },
  ...(['light', 'dark'] as const).map((scheme): Shot => ({
    name: `region-dialog-${scheme}`,
    ...(scheme === 'dark' ? { scheme } : {}),
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
      await page.getByRole('button', { name: 'Change country or region' }).click();
      await page.getByRole('combobox', { name: 'Country or region' }).selectOption({ label: 'United Kingdom' });
    },
  })),
  {
    name: 'removal-evidence',
    take: async (page, origin) => {
      await removalSigned(page, origin);
      const first = page.getByRole('list', { name: 'Brokers we found with your profile' }).locator(':scope > li').first();
      await first.getByText(/^What .+ holds and what happened$/).click({ timeout: 15_000 });
      await first.scrollIntoViewIfNeeded();
    },
  },
  ...(['light', 'dark'] as const).map((scheme): Shot => ({
    name: `removal-needs-action-${scheme}`,
    ...(scheme === 'dark' ? { scheme } : {}),
    take: async (page, origin) => {
      await removalSigned(page, origin, 2.5);
      const first = page.getByRole('list', { name: 'Brokers we found with your profile' }).locator(':scope > li').first();
      await first.getByText(/^What .+ holds and what happened$/).click({ timeout: 15_000 });
      await page.getByRole('region', { name: 'Data-broker removal' }).scrollIntoViewIfNeeded();
    },
  })),
  { name: 'since-last-visit', take: async (page, origin) => removalSigned(page, origin, 8) },
  {
    name: 'printed-report',
    pdf: true,
    take: async (page, origin) => {
      await removalSigned(page, origin, 8);
      await page.evaluate(() => (window.print = () => undefined));
      await page.getByRole('button', { name: 'Print your report' }).click();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('article', { name: 'Your protection report' })).toBeVisible();
    },
  },
  {
    name: 'plans',
    take: async (page, origin) => {
      await signedIn(page, origin, '/subscription-options');
      await expect(page.getByText('$99.99 a year')).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'signed-out',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('You are signed out.')).toBeVisible();
    },
  },
  { name: 'landing-dark', scheme: 'dark', take: async (page, origin) => void (await page.goto(`${origin}/`)) },
  {
    name: 'dashboard-dark',
    scheme: 'dark',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await dashboardLoaded(page);
    },
  },
  {
    name: 'plans-dark',
    scheme: 'dark',
    take: async (page, origin) => {
      await signedIn(page, origin, '/subscription-options');
      await expect(page.getByText('$99.99 a year')).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'rate-limited-code',
    take: async (page, origin) => {
      const auth = new AuthPage(page);
      await auth.requestCode(`${origin}/sign-up`, uniqueEmail('screens'));
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        FAULTS_STORAGE_KEY,
        JSON.stringify({ confirmSignIn: { error: 'TooManyRequestsException' } }),
      ] as const);
      await auth.enterCode('123456');
      await expect(page.getByText(/You can try again in \d+ s\./).first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'no-connection',
    take: async (page, origin) => {
      // Signed in, but the stored tokens have expired and the refresh gets no answer.
      const stored = await offlineSignIn(uniqueEmail('screens'), origin);
      const expired = stored.entries.map(
        ([key, value]) => [key, value.includes('"expiresAt"') ? JSON.stringify({ ...JSON.parse(value), expiresAt: 0 }) : value] as const,
      );
      await page.addInitScript(
        ([entries, faultsKey, faultsValue]) => {
          for (const [key, value] of entries) localStorage.setItem(key, value);
          localStorage.setItem(faultsKey, faultsValue);
        },
        [expired, FAULTS_STORAGE_KEY, JSON.stringify({ refresh: { network: true } })] as const,
      );
      await page.goto(`${origin}/dashboard`);
      await expect(page.getByRole('heading', { name: 'We could not reach Protect' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'confirm-link-broken',
    take: async (page, origin) => {
      await page.goto(`${origin}/confirm-sign-up/link?token=not-a-link`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'security-setup',
    take: async (page, origin) => {
      await signedIn(page, origin, '/security');
      await page
        .getByRole('button', { name: /authenticator app/i })
        .first()
        .click();
      await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'subscription-link-refused',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard', { faults: { subscriptionStatus: { body: 'hostile-links' } } });
      await dashboardLoaded(page);
      await page
        .getByRole('region', { name: /subscription/i })
        .first()
        .scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'chatbot',
    take: async (page, origin) => {
      await signedIn(page, origin, '/dashboard');
      await page
        .getByRole('link', { name: /Ask about this breach/ })
        .first()
        .click();
      const chat = new ChatbotPage(page);
      for (const [i, question] of ['What was leaked?', 'What should I do first?'].entries()) {
        await chat.ask(question);
        await expect(chat.answer).toHaveCount(i + 1, { timeout: 15_000 });
      }
    },
  },
  // In a German browser: waits on the page's state, not on its words.
  ...(['light', 'dark'] as const).flatMap((scheme): Shot[] => [
    { name: `de-landing-${scheme}`, scheme, locale: 'de-DE', take: async (page, origin) => void (await page.goto(`${origin}/`)) },
    {
      name: `de-dashboard-${scheme}`,
      scheme,
      locale: 'de-DE',
      take: async (page, origin) => {
        await signedIn(page, origin, '/dashboard');
        await expect(page.locator('a[href^="/chatbot"]').first()).toBeVisible({ timeout: 15_000 });
      },
    },
    {
      name: `de-profile-editor-${scheme}`,
      scheme,
      locale: 'de-DE',
      take: async (page, origin) => {
        await signedIn(page, origin, '/dashboard?editProfile=true');
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      },
    },
    {
      name: `de-chatbot-${scheme}`,
      scheme,
      locale: 'de-DE',
      take: async (page, origin) => {
        await signedIn(page, origin, '/dashboard');
        await page.locator('a[href^="/chatbot"]').first().click();
        await page.locator('.chatbot__suggestions button').first().click();
        await expect(page.locator('.chat-message--incoming[aria-busy="false"]')).toHaveCount(1, { timeout: 15_000 });
      },
    },
  ]),
];

async function main(): Promise<void> {
  const [dist, out, ...only] = process.argv.slice(2);
  if (!dist || !out || !fs.existsSync(path.join(dist, 'app.html'))) throw new Error('Usage: tsx scripts/screenshots.ts <built dist dir> <out dir>');
  fs.mkdirSync(out, { recursive: true });
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? debianChromium.path, args: debianChromium.args });
  try {
    for (const size of SIZES) {
      for (const shot of SHOTS.filter((s) => only.length === 0 || only.includes(s.name))) {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          reducedMotion: 'reduce',
          colorScheme: shot.scheme ?? 'light',
          locale: shot.locale ?? 'en-US',
        });
        const page = await context.newPage();
        await shot.take(page, origin);
        // What the screen shows first, and the whole page.
        await page.screenshot({ path: path.join(out, `${shot.name}-${size.name}.png`) });
        await page.screenshot({ path: path.join(out, `${shot.name}-${size.name}-full.png`), fullPage: true });
        if (shot.pdf) await page.pdf({ path: path.join(out, `${shot.name}-${size.name}.pdf`), format: 'A4' });
        console.log(`screenshots: ${shot.name}-${size.name}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
