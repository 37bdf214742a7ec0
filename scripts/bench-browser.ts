// What scripts/bench.ts measures in Playwright's Chromium rather than Lighthouse: the dashboard's
// floors (its script-free snapshot, and the page the card's libraries alone render it in) and the
// interaction walk.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import debianChromium from './chromium.json';
import { slowDownFor, staticSnapshot } from './bench-verdict';
import { writeClientFloor, type MarkupNode } from './bench-client-floor';
import { hostIndex } from './host-index';
import { createStaticServer } from './serve-static';
import { DASHBOARD_FRAME_ID } from '../src/start-up/dashboard-frame';

/** The session the offline build reads (e2e/fixtures.ts OFFLINE_SESSION). */
export const OFFLINE_SESSION = JSON.stringify({
  userId: 'u-bench-1',
  username: 'bench@example.com',
  email: 'bench@example.com',
  region: 'US',
  userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
  idToken: 'offline-id',
  accessToken: 'offline-access',
  expiresAt: Date.UTC(2099, 0, 1),
});

/** Where a page's floors are written in its build, and served from by the same server. */
export const FLOOR_PATH = {
  landing: '/__floor/index.html',
  dashboard: '/__floor/dashboard.html',
  dashboardWalk: '/__floor/dashboard-walk.json',
  dashboardClient: '/__floor/dashboard-client.html',
  dashboardClientScript: '/__floor/dashboard-client.js',
} as const;

/** The dialogs the walk opens (the control that opens each, and the dialog's name) and the link it follows last. */
const WALK = {
  dialogs: [
    { opener: 'Add an e-mail address', dialog: 'Add an e-mail address', field: 'E-mail address', text: 'second@example.com' },
    { opener: 'Edit profile', dialog: 'Edit your profile', field: 'First name', text: 'Ada' },
  ],
  link: 'Ask about this breach',
} as const;

/** What each step of the walk changes on the page, as the app rendered it: the floor walk's bare script puts it there. */
type WalkChanges = { readonly dialogs: readonly string[]; readonly linked: { readonly main: string; readonly title: string; readonly path: string } };

export type Served = { readonly origin: string; readonly close: () => void };

export async function serve(dir: string): Promise<Served> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const launch = (): Promise<Browser> => chromium.launch({ executablePath: process.env.CHROME_PATH ?? debianChromium.path, args: debianChromium.args });

/** Until every area of the dashboard shows its data: no loading placeholder left, none failed. */
async function dashboardRendered(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Your profile' }).getByRole('button', { name: 'Edit profile' }).waitFor();
  await page.getByRole('link', { name: 'Ask about this breach' }).first().waitFor();
  await page.locator('.skeleton').first().waitFor({ state: 'detached' });
  if ((await page.locator('.area-error').count()) > 0) throw new Error('bench: an area of the dashboard failed to load');
}

/**
 * Until the page has painted twice and then had an idle moment: what the last action changed is on
 * screen, its Event Timing entries are queued, and no task it started is still running.
 */
const settled = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })))),
  );

/** The frame app.html paints on the dashboard before any script (ADR 059): its client-rendered floor paints it too. */
function frameOf(dir: string): string {
  const frame = new RegExp(`<template id="${DASHBOARD_FRAME_ID}"[^>]*>([\\s\\S]*?)</template>`).exec(fs.readFileSync(path.join(dir, 'app.html'), 'utf8'))?.[1];
  if (!frame) throw new Error(`bench: ${dir}/app.html has no dashboard frame`);
  return frame;
}

/**
 * The signed-in dashboard once its data has rendered, twice: as a static page with no script (its
 * static floor), and as the page the card's libraries alone render it in (bench-client-floor.ts); and
 * what each step of the walk changed.
 */
