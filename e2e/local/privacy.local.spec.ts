// What third parties learn about a person, in local mode where the vendors really send: analytics
// (the proxy stand-in), error reports (the DSN stand-in), and the link and support-chat hosts (routed
// here and refused). Which breaches a person is in, their signing slug, a link's token or any query
// value must reach none of them, and a link's token must be gone from the address bar before the first
// frame is painted. A breach or signing document is never in the address vendor code can read.
import type { Page, Request } from '@playwright/test';
import { addressWith, BACKEND } from '../backend';
import { expect, test } from '../fixtures';
import { AuthPage } from '../pages/auth.page';
import { ChatbotPage } from '../pages/chatbot.page';
import { DashboardPage } from '../pages/dashboard.page';
import { SigningPage } from '../pages/signing.page';
import { WAIT } from '../waits';

type Sent = { readonly vendor: string; readonly url: string; readonly body: string };

const EXTERNAL_VENDOR = /^https:\/\/([a-z0-9-]+\.)?(app\.link|branch\.io|intercom\.io|intercomcdn\.com|intercom-sheets\.com)\//;

/** Every request a vendor gets from this page: what it is sent, at which URL. */
async function recordVendors(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  const vendorOf = (url: string): string | null => {
    if (url.startsWith(`${BACKEND}/analytics`)) return 'analytics';
    if (url.startsWith(`${BACKEND}/sentry/`)) return 'error reports';
    if (EXTERNAL_VENDOR.test(url)) return 'link or support chat';
    return null;
  };
  page.on('request', (request: Request) => {
    const vendor = vendorOf(request.url());
    if (vendor) sent.push({ vendor, url: request.url(), body: request.postData() ?? '' });
  });
  await page.route(EXTERNAL_VENDOR, (route) => route.abort('blockedbyclient'));
  return sent;
}

/** The address each document had when its first frame was painted (a frame callback runs just before the paint). */
async function recordFirstFrames(page: Page): Promise<() => Promise<string[]>> {
  const frames: string[] = [];
  await page.exposeFunction('__firstFrameAddress', (href: string) => void frames.push(href));
  await page.addInitScript(() => {
    requestAnimationFrame(() => (window as unknown as { __firstFrameAddress: (href: string) => void }).__firstFrameAddress(window.location.href));
  });
  return async () => frames;
}

/**
 * The address whenever vendor code could read it: each time the document is ready or loaded, each
 * time the address changes (history, back and forward), and each time a script with a source is added
 * (the vendors' SDKs and their loaders), in our document. The page's own first inline script runs
 * before any of these.
 */
async function recordAddressesSeenByScripts(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.exposeFunction('__addressSeen', (href: string) => void seen.push(href));
  await page.addInitScript(() => {
    // Our document only: the signing service's frame is on its own origin, and its address is its business.
    if (window !== window.top) return;
    const tell = () => (window as unknown as { __addressSeen: (href: string) => void }).__addressSeen(window.location.href);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        tell();
      };
    }
    window.addEventListener('popstate', tell);
    document.addEventListener('DOMContentLoaded', tell);
    window.addEventListener('load', tell);
    new MutationObserver((changes) => {
      if (changes.some((change) => [...change.addedNodes].some((node) => node instanceof HTMLScriptElement && node.src !== ''))) tell();
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => seen;
}

const LINK_SERVICE = /^https:\/\/([a-z0-9-]+\.)?(app\.link|branch\.io)\//;

/** Answers for the link service as it does for a click with no link data; gives what its SDK reported as the page's address. */
async function answerLinkService(page: Page): Promise<string[]> {
  const opens: string[] = [];
  await page.route(LINK_SERVICE, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/_r') {
      const callback = url.searchParams.get('callback') ?? '';
      await route.fulfill({ contentType: 'application/javascript', body: /^[\w.]+$/.test(callback) ? `${callback}("local-fingerprint");` : '' });
      return;
    }
    if (url.pathname === '/v1/open') {
      opens.push(new URLSearchParams(route.request().postData() ?? '').get('current_url') ?? route.request().postData() ?? '');
      await route.fulfill({ json: { session_id: '1', identity_id: '2', has_app: false, data: JSON.stringify({ '+clicked_branch_link': false }) } });
      return;
    }
    await route.fulfill({ json: {} });
  });
  return opens;
}

