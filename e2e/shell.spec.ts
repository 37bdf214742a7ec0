import { expect, seedFaults, seedSignedIn, test } from './fixtures';
import type { Locator, Page, Response } from '@playwright/test';
import { AuthPage } from './pages/auth.page';
import { ChatbotPage } from './pages/chatbot.page';
import { DashboardPage } from './pages/dashboard.page';
import { ShellPage } from './pages/shell.page';
import { WAIT } from './waits';

test.describe('app shell', () => {
  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/no/such/page');

    await expect(shell.heading).toHaveText('Page not found');
    await expect(page.getByText('The page you’re looking for doesn’t exist or has been moved.')).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL('/');
    await expect(shell.heading).toHaveText('Your personal data, protected.');
  });

  test('the dev-only routes /protect-requests, /design-system and /demo-query redirect to the landing page', async ({ page }) => {
    for (const path of ['/protect-requests', '/design-system', '/demo-query']) {
      await test.step(path, async () => {
        await page.goto(path);

        await expect(page).toHaveURL('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your personal data, protected.');
      });
    }
  });

  test('a signed-out visitor of the dashboard goes to sign-in with next', async ({ page }) => {
    await page.goto('/dashboard');

    await expect(page).toHaveURL('/sign-in?next=%2Fdashboard');
  });

  test('a signed-out visitor keeps the page they wanted in next, but not the breach it names', async ({ page }) => {
    await page.goto('/chatbot?breach_name=Adobe&source=hibp&utm_source=mail');

    await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent('/chatbot?utm_source=mail')}`);
  });

  test('a signed-in user of sign-in goes to the dashboard', async ({ page }) => {
    await seedSignedIn(page);
    await page.goto('/sign-in');

    await expect(page).toHaveURL('/dashboard');
  });

  test('the footer shows Earn only when signed in, and the current year', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await expect(shell.heading).toBeVisible();
    await expect(shell.earnLink()).toHaveCount(0);
    await expect(shell.footer).toContainText(`© ${new Date().getFullYear()} Protect`);

    await seedSignedIn(page);
    await page.reload();

    await expect(shell.earnLink()).toBeVisible();
  });

  test('the landing page arrives pre-rendered; the app loads on first use and a click made before it is not lost', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/');

    expect(await response?.text()).toContain('Your personal data, protected.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your personal data, protected.');
    await page.waitForLoadState('networkidle');
    expect(scripts.map((script) => script.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(['/assets/runtime', '/assets/main']);

    // The first click on the pre-rendered support button starts the app, and is replayed on it once the app is there.
    // It waits for the whole app to arrive and start, which on a busy machine takes longer than one screen's update.
    await page.getByRole('button', { name: 'Contact support' }).click();
    await expect(page.getByRole('dialog', { name: 'Support chat (offline)' })).toBeVisible({ timeout: WAIT.slow });
    expect(scripts.some((script) => script.startsWith('/assets/start.'))).toBe(true);
  });

  test('every other route comes with the empty shell and starts the app at once', async ({ page }) => {
    const response = await page.goto('/sign-in');

    expect(await response?.text()).not.toContain('Your personal data, protected.');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test("/ and /sign-in link the shield favicon and the web manifest, and both load under the build's CSP", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    for (const path of ['/', '/sign-in']) {
      // Each page fetches the icon itself, not from the cache the one before filled.
      await cdp.send('Network.clearBrowserCache');
      const loaded: string[] = [];
      const onResponse = (response: Response) => {
        if (/\/(favicon\.svg|manifest\.webmanifest)$/.test(response.url()) && response.ok()) loaded.push(new URL(response.url()).pathname);
      };
      page.on('response', onResponse);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("manifest-src 'self'");
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

      // The browser's own manifest fetch, under the page's CSP (a blocked one is a violation, which fails the test).
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Protect', display: 'standalone', start_url: '/dashboard', theme_color: '#0b3d5c' });
      const icon = await page.request.get('/favicon.svg');
      expect(icon.headers()['content-type']).toBe('image/svg+xml');
      expect(await icon.text()).toContain('<path');
      await expect.poll(() => loaded, path).toContain('/favicon.svg');
      page.off('response', onResponse);
    }
  });

  // The session check runs on every route; these use /sign-in, since `/` waits for the first use.
  test('the error page shows the spec copy when the session service breaks', async ({ page }) => {
    await seedFaults(page, { session: { status: 500 } });
    await page.goto('/sign-in');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(
      page.getByText('We encountered an unexpected error while processing your request. Please try again later or contact support if the issue persists.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toBeVisible();
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await expect(page.getByRole('dialog', { name: 'Support chat (offline)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Support chat (offline)' })).toHaveCount(0);
  });

  test('the pending page adds its hint after 15 seconds', async ({ page }) => {
    // The page's clock is the test's and stands still: time passes only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await seedFaults(page, { session: { delayMs: 60_000 } });
    await page.goto('/sign-in');
    // The app's start-up waits on timers too: step the clock until the pending page is up (100 ms at most since it mounted).
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(page.getByRole('status')).toBeVisible({ timeout: 100 });
    }).toPass();

    await page.clock.runFor(14_700);
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByText(/taking longer than expected/)).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(page.getByText('This is taking longer than expected. Please try again later.')).toBeVisible();
  });

  test('the offline badge tells people this is not the real service', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByText('Offline demo')).toBeVisible();
  });
});

test('a signed-in visitor who taps Contact support before any script has run on the pre-rendered landing gets the chat', async ({ page }) => {
  await seedSignedIn(page);
  // The landing's script is held back until the tap has happened, so the tap surely meets the pre-rendered page alone.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Contact support' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The chat opens once the app has taken over and started the widget, as in the journey above.
  await expect(page.getByRole('dialog', { name: 'Support chat (offline)' })).toBeFocused({ timeout: WAIT.slow });
  await expect(page.getByRole('region', { name: 'Developer panel' }).getByRole('button', { name: /^Show/ })).toBeVisible();
});

/** The text under the support button on the first screen: text whose own element is hit there, below the button. */
const textUnderSupport = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('.support__button');
    if (button === null) return ['no support button'];
    const b = button.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || !node.textContent?.trim() || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const [left, right, top, bottom] = [Math.max(r.left, b.left), Math.min(r.right, b.right), Math.max(r.top, b.top), Math.min(r.bottom, b.bottom)];
        if (left >= right || top >= bottom || top >= window.innerHeight) continue;
        const under = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
        if (under.includes(parent) && button.contains(under[0] ?? null)) covered.push(node.textContent.trim().slice(0, 40));
      }
    }
    return covered;
  });

test('the support button covers no text on the first screen of the landing, the dashboard, security and the 404 page, on a phone and a laptop', async ({
  page,
  backend,
}) => {
  await backend.startSignedIn({ name: 'support-clear' });
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const [path, ready] of [
      ['/', page.getByRole('heading', { level: 1 })],
      ['/dashboard', page.getByRole('link', { name: /Ask about this breach/ }).first()],
      ['/security', page.getByRole('heading', { level: 1 })],
      ['/no/such/page', page.getByText(/© \d{4}/)],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expect(page.locator('.support__button')).toBeVisible();
      expect(await textUnderSupport(page), `${path} at ${size.width}`).toEqual([]);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new page opens at its top, and Back returns to where the person was', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'scroll' });
    const ask = page.getByRole('link', { name: /^Ask about this breach/ }).nth(2);
    await ask.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const offset = await page.evaluate(() => window.scrollY);

    await ask.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Ask about / })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(ask).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset);
  });

  test('the breaches start on the first screen: what leaked, kind by kind, opens on request', async ({ page, backend }) => {
    await backend.startSignedIn({ name: 'phone' });
    const dashboard = new DashboardPage(page);
    const kinds = dashboard.glance.getByRole('list', { name: 'Kinds of data exposed in your breaches' });
    await expect(dashboard.breaches.getByRole('tab', { name: /^Action needed/ })).toBeInViewport({ timeout: WAIT.slow });
    await expect(kinds).toBeHidden();

    await dashboard.glance.getByText('What leaked, by kind of data').click();
    await expect(kinds).toBeVisible();
    await expect(kinds.getByRole('listitem').first()).toContainText(/\d+ of \d+ fixed$/);
  });

  /** Nothing is wider than the screen, and the support button is wholly on it. */
  const fitsTheScreen = async (page: Page, where: string) => {
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page, `${where}: page width`).toBeLessThanOrEqual(widths.screen);
    const support = await page.getByRole('button', { name: 'Contact support' }).boundingBox();
    expect(support, `${where}: support button`).not.toBeNull();
    expect((support?.x ?? 0) + (support?.width ?? 0), `${where}: support button's right edge`).toBeLessThanOrEqual(widths.screen);
  };

  test('a 64-character address fits the code step, the dashboard and the add dialog', async ({ page, backend }) => {
    const auth = new AuthPage(page);
    const dashboard = new DashboardPage(page);
    // Letters and digits only: nothing a browser may break a line at.
    const address = `${'averylonglocalpart'.repeat(3)}${Date.now()}@example.com`.slice(-64);

    await auth.requestCode('/sign-up', address);
    await expect(page.getByRole('main').getByText(address)).toBeVisible();
    await fitsTheScreen(page, 'code step');

    await auth.enterCode((await backend.latestMail(address)).code);
    await expect(page).toHaveURL('/subscription-options');
    await dashboard.open();
    await expect(dashboard.profile.getByText(address)).toBeVisible();
    await fitsTheScreen(page, 'dashboard');

    await dashboard.emails.openAdd();
    await dashboard.emails.sendCode(`second-${address.slice(7)}`);
    await expect(dashboard.emails.verify).toBeVisible();
    await fitsTheScreen(page, 'verify dialog');
  });

  test('the profile editor shows Save without scrolling, on a phone and on a laptop', async ({ page, backend }) => {
    const dashboard = new DashboardPage(page);
    await backend.startSignedIn({ name: 'tall' });
    await dashboard.editProfile();
    const save = dashboard.editor.dialog.getByRole('button', { name: 'Save' });

    await expect(save).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(save).toBeInViewport({ ratio: 1 });
  });

  test('in the breach assistant the newest answer is above the question box, and Send is clear of the support button', async ({ page, backend }) => {
    const chat = new ChatbotPage(page);
    await backend.startSignedIn({ name: 'chat-layout' });
    await new DashboardPage(page).askAboutFirstBreach();
    const newest = chat.conversation.getByRole('listitem').last();
    const box = async (locator: Locator) => {
      const b = await locator.boundingBox();
      if (b === null) throw new Error('not on screen');
      return b;
    };
    /** Waits for the scroll to settle with the newest answer's bottom above the question box; then Send must be clear of the support button. */
    const expectClear = async (where: string) => {
      const newestAboveBox = async () => (await box(newest)).y + (await box(newest)).height <= (await box(page.locator('form.chat-composer'))).y + 1;
      await expect.poll(newestAboveBox, `${where}: the newest answer's bottom is above the question box`).toBe(true);
      const [send, support] = [await box(page.getByRole('button', { name: 'Send' })), await box(page.getByRole('button', { name: 'Contact support' }))];
      const overlap =
        send.x < support.x + support.width && support.x < send.x + send.width && send.y < support.y + support.height && support.y < send.y + send.height;
      expect(overlap, `${where}: the support button covers Send`).toBe(false);
    };

    for (const [i, question] of ['What was leaked?', 'What should I do first?', 'Should I change my password?'].entries()) {
      await chat.ask(question);
      await expect(chat.answer).toHaveCount(i + 1);
    }
    await expect(newest).toHaveAttribute('aria-busy', 'false');
    await expectClear('phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    await chat.ask('Is my bank account at risk?');
    await expect(chat.answer).toHaveCount(4);
    await expectClear('laptop');
  });
});