export async function writeDashboardFloor(dir: string): Promise<void> {
  const { origin, close } = await serve(dir);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.addInitScript((session) => window.localStorage.setItem('protect.offline.session', session), OFFLINE_SESSION);
    await page.goto(`${origin}/dashboard`);
    await dashboardRendered(page);
    const html = staticSnapshot(await page.evaluate(() => document.documentElement.outerHTML));
    fs.mkdirSync(path.join(dir, path.dirname(FLOOR_PATH.dashboard)), { recursive: true });
    fs.writeFileSync(path.join(dir, FLOOR_PATH.dashboard), html);
    const rendered = await page.evaluate(rootMarkup);
    await writeClientFloor(
      dir,
      { page: FLOOR_PATH.dashboardClient, script: FLOOR_PATH.dashboardClientScript },
      rendered.document,
      rendered.markup,
      frameOf(dir),
    );
    const dialogs: string[] = [];
    for (const step of WALK.dialogs) {
      await page.getByRole('region', { name: 'Your profile' }).getByRole('button', { name: step.opener }).click();
      const dialog = page.getByRole('dialog', { name: step.dialog });
      await dialog.waitFor();
      dialogs.push(await dialog.evaluate((element) => (element.parentElement as HTMLElement).outerHTML));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('link', { name: WALK.link }).first().click();
    await page.getByLabel('Your question').waitFor();
    const linked = await page.evaluate(() => ({
      main: (document.querySelector('main') as HTMLElement).outerHTML,
      title: document.title,
      path: location.pathname,
    }));
    const changes: WalkChanges = { dialogs, linked };
    fs.writeFileSync(path.join(dir, FLOOR_PATH.dashboardWalk), JSON.stringify(changes));
  } finally {
    await browser.close();
    close();
  }
}

/**
 * In the page: #root's nodes as data, and the document with #root emptied. A loop, not a recursive
 * function: tsx would wrap a named function in a helper the page lacks.
 */
function rootMarkup(): { document: string; markup: MarkupNode[] } {
  const markup: MarkupNode[] = [];
  const stack: [Node, MarkupNode[]][] = [[document.getElementById('root') as HTMLElement, markup]];
  while (stack.length > 0) {
    const [parent, into] = stack.pop() as [Node, MarkupNode[]];
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) into.push((child as Text).data);
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const element = child as Element;
      const children: MarkupNode[] = [];
      into.push({ tag: element.localName, attributes: Array.from(element.attributes, (attribute) => [attribute.name, attribute.value] as const), children });
      stack.push([element, children]);
    }
  }
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  (copy.querySelector('#root') as HTMLElement).replaceChildren();
  return { document: copy.outerHTML, markup };
}

/**
 * One walk on the signed-in dashboard at the reference CPU speed (4× slow-down of the reference host,
 * scaled by this host's benchmark index just before: `slowDownFor`): the slowest interaction, as the browser's
 * Event Timing API reports it (input delay + handlers + the next paint, as INP counts). Like a person,
 * the walk lets the page settle after load (so load work is not counted as input delay) and brings each
 * control into view and lets that paint before using it: scrolling is not an interaction, and
 * Playwright's own scroll-then-click would put a scroll's repaint into the tap's next paint. After each
 * input it waits for the page to paint before the driver acts again: the driver's element queries run on
 * the page's main thread and would otherwise land inside the interaction, which no person's do. For the
 * same reason a tap is a plain press and release at the control's centre, found before the page settles:
 * Playwright's click checks its target with listeners of its own inside the press. It types a key per
 * frame, never faster than a person types.
 */
export async function slowestInteraction(origin: string): Promise<{ readonly ms: number; readonly hostIndex: number; readonly slowDown: number }> {
  return walk(origin, null);
}

/**
 * The same walk on the dashboard's floor (its static snapshot), each change the app made put there by a
 * bare script: what showing those changes costs the browser itself on this host, the share of the
 * figure no code of ours can remove.
 */
export async function floorInteraction(origin: string, dir: string): Promise<{ readonly ms: number; readonly hostIndex: number; readonly slowDown: number }> {
  return walk(origin, JSON.parse(fs.readFileSync(path.join(dir, FLOOR_PATH.dashboardWalk), 'utf8')) as WalkChanges);
}