/** Every error inside the 5 % sample (and no page traced), so that error reports surely go out. */
const sampleEveryError = (page: Page) =>
  page.addInitScript(() => {
    const random = Math.random.bind(Math);
    Math.random = () => 0.015 + random() * 0.03;
  });

/** What the vendors received, in one text per request; the test names its values. */
const holding = (sent: readonly Sent[], values: readonly string[]) =>
  sent
    .map((item) => `${item.vendor} ${item.url}\n${item.body}`)
    .filter((text) => values.some((value) => text.includes(value) || text.includes(encodeURIComponent(value))));

/** Everything one vendor received, as one text. */
const bodiesTo = (sent: readonly Sent[], vendor: Sent['vendor']) =>
  sent
    .filter((item) => item.vendor === vendor)
    .map((item) => item.body)
    .join('\n');

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 7)}`;

/** Opens the assistant about the first breach the dashboard lists; gives its name, as the page carries it (its history entry, or else its address). */
async function openFirstBreach(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Ask about this breach' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ask about / })).toBeVisible();
  const name = await page.evaluate(() => {
    const state: unknown = window.history.state;
    const usr = typeof state === 'object' && state !== null ? (state as { usr?: { carried?: { breach_name?: unknown } } }).usr : undefined;
    if (typeof usr?.carried?.breach_name === 'string') return usr.carried.breach_name;
    return new URL(window.location.href).searchParams.get('breach_name') ?? '';
  });
  expect(name).not.toBe('');
  return name;
}

/** The signing document's slug, as the signing frame's address carries it (the frame is the signing service's). */
async function signingSlug(page: Page): Promise<string> {
  const frame = page.locator('iframe[title="Removal authorisation form"]');
  await expect(frame).toHaveAttribute('src', /\/s\/[^/]+$/);
  const slug = decodeURIComponent(new URL((await frame.getAttribute('src')) ?? '').pathname.split('/').pop() ?? '');
  expect(slug).not.toBe('');
  return slug;
}

/** The address bar as any script on the page reads it now. */
const addressNow = (page: Page) => page.evaluate(() => window.location.href);

async function ask(page: Page, question: string) {
  const chat = new ChatbotPage(page);
  const before = await chat.answer.count();
  await chat.ask(question);
  await expect(chat.answer).toHaveCount(before + 1);
}

test.describe('what third parties learn', () => {
  test('which breaches a person is in reaches no vendor: no breach name or key in events, page titles or URLs', async ({ page, backend }) => {
    test.setTimeout(WAIT.journey * 2);
    const sent = await recordVendors(page);
    await backend.startSignedIn({ name: 'breachprivacy' });
    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
    const breach = await openFirstBreach(page);
    // The tab's title is seen by every vendor script on the page: it names no breach.
    await expect(page).toHaveTitle(/Breach assistant/);
    expect(await page.title()).not.toContain(breach);
    await ask(page, 'What should I do first?');

    const analytics = () => bodiesTo(sent, 'analytics');
    await expect.poll(analytics, { timeout: WAIT.slow }).toContain('chatbot response');
    await expect.poll(analytics, { timeout: WAIT.slow }).toContain('Page Viewed');
    // The breach's kind (its catalogue) is what the events carry instead.
    expect(analytics()).toContain('"breachSource":"hibp"');
    expect(holding(sent, [breach, `hibp::${breach}`])).toEqual([]);
  });

  test('page locations, referrers and route changes reach analytics and error reports without their query or fragment', async ({ page, backend }) => {
    test.setTimeout(WAIT.journey * 2);
    await sampleEveryError(page);
    const sent = await recordVendors(page);
    const canary = stamp();
    const token = `tok${canary}`;
    const email = `qcanary.${canary}@example.com`;
    const next = `/dashboard?token=${token}&email=${email}`;
    const referrer = `https://elsewhere.example/from?ref=refcanary${canary}#frag${canary}`;
    const address = await backend.signUp({ name: 'querycanary' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    // A sign-in whose `next` carries a token and an address, arriving from a page with its own query and fragment.
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}&utm_campaign=utm${canary}#hash${canary}`, { referer: referrer });
    const auth = new AuthPage(page);
    await auth.sendCode(address);
    await auth.enterCode((await backend.latestMail(address)).code);
    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();

    const analytics = () => bodiesTo(sent, 'analytics');
    await expect.poll(analytics, { timeout: WAIT.slow }).toContain('page view: login');
    await expect.poll(analytics, { timeout: WAIT.slow }).toMatch(/Page Location[^\n]*\/dashboard/);
    expect(holding(sent, [token, email, `refcanary${canary}`, `frag${canary}`, `utm${canary}`, `hash${canary}`])).toEqual([]);
  });

  test('a link token is not in the address bar when the first frame is painted', async ({ page, backend }) => {
    const frames = await recordFirstFrames(page);
    const address = await backend.signUp({ name: 'paintcanary' });
    const { magicLink } = await backend.latestMail(address);
    const token = new URL(magicLink).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    // A document's report reaches the test after its first frame, which may come before or after the app has moved
    // on (a signed-out /dashboard goes to sign-in): wait for one more report per page opened, then read them all.
    for (const opened of [magicLink, `/dashboard?token=${token}`]) {
      const before = (await frames()).length;
      await page.goto(opened);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(async () => (await frames()).length).toBeGreaterThan(before);
    }
    expect((await frames()).filter((href) => href.includes(token))).toEqual([]);
  });

  test('console output keeps working, and at the configured levels it becomes scrubbed error reports', async ({ page, backend }) => {
    test.setTimeout(WAIT.journey * 2);
    await sampleEveryError(page);
    const sent = await recordVendors(page);
    const lines: string[] = [];
    page.on('console', (message) => lines.push(`${message.type()} ${message.text()}`));
    await backend.startSignedIn({ name: 'consolecapture' });
    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();
    const marker = `consolemarker${stamp()}`;
    const email = `console.${marker}@example.com`;
    // Local mode's level is WARN: warn and error are captured; info and log are not, but still print.
    await expect
      .poll(
        async () => {
          await page.evaluate(
            ([m, e]) => {
              console.info(`info ${m}`);
              console.warn(`warn ${m} for ${e}`);
            },
            [marker, email],
          );
          return sent.some((item) => item.vendor === 'error reports' && item.body.includes(`warn ${marker}`));
        },
        { timeout: WAIT.slow, intervals: [1000] },
      )
      .toBe(true);
    expect(lines).toContainEqual(`info info ${marker}`);
    expect(lines.some((line) => line.startsWith(`warning warn ${marker}`))).toBe(true);
    const reports = sent.filter((item) => item.vendor === 'error reports');
    expect(reports.some((item) => item.body.includes(`info ${marker}`))).toBe(false);
    expect(holding(reports, [email])).toEqual([]);
  });

  test('canary: a whole visit with distinctive values, and no vendor payload, vendor URL or first painted address holds any of them', async ({
    page,
    backend,
    pageErrors,
  }) => {
    test.setTimeout(WAIT.journey * 3);
    await sampleEveryError(page);
    const sent = await recordVendors(page);
    const firstFrames = await recordFirstFrames(page);
    const seenByScripts = await recordAddressesSeenByScripts(page);
    const canary = stamp();
    const email = addressWith('some', () => `quetzal.canary.${stamp()}@example.com`);
    const query = { campaign: `utmq${canary}`, extra: `qv${canary}`, fragment: `fr${canary}` };

    // Sign up, sign out, and sign in again from the e-mailed link, with a `next` and query values of its own.
    await backend.signUp({ address: email });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    const next = `/dashboard?subscribed=false&note=${query.extra}`;
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}&utm_campaign=${query.campaign}#${query.fragment}`, {
      referer: `https://mail.example/open?m=${query.extra}`,
    });
    await new AuthPage(page).sendCode(email);
    const { code, magicLink } = await backend.latestMail(email);
    const token = new URL(magicLink).searchParams.get('token') ?? '';
    await backend.followLink(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const dashboard = new DashboardPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();

    // The signing flow: its slug is the signing service's business only.
    await dashboard.addDetailsForRemoval();
    await dashboard.requestAuthorisation();
    const slug = await signingSlug(page);
    const addresses = [await addressNow(page)];
    await new SigningPage(page, 'local').leaveUnsigned();
    await page.goto(`/dashboard?utm_source=${query.campaign}#${query.fragment}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your protection' })).toBeVisible();

    // A breach and the assistant; a console warning naming the person.
    const breach = await openFirstBreach(page);
    addresses.push(await addressNow(page));
    await ask(page, 'Am I at risk?');
    await page.evaluate((address) => console.warn(`canary warning for ${address}`), email);

    const analytics = () => bodiesTo(sent, 'analytics');
    await expect.poll(analytics, { timeout: WAIT.slow }).toContain('chatbot response');
    await expect.poll(() => sent.some((item) => item.vendor === 'error reports' && item.body.includes('canary warning')), { timeout: WAIT.slow }).toBe(true);

    // Tracked links that name the breach or the document in their query (as an e-mail's would): each
    // opens its page, which survives a reload and back and forward, and the link SDK starts on it.
    const linkOpens = await answerLinkService(page);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await page.goto(`/chatbot?breach_name=${encodeURIComponent(breach)}&source=hibp&_branch_match_id=${canary}1`);
    await expect(conversation).toContainText('Am I at risk?');
    addresses.push(await addressNow(page));
    await page.reload();
    await expect(conversation).toContainText('Am I at risk?');
    await page.goto(`/signing?docusealSlug=${encodeURIComponent(slug)}&_branch_match_id=${canary}2`);
    await expect(page.locator('iframe[title="Removal authorisation form"]')).toHaveAttribute('src', new RegExp(`/s/${slug}$`));
    addresses.push(await addressNow(page));
    await page.goBack();
    await expect(conversation).toContainText('Am I at risk?');
    await page.goForward();
    await expect(page.locator('iframe[title="Removal authorisation form"]')).toHaveAttribute('src', new RegExp(`/s/${slug}$`));
    await expect.poll(() => linkOpens.length, { timeout: WAIT.slow }).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');

    const values = [email, breach, `hibp::${breach}`, slug, token, query.campaign, query.extra, query.fragment];
    expect(holding(sent, values)).toEqual([]);
    // The address as vendor code reads it, the link SDK's report of it included, names no breach and no document.
    const named = (href: string) => [breach, slug].some((value) => href.includes(value) || href.includes(encodeURIComponent(value)));
    expect([...addresses, ...linkOpens, ...(await seenByScripts())].filter(named)).toEqual([]);
    expect((await seenByScripts()).length).toBeGreaterThan(5);
    const codePattern = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    expect(sent.filter((item) => codePattern.test(`${item.url}\n${item.body}`)).map((item) => item.url)).toEqual([]);
    const painted = await firstFrames();
    expect(painted.length).toBeGreaterThan(3);
    expect(painted.filter((href) => [token, code, email, encodeURIComponent(email)].some((value) => href.includes(value)))).toEqual([]);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });
});
