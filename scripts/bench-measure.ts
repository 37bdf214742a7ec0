// What `npm run bench` measures (scripts/bench.ts judges it): production builds, the gzip size of every
// route chunk, Lighthouse runs of each page interleaved with its script-free floor, the dashboard walks
// and the vendor start-up visits.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FLOOR_PATH, OFFLINE_SESSION, floorInteraction, serve, slowestInteraction, vendorVisit, writeDashboardFloor } from './bench-browser';
import { libraryFloor } from './bench-libraries';
import { stripScripts } from './bench-verdict';
import { localEnv } from './local-env';
import { prerender } from './prerender';

/** The lazily loaded screens: one chunk each (src/ui/app/preload.ts). */
const ROUTE_CHUNKS = ['sign-in', 'verify-code', 'confirm-sign-up', 'subscription-options', 'dashboard', 'chatbot', 'signing', 'security'];

export type Run = { lcpMs: number; tbtMs: number; cls: number; score: number; benchmarkIndex: number; scriptKb: number; thirdParty: number };
export type PageRuns = { readonly page: Run[]; readonly floor: Run[] };
/** A walk's slowest interaction or a visit's longest vendor task, and the host's benchmark index then. */
/** A walk's or visit's figure, the host's benchmark index just before, and the CPU slow-down that gave the reference speed. */
export type Timed = { readonly ms: number; readonly hostIndex: number; readonly slowDown?: number };
export type Measured = {
  readonly runs: number;
  readonly chunks: readonly { readonly mode: 'offline' | 'real'; readonly name: string; readonly kb: number }[];
  readonly landing: PageRuns;
  readonly dashboard: PageRuns;
  readonly walks: readonly Timed[];
  /** The same walks on the dashboard's floor, interleaved with them (absent in runs saved before there was one). */
  readonly floorWalks?: readonly Timed[];
  readonly visits: readonly Timed[];
  /** The real-mode build's scripts on the dashboard's path, from its stats (absent in runs saved before). */
  readonly realDashboardKb?: number;
  /** The card's libraries alone, bundled as the dashboard's path would need them (absent in runs saved before). */
  readonly libraryFloorKb?: number;
};

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

function build(mode: 'offline' | 'real', outDir: string, env: Record<string, string>): void {
  execFileSync(
    'npx',
    [
      'webpack',
      '--env',
      'production',
      '--env',
      `mode=${mode}`,
      '--output-path',
      outDir,
      '--stats',
      'normal',
      '--json',
      path.join(outDir, '..', `${path.basename(outDir)}-stats.json`),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  );
}

/** gzip KB of each named route chunk, from the stats' chunk → files table. */
function routeChunks(dir: string): { name: string; kb: number }[] {
  const stats = JSON.parse(fs.readFileSync(path.join(dir, '..', `${path.basename(dir)}-stats.json`), 'utf8')) as {
    chunks: { names: string[]; files: string[] }[];
  };
  return ROUTE_CHUNKS.map((name) => {
    const chunk = stats.chunks.find((candidate) => candidate.names.includes(name));
    if (!chunk) throw new Error(`bench: no chunk named ${name} in the stats`);
    const js = chunk.files.filter((file) => file.endsWith('.js'));
    return { name, kb: js.reduce((sum, file) => sum + gzipKb(path.join(dir, file)), 0) };
  });
}

/**
 * gzip KB of what the real-mode dashboard cannot show its data without: the shell entry's scripts and the
 * dashboard route's chunk group. A lower bound: code it loads on the way (a decoder) is not counted.
 */
function dashboardPathKb(dir: string): number {
  type Group = { assets: { name: string }[] };
  const stats = JSON.parse(fs.readFileSync(path.join(dir, '..', `${path.basename(dir)}-stats.json`), 'utf8')) as {
    entrypoints: Record<string, Group>;
    namedChunkGroups: Record<string, Group>;
  };
  const groups = [stats.entrypoints.shell, stats.namedChunkGroups.dashboard];
  if (groups.some((group) => group === undefined)) throw new Error('bench: no shell entry or dashboard chunk group in the stats');
  const files = new Set(groups.flatMap((group) => group!.assets.map((asset) => asset.name)).filter((name) => name.endsWith('.js')));
  return [...files].reduce((sum, file) => sum + gzipKb(path.join(dir, file)), 0);
}

/** The landing's floor: its pre-rendered HTML and inlined CSS with every script (and the loader) removed. */
function writeLandingFloor(dir: string): void {
  const html = stripScripts(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  fs.mkdirSync(path.join(dir, path.dirname(FLOOR_PATH.landing)), { recursive: true });
  fs.writeFileSync(path.join(dir, FLOOR_PATH.landing), html);
}

/** `runs` Lighthouse runs of a page and of its floor, interleaved (page, floor, page, …), in one node process. */
async function lighthouseRuns(runs: number, dir: string, pathname: string, floorPath: string, session: string | null): Promise<PageRuns> {
  const { origin, close } = await serve(dir);
  try {
    const urls = Array.from({ length: runs }, () => [`${origin}${pathname}`, `${origin}${floorPath}`]).flat();
    // Asynchronous: the static server answering Lighthouse lives in this process.
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('node', ['scripts/lighthouse-run.mjs', ...(session ? ['--session', session] : []), ...urls], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let stdout = '';
      child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`bench: lighthouse-run exited with ${code}`))));
    });
    const all = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Omit<Run, 'scriptKb' | 'thirdParty'> & { requests: { url: string; resourceType?: string }[] })
      .map((result) => {
        const scripts = result.requests.filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin));
        return {
          ...result,
          scriptKb: scripts.reduce((sum, request) => sum + gzipKb(path.join(dir, new URL(request.url).pathname)), 0),
          thirdParty: result.requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith('data:')).length,
        };
      });
    const floor = all.filter((_run, index) => index % 2 === 1);
    if (floor.some((run) => run.scriptKb > 0)) throw new Error(`bench: the floor ${floorPath} requested a script`);
    return { page: all.filter((_run, index) => index % 2 === 0), floor };
  } finally {
    close();
  }
}

