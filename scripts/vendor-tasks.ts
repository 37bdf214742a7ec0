// The rule "no task over 50 ms caused by vendor start-up", measured. A page of the real-mode build
// (configured for local mode, so Sentry, Amplitude, Intercom and Branch are all on; with link data in
// its URL, so the link SDK loads too) is opened at the reference CPU speed (bench-verdict's
// `slowDownFor` of the host's benchmark index, taken just before); once the error-reporting and link
// chunks have arrived and started (the main thread has an idle moment), Tab is pressed (the first sign
// of use, which starts analytics and the support chat), and the page is watched for two seconds after
// the analytics chunk has arrived. The browser's Long Tasks API lists every task over 50 ms, and the
// Long Animation Frames API says which scripts ran in it: a task is the vendors' when its longest
// script came from a vendor chunk or a third-party URL, or was a timer or promise callback with no
// script of its own, which is how an adapter's step-by-step start-up resumes
// (adapters/browser/next-task.ts). (A CPU profiler would attribute tasks by function, but it makes newly
// compiled code, which is what a vendor's start-up runs, two to three times slower.) Used by
// scripts/bench.ts.
import { chromium, type Page } from '@playwright/test';
import debianChromium from './chromium.json';
import { slowDownFor } from './bench-verdict';
import { hostIndex } from './host-index';

/** The chunks the vendor SDKs are built into (their webpackChunkName in src/adapters). */
const VENDOR_CHUNK = /\/assets\/(sentry|amplitude|intercom|branch)\.[0-9a-f]+\.js$/;

type Script = { start: number; ms: number; url: string; invokerType: string; invoker: string };
export type Task = { readonly at: number; readonly ms: number; readonly by: string; readonly longestScript: string };

export type VendorTasks = {
  /** Which vendor chunks loaded, and when each finished arriving (ms since navigation). */
  readonly vendors: Readonly<Record<string, number>>;
  /** Every task over 50 ms, with who ran it: a vendor's name, or "app". */
  readonly longTasks: readonly Task[];
  /** The host's benchmark index just before the visit, at full speed (scripts/host-index.ts). */
  readonly hostIndex: number;
  /** The CPU slow-down the visit ran at: the reference speed on this host. */
  readonly slowDown: number;
};

/** Who ran a task, from the longest script that ran in it. */
export function ownerOf(longest: Script | undefined, origin: string): string {
  if (!longest) return 'app';
  const chunk = VENDOR_CHUNK.exec(longest.url)?.[1];
  if (chunk) return chunk;
  if (/^https?:/.test(longest.url) && !longest.url.startsWith(origin)) return new URL(longest.url).host;
  const thirdPartyInvoker = /https?:\/\/([^/"\]]+)/.exec(longest.invoker)?.[1];
  if (thirdPartyInvoker && !origin.endsWith(thirdPartyInvoker)) return thirdPartyInvoker;
  if (longest.url === '' && (longest.invoker.startsWith('TimerHandler') || longest.invokerType.endsWith('-promise'))) return 'vendor start-up step';
  return 'app';
}

/** How long the page is watched after the last vendor chunk has arrived (its start-up steps, at 4× CPU). */
const WATCH_AFTER_LAST_CHUNK_MS = 2000;

/**
 * The vendor chunks that have finished arriving, watched from the driver's side of the wire: a check
 * polled inside the page would run on its main thread, inside the very frames being measured (and
 * through whatever wraps the page's timers and frame callbacks).
 */
function arrivals(page: Page): (vendors: readonly string[]) => Promise<void> {
  const arrived = new Set<string>();
  const waiting: (() => void)[] = [];
  page.on('requestfinished', (request) => {
    const vendor = VENDOR_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (vendor === undefined) return;
    arrived.add(vendor);
    for (const wake of waiting.splice(0)) wake();
  });
  return async (vendors) => {
    const deadline = Date.now() + 30_000;
    while (!vendors.every((vendor) => arrived.has(vendor))) {
      if (Date.now() > deadline) throw new Error(`bench: these vendor chunks never arrived: ${vendors.filter((vendor) => !arrived.has(vendor)).join(', ')}`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 1000);
      });
    }
  };
}

/** Until the main thread has an idle moment: a chain of start-up steps (ready timer tasks) holds it off. */
const idle = (page: Page): Promise<void> => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));

export async function vendorTasks(url: string): Promise<VendorTasks> {
  const origin = new URL(url).origin;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? debianChromium.path, args: debianChromium.args });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const seen = { tasks: [] as { at: number; ms: number }[], scripts: [] as Script[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push({ at: entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as unknown as {
          scripts: { startTime: number; duration: number; sourceURL: string; invokerType: string; invoker: string }[];
        }[]) {
          for (const script of frame.scripts)
            seen.scripts.push({
              start: script.startTime,
              ms: script.duration,
              url: script.sourceURL,
              invokerType: script.invokerType,
              invoker: script.invoker,
            });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    // Taken twice, the second kept: right after launch the browser's own start-up shares the cores.
    await hostIndex(page);
    const host = await hostIndex(page);
    const slowDown = slowDownFor(host);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowDown });
    const chunksArrived = arrivals(page);
    await page.goto(url);
    await chunksArrived(['sentry', 'branch']);
    await idle(page);
    await page.keyboard.press('Tab');
    await chunksArrived(['amplitude']);
    // Start-up goes on in short timer steps after a chunk arrives and signals no end: watch a while.
    await page.waitForTimeout(WATCH_AFTER_LAST_CHUNK_MS);
    const { seen, resources } = await page.evaluate(() => ({
      seen: (window as unknown as { __seen: { tasks: { at: number; ms: number }[]; scripts: Script[] } }).__seen,
      resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, end: (entry as PerformanceResourceTiming).responseEnd })),
    }));
    const vendors: Record<string, number> = {};
    for (const resource of resources) {
      const vendor = VENDOR_CHUNK.exec(new URL(resource.name).pathname)?.[1];
      if (vendor) vendors[vendor] = Math.round(resource.end);
    }
    const longTasks = seen.tasks.map((task) => {
      const inside = seen.scripts.filter((script) => script.start >= task.at - 1 && script.start < task.at + task.ms);
      const longest = [...inside].sort((a, b) => b.ms - a.ms)[0];
      const longestScript = longest
        ? `${longest.invokerType} ${longest.invoker.slice(0, 60)} (${longest.url.replace(/^.*\//, '') || 'no script'}, ${Math.round(longest.ms)} ms)`
        : 'no script';
      return { at: Math.round(task.at), ms: Math.round(task.ms), by: ownerOf(longest, origin), longestScript };
    });
    return { vendors, longTasks, hostIndex: host, slowDown };
  } finally {
    await browser.close();
  }
}

/** The bench's check that the measurement measured something: these must have started. */
export function missingVendors(result: VendorTasks): string[] {
  return ['sentry', 'amplitude', 'branch'].filter((vendor) => result.vendors[vendor] === undefined);
}
