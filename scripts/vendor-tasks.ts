// Vendor start-up, measured (issue 38): our own tasks stay under 50 ms while the vendor SDKs start; a
// vendor SDK's own may be longer (the analytics SDK's init is one task), but an input meanwhile is
// answered within 100 ms. A page of the real-mode build (every optional key set, so Sentry, Amplitude,
// Intercom and Branch are all on; with link data in its URL, so the link SDK loads too) is opened at the
// reference CPU speed (bench-verdict's `slowDownFor` of the host's benchmark index, taken just before).
// Once the error-reporting and link chunks have arrived and the page has shown its screen and had an
// idle moment (its load is over), Tab is pressed (the first sign of use, which starts analytics and the
// support chat); from the moment the analytics chunk is asked for, a key is typed into the e-mail field
// every KEY_EVERY_MS, until the page has been watched two seconds after the last chunk arrived. The
// browser's Long Tasks API lists every task over 50 ms, and the Long Animation Frames API says which
// scripts ran in it: a task is a vendor's when its longest script came from a vendor chunk or a
// third-party URL, or was a timer with no script of its own, which is how an adapter resumes a vendor's
// step-by-step start-up (adapters/browser/next-task.ts: the timer calls the promise's native resolve,
// and the step's one SDK call runs in it); every other task is ours, but for our handler of a typed key
// (whose cost the key's own figure holds). Ours count once the load is over: the load's tasks are
// Lighthouse's TBT. The Event Timing API times each typed key from its event to the next paint (as
// INP does). (A CPU profiler would attribute tasks by function, but it makes newly compiled code, which
// is what a vendor's start-up runs, two to three times slower.) Used by scripts/bench-measure.ts.
import { chromium, type Page } from '@playwright/test';
import debianChromium from './chromium.json';
import { slowDownFor } from './bench-verdict';
import { hostIndex } from './host-index';

/** The chunks the vendor SDKs are built into (their webpackChunkName in src/adapters). */
const VENDOR_CHUNK = /\/assets\/(sentry|amplitude|intercom|branch)\.[0-9a-f]+\.js$/;

type Script = { start: number; ms: number; url: string; invokerType: string; invoker: string };
export type Task = { readonly at: number; readonly ms: number; readonly by: string; readonly longestScript: string };
/** An interaction's Event Timing entry: its start (ms since navigation), its duration to the next paint, its id. */
type Timing = { at: number; ms: number; id: number };
/** A long animation frame: its start, its duration, and when its rendering (style, layout, paint) began (0: none). */
type Frame = { start: number; ms: number; renderStart: number };

/** For the log: how much of the frame a task ends in was rendering, which a task with no script of its own often is. */
function renderingOf(task: { at: number; ms: number }, frames: readonly Frame[]): string {
  const frame = frames.find((candidate) => candidate.start <= task.at + task.ms && task.at + task.ms <= candidate.start + candidate.ms + 1);
  return frame && frame.renderStart > 0 ? `; its frame rendered for ${Math.round(frame.start + frame.ms - frame.renderStart)} ms` : '';
}

export type VendorTasks = {
  /** Which vendor chunks loaded, and when each finished arriving (ms since navigation). */
  readonly vendors: Readonly<Record<string, number>>;
  /** Every task over 50 ms, with who ran it (ownerOf): a vendor, our answer to a key, or us ("app"). */
  readonly longTasks: readonly Task[];
  /** When the page's load was over: its screen shown, then an idle moment (ms since navigation). */
  readonly settledAt: number;
  /** How many keys were typed while the SDKs started, and each one's time to the next paint that Event Timing reported (at least 16 ms). */
  readonly keys: { readonly typed: number; readonly timed: readonly number[] };
  /** The host's benchmark index just before the visit, at full speed (scripts/host-index.ts). */
  readonly hostIndex: number;
  /** The CPU slow-down the visit ran at: the reference speed on this host. */
  readonly slowDown: number;
};

/** Who ran a task that is ours, and one that answered a typed key (our handler's, timed by the key's own row instead). */
export const OURS = 'app';
export const ANSWERING_A_KEY = 'answering a key';

/**
 * Who ran a task, from the longest script that ran in it: a vendor (by its chunk's name, a third-party
 * host, or a start-up step), our handler of a typed key, or us (one of our chunks, or no script at all).
 */
