// Lighthouse runs (12.x, default mobile profile) in Debian's Chromium, for scripts/bench.ts: one fresh
// browser per URL, in the order given, so the bench can interleave a page with its floor. Plain
// JavaScript run by node, not tsx: tsx's name-keeping helpers would leak into the functions Lighthouse
// evaluates in the page. Usage: node scripts/lighthouse-run.mjs [--session <JSON>] <url>...
// (the session signs the offline build in). Prints one JSON line per run: the figures bench.ts reads.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import debianChromium from './chromium.json' with { type: 'json' };

const args = process.argv.slice(2);
const sessionAt = args.indexOf('--session');
const session = sessionAt >= 0 ? args[sessionAt + 1] : undefined;
const urls = args.filter((_arg, index) => sessionAt < 0 || (index !== sessionAt && index !== sessionAt + 1));

async function run(url) {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? debianChromium.path, chromeFlags: debianChromium.args });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (session) await page.evaluateOnNewDocument((value) => window.localStorage.setItem('protect.offline.session', value), session);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error('Lighthouse gave no result');
    const { audits, categories, environment, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      url,
      finalUrl: result.lhr.finalDisplayedUrl,
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      benchmarkIndex: environment.benchmarkIndex,
      requests: (audits['network-requests']?.details?.items ?? []).map((item) => ({ url: item.url, resourceType: item.resourceType })),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own recording sometimes misses the page load (NO_NAVSTART and its kin, which ask to run again): that run is taken again, twice at most. */
async function runAgainOnTraceError(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run(url);
    } catch (error) {
      if (attempt >= 3 || !/^Lighthouse: NO_/.test(error.message)) throw error;
      console.error(`lighthouse: ${error.message} Running it again.`);
    }
  }
}

for (const [index, url] of urls.entries()) {
  const figures = await runAgainOnTraceError(url);
  console.error(
    `lighthouse ${index + 1}/${urls.length} ${new URL(url).pathname}: LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, score ${figures.score}, host benchmark index ${Math.round(figures.benchmarkIndex)}`,
  );
  console.log(JSON.stringify(figures));
}
