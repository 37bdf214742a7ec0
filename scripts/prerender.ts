// Pre-renders the landing page into a production build, so the landing's content is in the HTML
// the server sends. It serves the build, lets the app render `/` for a visitor who is not signed in in
// Debian's Chromium, and writes that markup into index.html, with the stylesheet inlined (its hash
// added to the build's CSP). app.html, the shell of every other route, gets the dashboard's frame
// (scripts/prerender-frame.ts). Run it on a fresh build.
// Usage: tsx scripts/prerender.ts <dist dir>
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { withDashboardFrame } from './prerender-frame';
import { LANGUAGE_KEY, LANGUAGES, type Language } from '../src/domain/language';
import { landingLanguageScript, templateIdFor } from '../src/start-up/page-language';
import { createStaticServer } from './serve-static';
import debianChromium from './chromium.json';

const CHROME = process.env.CHROME_PATH ?? debianChromium.path;

type Landing = { readonly markup: string; readonly title: string };
type Rendered = { readonly landings: Readonly<Record<Language, Landing>>; readonly appHtml: string };

const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The rendered landing page in each language (the root's markup and the page title), and app.html with the dashboard's frame. */
async function render(dir: string, appHtml: string): Promise<Rendered> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROME, args: debianChromium.args });
  try {
    const landings = {} as Record<Language, Landing>;
    for (const language of LANGUAGE_CODES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.waitForSelector(`html[lang="${language}"] #root main h1`, { timeout: 30_000 });
      landings[language] = await page.evaluate(() => ({ markup: document.getElementById('root')?.innerHTML ?? '', title: document.title }));
      await context.close();
    }
    return { landings, appHtml: await withDashboardFrame(browser, origin, appHtml, LANGUAGE_CODES) };
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * The bootstrap's scripts are asked for only after the first paint, by a small inline loader (allowed
 * by its hash in script-src, like the stylesheet): the landing paints without waiting on any script,
 * with the visitor's own year in the footer (not the build's), and a button tapped before they run is kept for them.
 */
function loadScriptsAfterFirstPaint(html: string, headersFile: string): string {
  const tag = /<script defer(?:="")? src="?([^" >]+)"?><\/script>/g;
  const sources = [...html.matchAll(tag)].map((match) => match[1] ?? '');
  if (sources.length === 0) return html;
  const keepTap = 'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("#root button");if(b)window.protectEarlyTap=b},true);';
  const thisYear = 'var y=document.querySelector(".site-footer__year");if(y)y.textContent=new Date().getFullYear();';
  const loader = `${keepTap}${thisYear}requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})},0)})`;
  addToCsp(headersFile, 'script-src', `'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
  return html.replace(tag, '').replace('</body>', () => `<script>${loader}</script></body>`);
}

/** Adds a source to one directive of the build's CSP (_headers.json). */
function addToCsp(headersFile: string, directive: string, source: string): void {
  if (!fs.existsSync(headersFile)) return;
  const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8')) as Record<string, string>;
  const csp = headers['Content-Security-Policy'] ?? '';
  headers['Content-Security-Policy'] = csp.replace(new RegExp(`${directive} ([^;]*)`), (_all, sources: string) => `${directive} ${sources} ${source}`);
  fs.writeFileSync(headersFile, `${JSON.stringify(headers, null, 2)}\n`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function prerender(dir: string): Promise<boolean> {
  if (!fs.existsSync(CHROME)) {
    console.warn(`prerender: no Chromium at ${CHROME}; the landing page stays client-rendered (run scripts/ensure-chromium.sh).`);
    return false;
  }
  const indexFile = path.join(dir, 'index.html');
  const headersFile = path.join(dir, '_headers.json');
  // Rendered from the fresh build's index.html: with an empty root its bootstrap starts the app at once.
  const shell = fs.readFileSync(indexFile, 'utf8');
  if (!/<div id="?root"?><\/div>/.test(shell)) throw new Error(`prerender: ${indexFile} is not a fresh build (its root is not empty)`);
  const appFile = path.join(dir, 'app.html');
  const rendered = await render(dir, fs.existsSync(appFile) ? fs.readFileSync(appFile, 'utf8') : '');
  const { markup, title } = rendered.landings.en;
  if (LANGUAGE_CODES.some((language) => rendered.landings[language].markup === '')) throw new Error('prerender: the landing page rendered nothing');
  if (rendered.appHtml !== '') fs.writeFileSync(appFile, rendered.appHtml);

  // The shell is minified: attribute quotes are optional. English is the root's; each other language is a template the page
  // shows instead, before its first paint, when it is the page's language (src/start-up/page-language.ts).
  const placeholder = /<div id="?root"?><\/div>/;
  const others = LANGUAGE_CODES.filter((language) => language !== 'en')
    .map((language) => {
      const landing = rendered.landings[language];
      return `<template id="${templateIdFor('landing', language)}" data-title="${escapeHtml(landing.title).replace(/"/g, '&quot;')}">${landing.markup}</template>`;
    })
    .join('');
  const swap = landingLanguageScript();
  addToCsp(headersFile, 'script-src', `'sha256-${createHash('sha256').update(swap).digest('base64')}'`);
  let html = shell.replace(placeholder, () => `<div id="root">${markup}</div>${others}<script>${swap}</script>`);
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  // Inline the stylesheet: one round trip less before the first paint. The CSP allows it by hash.
  const stylesheet = /<link href="?(\/assets\/[^" >]+\.css)"? rel="?stylesheet"?>/.exec(html);
  if (stylesheet?.[1]) {
    // Comments and layout whitespace out (the stylesheet is not minified by the build); values are untouched.
    const css = fs
      .readFileSync(path.join(dir, stylesheet[1]), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s*\n\s*/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1');
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    html = html.replace(stylesheet[0], () => `<style>${css}</style>`);
    addToCsp(headersFile, 'style-src', hash);
  }
  html = loadScriptsAfterFirstPaint(html, headersFile);
  fs.writeFileSync(indexFile, html);
  console.log(`prerender: ${indexFile} (${Buffer.byteLength(html)} bytes)`);
  return true;
}

if (process.argv[1]?.endsWith('prerender.ts')) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: tsx scripts/prerender.ts <dist dir>');
    process.exit(2);
  }
  prerender(dir).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