export function ownerOf(longest: Script | undefined, origin: string): string {
  if (!longest) return OURS;
  const chunk = VENDOR_CHUNK.exec(longest.url)?.[1];
  if (chunk) return chunk;
  if (/^https?:/.test(longest.url) && !longest.url.startsWith(origin)) return new URL(longest.url).host;
  const thirdPartyInvoker = /https?:\/\/([^/"\]]+)/.exec(longest.invoker)?.[1];
  if (thirdPartyInvoker && !origin.endsWith(thirdPartyInvoker)) return thirdPartyInvoker;
  if (longest.url === '' && longest.invoker.startsWith('TimerHandler')) return 'vendor start-up step';
  if (longest.invokerType === 'event-listener' && /\.on(keydown|keypress|keyup|beforeinput|input)$/.test(longest.invoker)) return ANSWERING_A_KEY;
  return OURS;
}

const isVendors = (task: Task): boolean => task.by !== OURS && task.by !== ANSWERING_A_KEY;

/** Our longest task once the page's load was over (0 when none was over 50 ms); before that, the load's own tasks are Lighthouse's TBT. */
export const longestOurs = (run: Pick<VendorTasks, 'longTasks' | 'settledAt'>): number =>
  Math.max(0, ...run.longTasks.filter((task) => task.by === OURS && task.at >= run.settledAt).map((task) => task.ms));

/** The vendors' longest task in the whole visit (0 when none was over 50 ms). */
export const longestVendors = (run: Pick<VendorTasks, 'longTasks'>): number => Math.max(0, ...run.longTasks.filter(isVendors).map((task) => task.ms));

/** The slowest typed key's time to the next paint; Event Timing reports none under 16 ms, so with none reported, 16. */
export const slowestKey = (run: Pick<VendorTasks, 'keys'>): number => Math.max(16, ...run.keys.timed);

/** Each interaction's duration: the longest of its entries (keydown, keyup), as INP counts it. */
export function interactions(timings: readonly Timing[], from: number): number[] {
  const byId = new Map<number, number>();
  for (const timing of timings) if (timing.at >= from) byId.set(timing.id, Math.max(byId.get(timing.id) ?? 0, timing.ms));
  return [...byId.values()];
}

/** How long the page is watched after the last vendor chunk has arrived (its start-up steps, at 4× CPU). */
const WATCH_AFTER_LAST_CHUNK_MS = 2000;
/** A fast typist's pace: one key in each stretch this long lands inside any task that long or longer. */
const KEY_EVERY_MS = 100;
const KEYS = 'benchvisitor';

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

/** Until the main thread has an idle moment (a chain of start-up steps, ready timer tasks, holds it off): that moment, ms since navigation. */
const idle = (page: Page): Promise<number> =>
  page.evaluate(() => new Promise<number>((resolve) => requestIdleCallback(() => resolve(performance.now()), { timeout: 5000 })));

/** Until `done` says stop: a key typed into the focused field every KEY_EVERY_MS, each after the page took the last; gives how many. */
async function typeUntil(page: Page, done: Promise<void>): Promise<number> {
  let typing = true;
  void done.finally(() => {
    typing = false;
  });
  let typed = 0;
  while (typing) {
    await page.keyboard.press(KEYS[typed % KEYS.length] as string);
    typed++;
    await new Promise((resolve) => setTimeout(resolve, KEY_EVERY_MS));
  }
  return typed;
}

async function vendorTasks(url: string): Promise<VendorTasks> {
  const origin = new URL(url).origin;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? debianChromium.path, args: debianChromium.args });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const seen = { tasks: [] as { at: number; ms: number }[], scripts: [] as Script[], timings: [] as Timing[], frames: [] as Frame[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push({ at: entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as unknown as {
          startTime: number;
          duration: number;
          renderStart: number;
          scripts: { startTime: number; duration: number; sourceURL: string; invokerType: string; invoker: string }[];
        }[]) {
          seen.frames.push({ start: frame.startTime, ms: frame.duration, renderStart: frame.renderStart });
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
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId) seen.timings.push({ at: entry.startTime, ms: entry.duration, id: entry.interactionId });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
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
    const field = page.getByLabel('E-mail address');
    await field.waitFor();
    const settledAt = await idle(page);
    const analyticsAsked = page.waitForRequest((request) => VENDOR_CHUNK.exec(new URL(request.url()).pathname)?.[1] === 'amplitude', { timeout: 30_000 });
    await page.keyboard.press('Tab');
    await analyticsAsked;
    const typingFrom = await field.evaluate((element) => {
      (element as HTMLElement).focus();
      return performance.now();
    });
    // Start-up goes on in short timer steps after a chunk arrives and signals no end: watch a while.
    const watched = chunksArrived(['amplitude', 'intercom']).then(() => new Promise<void>((resolve) => setTimeout(resolve, WATCH_AFTER_LAST_CHUNK_MS)));
    const typed = await typeUntil(page, watched);
    await watched;
    // The last key's entry is queued once its paint is done.
    await idle(page);
    const { seen, resources } = await page.evaluate(() => ({
      seen: (window as unknown as { __seen: { tasks: { at: number; ms: number }[]; scripts: Script[]; timings: Timing[]; frames: Frame[] } }).__seen,
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
        : `no script over 5 ms${renderingOf(task, seen.frames)}`;
      return { at: Math.round(task.at), ms: Math.round(task.ms), by: ownerOf(longest, origin), longestScript };
    });
    if ((await field.inputValue()).length < typed) throw new Error('bench: the keys typed during vendor start-up did not reach the e-mail field');
    return { vendors, longTasks, settledAt, keys: { typed, timed: interactions(seen.timings, typingFrom) }, hostIndex: host, slowDown };
  } finally {
    await browser.close();
  }
}

/** The bench's check that the measurement measured something: these must have started. */
function missingVendors(result: VendorTasks): string[] {
  return ['sentry', 'amplitude', 'intercom', 'branch'].filter((vendor) => result.vendors[vendor] === undefined);
}

/** A vendor visit's figures: our longest task once the load was over, the vendors' longest, the slowest key typed meanwhile. */
export type Visit = {
  readonly oursMs: number;
  readonly vendorsMs: number;
  readonly keyMs: number;
  readonly keysTyped: number;
  readonly keysTimed: number;
  readonly tasks: readonly Task[];
  readonly settledAt: number;
  readonly hostIndex: number;
  readonly slowDown: number;
};

/** One visit to a page of the real build from a tracked link (so all four SDKs start), a key typed every so often while they do. */
export async function vendorVisit(origin: string, visit: number): Promise<Visit> {
  const run = await vendorTasks(`${origin}/sign-in?_branch_match_id=${1_000_000 + visit}`);
  const missing = missingVendors(run);
  if (missing.length > 0) throw new Error(`bench: these vendor SDKs never loaded: ${missing.join(', ')}`);
  return {
    oursMs: longestOurs(run),
    vendorsMs: longestVendors(run),
    keyMs: slowestKey(run),
    keysTyped: run.keys.typed,
    keysTimed: run.keys.timed.length,
    tasks: run.longTasks,
    settledAt: run.settledAt,
    hostIndex: run.hostIndex,
    slowDown: run.slowDown,
  };
}
