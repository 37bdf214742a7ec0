// The dashboard's frame for app.html: the build's own app renders /dashboard for a made-up person whose reads never answer,
// and the markup it first shows (header, headings, placeholders) fills app.html's template (src/start-up/dashboard-frame.ts).
// The person's session is the only personal data the page has while its reads wait: every text showing one of its values is
// blanked, and the capture fails if any value is left or if any part of the dashboard is not a placeholder.
import type { Browser } from '@playwright/test';
import { DASHBOARD_FRAME_ID } from '../src/start-up/dashboard-frame';
import { LANGUAGE_KEY, type Language } from '../src/domain/language';
import { templateIdFor } from '../src/start-up/page-language';
import { OFFLINE_SESSION_KEY } from '../src/stand-ins/user-pool/pool-store';
import { FAULTS_STORAGE_KEY } from '../src/stand-ins/faults/storage-fault-switch';

/** The made-up person: values no static text holds. The region is one nobody lives in, so its name is theirs too. */
const PERSON = {
  userId: 'frame-prerender-sub',
  username: 'frame-prerender-user',
  email: 'frame.prerender@example.invalid',
  region: 'AQ',
  userAlias: 'frame-prerender-alias',
};
const HOUR_S = 3600;
/** The offline stand-ins' reads of the dashboard, each held for the longest delay a fault may have. */
const OFFLINE_READS = [
  'getUserProfile',
  'subscriptionStatus',
  'getRemovalContract',
  'getEmailAddresses',
  'dataBrokerDeletion',
  'breachStatus',
  'getBreachProgress',
  'markVisit',
];
const HELD_MS = 120_000;

const FRAME_TEMPLATE = new RegExp(`<template id="?${DASHBOARD_FRAME_ID}"?([^>]*)>([\\s\\S]*?)</template>`);

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${base64Url({ alg: 'none' })}.${base64Url(claims)}.frame`;

/** This mode's stored session for the person (as the template names where it is kept), and the offline reads held. */
function storedSession(attributes: string, now: number): [string, string][] {
  const offlineKey = /data-session-key="?([^" >]+)"?/.exec(attributes)?.[1];
  const exp = Math.floor(now / 1000) + HOUR_S;
  if (offlineKey !== undefined) {
    if (offlineKey !== OFFLINE_SESSION_KEY) throw new Error(`prerender: the frame names ${offlineKey}, not the offline session's key`);
    const session = { ...PERSON, idToken: 'frame-id-token', accessToken: 'frame-access-token', expiresAt: exp * 1000 };
    const faults = Object.fromEntries(OFFLINE_READS.map((operation) => [operation, { delayMs: HELD_MS }]));
    return [
      [OFFLINE_SESSION_KEY, JSON.stringify(session)],
      [FAULTS_STORAGE_KEY, JSON.stringify(faults)],
    ];
  }
  const prefix = /data-cognito-prefix="?([^" >]+)"?/.exec(attributes)?.[1];
  if (prefix === undefined) throw new Error('prerender: the frame template names no stored session');
  const user = `${prefix}.${PERSON.username}`;
  const idToken = jwt({
    sub: PERSON.userId,
    email: PERSON.email,
    'cognito:username': PERSON.username,
    'custom:region': PERSON.region,
    'custom:user_alias': PERSON.userAlias,
    exp,
  });
  return [
    [`${prefix}.LastAuthUser`, PERSON.username],
    [`${user}.idToken`, idToken],
    [`${user}.accessToken`, jwt({ sub: PERSON.userId, exp })],
    [`${user}.refreshToken`, 'frame-refresh-token'],
    [`${user}.clockDrift`, '0'],
  ];
}

/** The frame's markup, inert (never focused nor announced before the app replaces it). */
async function captureFrame(browser: Browser, origin: string, attributes: string, language: Language): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The services' answers never come (real mode): the dashboard stays as it first renders.
    await page.route(
      (url) => url.origin !== origin,
      () => undefined,
    );
    await page.addInitScript(
      (entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      [...storedSession(attributes, Date.now()), [LANGUAGE_KEY, language] as [string, string]],
    );
    await page.goto(`${origin}/dashboard`, { waitUntil: 'load' });
    await page.waitForSelector('#root .dashboard h1', { timeout: 30_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { markup, pending } = await page.evaluate((person) => {
      const root = document.getElementById('root') as HTMLElement;
      const regionName = new Intl.DisplayNames([document.documentElement.lang], { type: 'region' }).of(person.region) ?? person.region;
      const values = [...Object.values(person), regionName];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node as Text;
        if (values.some((value) => text.data.includes(value))) text.data = '\u00a0';
      }
      for (const child of root.children) child.setAttribute('inert', '');
      const cards = [...root.querySelectorAll('.dash-card')];
      const pending = root.querySelector('.glance[aria-busy="true"]') !== null && cards.length === 4 && cards.every((card) => card.querySelector('.skeleton'));
      const markup = root.innerHTML;
      return { markup: values.some((value) => markup.includes(value)) ? '' : markup, pending };
    }, PERSON);
    if (!pending) throw new Error('prerender: the dashboard was not waiting for its data when captured');
    if (markup === '') throw new Error("prerender: the dashboard's frame still shows the person's session");
    if (/\sstyle=/.test(markup)) throw new Error("prerender: the dashboard's frame has a style attribute, which the CSP refuses");
    return markup;
  } finally {
    await context.close();
  }
}

/** app.html with the frame in each language's template; unchanged when the build has no template (the empty shell stays). */
export async function withDashboardFrame(browser: Browser, origin: string, appHtml: string, languages: readonly Language[]): Promise<string> {
  const slot = FRAME_TEMPLATE.exec(appHtml);
  if (slot === null) return appHtml;
  if ((slot[2] ?? '') !== '') throw new Error('prerender: app.html is not a fresh build (its dashboard frame is filled)');
  const attributes = slot[1] ?? '';
  const frames: string[] = [];
  for (const language of languages)
    frames.push(
      `<template id="${templateIdFor(DASHBOARD_FRAME_ID, language)}"${attributes}>${await captureFrame(browser, origin, attributes, language)}</template>`,
    );
  return appHtml.replace(FRAME_TEMPLATE, () => frames.join(''));
}