/** `runs` walks of the offline dashboard, each followed by one on its floor, then `runs` vendor visits of the real build. */
async function walksAndVisits(runs: number, offlineDir: string, realDir: string): Promise<{ walks: Timed[]; floorWalks: Timed[]; visits: Timed[] }> {
  const walks: Timed[] = [];
  const floorWalks: Timed[] = [];
  const offline = await serve(offlineDir);
  try {
    for (let i = 0; i < runs; i++) {
      walks.push(await slowestInteraction(offline.origin));
      floorWalks.push(await floorInteraction(offline.origin, offlineDir));
    }
  } finally {
    offline.close();
  }
  const visits: Timed[] = [];
  const real = await serve(realDir);
  try {
    for (let i = 0; i < runs; i++) {
      const visit = await vendorVisit(real.origin, i);
      visits.push({ ms: visit.longestMs, hostIndex: visit.hostIndex, slowDown: visit.slowDown });
      for (const task of visit.tasks) console.log(`bench: visit ${i + 1}: long task ${task.ms} ms at ${task.at} ms: ${task.by}, ${task.longestScript}`);
    }
  } finally {
    real.close();
  }
  return { walks, floorWalks, visits };
}

export async function measure(runs: number, skipBuild: boolean): Promise<Measured> {
  const offlineDir = path.resolve('dist/bench-offline');
  const realDir = path.resolve('dist/bench-real');
  if (!skipBuild) {
    console.log('bench: building the offline and real (local configuration) production bundles…');
    build('offline', offlineDir, {});
    await prerender(offlineDir);
    build('real', realDir, localEnv('http://127.0.0.1:4999'));
    await prerender(realDir);
  }
  const chunks = [
    ...routeChunks(offlineDir).map((chunk) => ({ mode: 'offline' as const, ...chunk })),
    ...routeChunks(realDir).map((chunk) => ({ mode: 'real' as const, ...chunk })),
  ];
  console.log(`bench: floors, then Lighthouse, ${runs} runs of each page interleaved with ${runs} of its floor…`);
  writeLandingFloor(realDir);
  await writeDashboardFloor(offlineDir);
  const landing = await lighthouseRuns(runs, realDir, '/', FLOOR_PATH.landing, null);
  const dashboard = await lighthouseRuns(runs, offlineDir, '/dashboard', FLOOR_PATH.dashboard, OFFLINE_SESSION);
  console.log(`bench: ${runs} interaction walks and ${runs} vendor start-up visits…`);
  const { walks, floorWalks, visits } = await walksAndVisits(runs, offlineDir, realDir);
  return { runs, chunks, landing, dashboard, walks, floorWalks, visits, realDashboardKb: dashboardPathKb(realDir), libraryFloorKb: (await libraryFloor()).kb };
}