/** Makes the floor behave: a dialog's opener shows its markup and focuses its first control, Escape takes it away, the link shows the next page's main. */
function floorScript({ dialogs, linked, openers, link }: WalkChanges & { openers: readonly string[]; link: string }): void {
  const focusable = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';
  let open: { element: Element; opener: HTMLElement } | null = null;
  document.addEventListener('click', (event) => {
    const control = (event.target as Element).closest<HTMLElement>('button, a');
    if (!control) return;
    const index = openers.indexOf(control.dataset.floorOpener ?? '');
    if (index >= 0 && !open) {
      const template = document.createElement('template');
      template.innerHTML = dialogs[index] as string;
      const element = template.content.firstElementChild as Element;
      (control.closest('section') ?? document.body).append(element);
      element.querySelector<HTMLElement>(focusable)?.focus();
      open = { element, opener: control };
    } else if (control.dataset.floorOpener === link) {
      event.preventDefault();
      (document.querySelector('main') as HTMLElement).outerHTML = linked.main;
      document.title = linked.title;
      history.pushState(null, '', linked.path);
      window.scrollTo(0, 0);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    open.element.remove();
    open.opener.focus();
    open = null;
  });
}

async function walk(origin: string, floor: WalkChanges | null): Promise<{ readonly ms: number; readonly hostIndex: number; readonly slowDown: number }> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.addInitScript((session) => {
      window.localStorage.setItem('protect.offline.session', session);
      const durations: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if ((entry as PerformanceEventTiming).interactionId) durations.push(entry.duration);
      });
      observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      (window as unknown as { __interactions: { durations: number[]; observer: PerformanceObserver } }).__interactions = { durations, observer };
    }, OFFLINE_SESSION);
    await page.goto(`${origin}${floor ? FLOOR_PATH.dashboard : '/dashboard'}`, { waitUntil: 'networkidle' });
    await dashboardRendered(page);
    const profile = page.getByRole('region', { name: 'Your profile' });
    const opener = (name: string) => profile.getByRole('button', { name });
    const link = page.getByRole('link', { name: WALK.link }).first();
    if (floor) {
      for (const step of WALK.dialogs)
        await opener(step.opener).evaluate((element, name) => void ((element as HTMLElement).dataset.floorOpener = name), step.opener);
      await link.evaluate((element, name) => void ((element as HTMLElement).dataset.floorOpener = name), WALK.link);
      await page.evaluate(floorScript, { ...floor, openers: WALK.dialogs.map((step) => step.opener), link: WALK.link });
    }
    const host = await hostIndex(page);
    await settled(page);
    const cdp = await page.context().newCDPSession(page);
    const slowDown = slowDownFor(host);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowDown });
    const tap = async (control: Locator) => {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      if (!box) throw new Error('bench: a control of the walk is not on the page');
      await settled(page);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await settled(page);
    };
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await settled(page);
    };
    const type = async (field: Locator, text: string) => {
      await field.focus();
      await settled(page);
      for (const key of text) await press(key);
    };
    for (const step of WALK.dialogs) {
      await tap(opener(step.opener));
      await type(page.getByRole('dialog', { name: step.dialog }).getByLabel(step.field), step.text);
      await press('Escape');
    }
    await tap(link);
    await page.getByLabel('Your question').waitFor();
    await settled(page);
    const durations = await page.evaluate(() => {
      const { durations: seen, observer } = (window as unknown as { __interactions: { durations: number[]; observer: PerformanceObserver } }).__interactions;
      for (const entry of observer.takeRecords()) if ((entry as PerformanceEventTiming).interactionId) seen.push(entry.duration);
      return seen;
    });
    if (durations.length === 0) throw new Error('bench: no interaction was timed');
    return { ms: Math.max(...durations), hostIndex: host, slowDown };
  } finally {
    await browser.close();
  }
}
