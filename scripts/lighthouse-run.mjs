// One Lighthouse run (12.x, default mobile profile) in Debian's Chromium, for scripts/bench.ts. Plain
// JavaScript run by node, not tsx: tsx's name-keeping helpers would leak into the functions Lighthouse
// evaluates in the page. Usage: node scripts/lighthouse-run.mjs <url> [session JSON for the offline build]
// Prints one JSON line: the figures bench.ts reads.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const [url, session] = process.argv.slice(2);
const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  if (session) await page.evaluateOnNewDocument((value) => window.sessionStorage.setItem('protect.offline.session', value), session);
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
  await browser.disconnect();
  if (!result) throw new Error('Lighthouse gave no result');
  const { audits, categories } = result.lhr;
  const requests = (audits['network-requests']?.details?.items ?? []).map((item) => ({ url: item.url, resourceType: item.resourceType }));
  console.log(
    JSON.stringify({
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      requests,
    }),
  );
} finally {
  chrome.kill();
}
