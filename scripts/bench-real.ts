// The real-mode build measured in a browser: local-backend on loopback behind it (the build holds
// BENCH_BACKEND_URL), a person signed in outside the browser by the app's own Cognito adapter as the
// journeys do (e2e/outside-sign-in.ts), and the dashboard opened with that session: every same-origin
// script requested before its data is on screen, whatever asked for it (the shell, the route's chunks,
// the identity client loaded on the way, a vendor SDK started after the first paint). Used by bench-measure.ts.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { localSignIn } from '../e2e/outside-sign-in';
import { startLocalBackend, type LocalBackend } from '../local-backend/index';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID } from '../local-backend/local-pool';
import { breachesFor } from '../src/stand-ins/protection/protection-backend';
import debianChromium from './chromium.json';
import { BENCH_BACKEND_URL } from './bench-env';

/** What a session's sign-in left in localStorage, to seed a page with. */
export type SignedIn = readonly (readonly [string, string])[];

/** A script requested before the data showed: its chunk's name (no hash) and gzip -9 KB. */
export type Chunk = { readonly name: string; readonly kb: number };

/** local-backend where the real build expects it, for `run`; it answers the app at `appOrigin` (loopback origins all pass its CORS). */
export async function withBenchBackend<T>(appOrigin: string, run: (backend: LocalBackend) => Promise<T>): Promise<T> {
  const port = Number(new URL(BENCH_BACKEND_URL).port);
  const backend = await startLocalBackend({
    port,
    appOrigin,
    userPoolId: LOCAL_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    allowGuestIdentities: true,
    log: () => undefined,
  }).catch((error: unknown) => {
    throw new Error(`bench: local-backend could not listen on ${BENCH_BACKEND_URL} (set BENCH_BACKEND_PORT, and build again): ${String(error)}`);
  });
  try {
    return await run(backend);
  } finally {
    await backend.close();
  }
}

/** The same person every run: the first bench address the stand-ins give breaches, so the dashboard shows some as offline mode's does. */
function benchAddress(): string {
  for (let n = 1; ; n++) {
    const address = `bench.${n}@example.com`;
    if (breachesFor(address).some((breach) => !breach.isRetired && !breach.isSpamList && !breach.isFabricated)) return address;
  }
}

/** Signs the bench's person up and in against `backend`, outside the browser; gives what the page must be seeded with. */
export async function signIn(backend: LocalBackend): Promise<SignedIn> {
  const address = benchAddress();
  const pool = { userPoolId: LOCAL_POOL_ID, clientId: LOCAL_CLIENT_ID, endpoint: `${backend.url}/cognito/` };
  const stored = await localSignIn(address, pool, async () => backend.outbox.latest(address)?.code ?? '');
  return stored.entries;
}

/**
 * In the page, each frame: the moment every area shows its data (-1 when one failed), or nothing yet;
 * the walk's `dashboardRendered` as one check. No named helper inside: tsx would wrap it in one the page lacks.
 */
const DATA_ON_SCREEN = (): number | false => {
  if (document.querySelector('.area-error')) return -1;
  if (document.querySelector('.skeleton')) return false;
  const editable = Array.from(document.querySelectorAll('section button')).some((button) => button.textContent?.trim() === 'Edit profile');
  const asked = Array.from(document.querySelectorAll('a')).some((link) => link.textContent?.startsWith('Ask about this breach'));
  return editable && asked && performance.now();
};

const chunkName = (pathname: string): string => path.basename(pathname).replace(/\.[0-9a-f]{8,}\.js$/, '');

/**
 * One signed-in visit to the real build's dashboard at full speed (sizes do not depend on it): the
 * same-origin scripts whose request started before the frame in which the data was first all on screen.
 */
export async function scriptsBeforeData(origin: string, dir: string, session: SignedIn): Promise<Chunk[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? debianChromium.path, args: debianChromium.args });
  try {
    const page = await browser.newPage();
    await page.addInitScript((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, session);
    await page.goto(`${origin}/dashboard`);
    const shown = (await (await page.waitForFunction(DATA_ON_SCREEN, undefined, { polling: 'raf', timeout: 30_000 })).jsonValue()) as number;
    if (shown < 0) throw new Error('bench: an area of the real-mode dashboard failed to load');
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, at: entry.startTime })));
    return requested
      .filter((request) => request.at < shown && request.url.startsWith(`${origin}/`) && new URL(request.url).pathname.endsWith('.js'))
      .map((request) => {
        const { pathname } = new URL(request.url);
        return { name: chunkName(pathname), kb: gzipSync(fs.readFileSync(path.join(dir, pathname)), { level: 9 }).length / 1024 };
      });
  } finally {
    await browser.close();
  }
}
