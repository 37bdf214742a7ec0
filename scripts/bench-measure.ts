// What `npm run bench` measures (scripts/bench.ts judges it): production builds, the gzip size of every
// route chunk, Lighthouse runs of each page interleaved with its floors, the dashboard walks, the real
// build's scripts before the dashboard's data and the vendor start-up visits.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FLOOR_PATH, OFFLINE_SESSION, floorInteraction, serve, slowestInteraction, writeDashboardFloor } from './bench-browser';
import { BENCH_BACKEND_URL, benchRealEnv } from './bench-env';
import { libraryFloor } from './bench-libraries';
import { scriptsBeforeData, signIn, withBenchBackend, type Chunk } from './bench-real';
import { stripScripts } from './bench-verdict';
import { prerender } from './prerender';
import { vendorVisit } from './vendor-tasks';

/** The lazily loaded screens: one chunk each (src/ui/app/preload.ts). */
const ROUTE_CHUNKS = ['sign-in', 'verify-code', 'confirm-sign-up', 'subscription-options', 'dashboard', 'chatbot', 'signing', 'security'];

export type Run = { lcpMs: number; tbtMs: number; cls: number; score: number; benchmarkIndex: number; scriptKb: number; thirdParty: number };
export type PageRuns = { readonly page: Run[]; readonly floor: Run[] };
/** The dashboard's runs: `floor` is its static snapshot, `clientFloor` the page the card's libraries render it in (absent in runs saved before it). */
export type DashboardRuns = PageRuns & { readonly clientFloor?: Run[] };
/** A walk's or visit's figure, the host's benchmark index just before, and the CPU slow-down that gave the reference speed. */
export type Timed = { readonly ms: number; readonly hostIndex: number; readonly slowDown?: number };
export type Measured = {
  readonly runs: number;
  readonly chunks: readonly { readonly mode: 'offline' | 'real'; readonly name: string; readonly kb: number }[];
  readonly landing: PageRuns;
  readonly dashboard: DashboardRuns;
  readonly walks: readonly Timed[];
  /** The same walks on the dashboard's floor, interleaved with them (absent in runs saved before there was one). */
  readonly floorWalks?: readonly Timed[];
  /** Each vendor visit's longest vendor task. */
  readonly visits: readonly Timed[];
  /** Each visit's longest task of ours once the load was over, and its slowest typed key (absent in runs saved before issue 38). */
  readonly ourTasks?: readonly Timed[];
  readonly keys?: readonly Timed[];
  /** Each signed-in visit's scripts requested before the real-mode dashboard's data showed (absent in runs saved before issue 38). */
  readonly realDashboard?: readonly (readonly Chunk[])[];
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

/** The landing's floor: its pre-rendered HTML and inlined CSS with every script (and the loader) removed. */
function writeLandingFloor(dir: string): void {
  const html = stripScripts(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
  fs.mkdirSync(path.join(dir, path.dirname(FLOOR_PATH.landing)), { recursive: true });
  fs.writeFileSync(path.join(dir, FLOOR_PATH.landing), html);
}

/**
 * `runs` Lighthouse runs of each of `paths` in turn (first, second, …, first, …), in one node process,
 * so that every page and floor meets the machine's moods alike; gives each path's runs. The paths in
 * `scriptless` are floors that must ask for no script.
 */
async function lighthouseRuns(runs: number, dir: string, paths: readonly string[], scriptless: readonly string[], session: string | null): Promise<Run[][]> {
  const { origin, close } = await serve(dir);
  try {
    const urls = Array.from({ length: runs }, () => paths.map((pathname) => `${origin}${pathname}`)).flat();
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
      .map(
        (line) =>
          JSON.parse(line) as Omit<Run, 'scriptKb' | 'thirdParty'> & { url: string; finalUrl: string; requests: { url: string; resourceType?: string }[] },
      )
      .map(({ finalUrl, ...result }) => {
        // A page that sent Lighthouse elsewhere (a session not taken, so sign-in) is not the page measured.
        if (new URL(finalUrl).pathname !== new URL(result.url).pathname) throw new Error(`bench: ${result.url} ended on ${finalUrl}`);
        const scripts = result.requests.filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin));
        return {
          ...result,
          scriptKb: scripts.reduce((sum, request) => sum + gzipKb(path.join(dir, new URL(request.url).pathname)), 0),
          thirdParty: result.requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith('data:')).length,
        };
      });
    const byPath = paths.map((_pathname, at) => all.filter((_run, index) => index % paths.length === at));
    for (const floor of scriptless)
      if (byPath[paths.indexOf(floor)]!.some((run) => run.scriptKb > 0)) throw new Error(`bench: the floor ${floor} requested a script`);
    return byPath;
  } finally {
    close();
  }
}

/** `runs` walks of the offline dashboard, each followed by one on its floor. */
async function walks(runs: number, offlineDir: string): Promise<{ walks: Timed[]; floorWalks: Timed[] }> {
  const done: Timed[] = [];
  const floorWalks: Timed[] = [];
  const offline = await serve(offlineDir);
  try {
    for (let i = 0; i < runs; i++) {
      done.push(await slowestInteraction(offline.origin));
      floorWalks.push(await floorInteraction(offline.origin, offlineDir));
    }
  } finally {
    offline.close();
  }
  return { walks: done, floorWalks };
}

type RealFigures = Pick<Measured, 'visits' | 'ourTasks' | 'keys' | 'realDashboard'>;

/** With local-backend behind the real build: `runs` signed-in visits to its dashboard, then `runs` vendor visits. */
async function realVisits(runs: number, realDir: string): Promise<RealFigures> {
  const real = await serve(realDir);
  try {
    return await withBenchBackend(real.origin, async (backend) => {
      const session = await signIn(backend);
      const realDashboard: Chunk[][] = [];
      for (let i = 0; i < runs; i++) {
        realDashboard.push(await scriptsBeforeData(real.origin, realDir, session));
        console.log(`bench: real-mode dashboard ${i + 1}: ${realDashboard[i]!.map((chunk) => `${chunk.name} ${chunk.kb.toFixed(1)}`).join(', ')}`);
      }
      const figures = { visits: [] as Timed[], ourTasks: [] as Timed[], keys: [] as Timed[] };
      for (let i = 0; i < runs; i++) {
        const visit = await vendorVisit(real.origin, i);
        const at = { hostIndex: visit.hostIndex, slowDown: visit.slowDown };
        figures.visits.push({ ms: visit.vendorsMs, ...at });
        figures.ourTasks.push({ ms: visit.oursMs, ...at });
        figures.keys.push({ ms: visit.keyMs, ...at });
        console.log(
          `bench: visit ${i + 1}: load over at ${Math.round(visit.settledAt)} ms; ${visit.keysTyped} keys typed, ${visit.keysTimed} of them 16 ms or more`,
        );
        for (const task of visit.tasks) console.log(`bench: visit ${i + 1}: long task ${task.ms} ms at ${task.at} ms: ${task.by}, ${task.longestScript}`);
      }
      return { ...figures, realDashboard };
    });
  } finally {
    real.close();
  }
}

export async function measure(runs: number, skipBuild: boolean): Promise<Measured> {
  const offlineDir = path.resolve('dist/bench-offline');
  const realDir = path.resolve('dist/bench-real');
  if (!skipBuild) {
    console.log('bench: building the offline and real (local configuration, every optional key set) production bundles…');
    build('offline', offlineDir, {});
    await prerender(offlineDir);
    build('real', realDir, benchRealEnv(BENCH_BACKEND_URL));
    await prerender(realDir);
  }
  const chunks = [
    ...routeChunks(offlineDir).map((chunk) => ({ mode: 'offline' as const, ...chunk })),
    ...routeChunks(realDir).map((chunk) => ({ mode: 'real' as const, ...chunk })),
  ];
  console.log(`bench: floors, then Lighthouse, ${runs} runs of each page interleaved with ${runs} of each of its floors…`);
  writeLandingFloor(realDir);
  await writeDashboardFloor(offlineDir);
  const [landingPage, landingFloor] = await lighthouseRuns(runs, realDir, ['/', FLOOR_PATH.landing], [FLOOR_PATH.landing], null);
  const [dashboardPage, clientFloor, staticFloor] = await lighthouseRuns(
    runs,
    offlineDir,
    ['/dashboard', FLOOR_PATH.dashboardClient, FLOOR_PATH.dashboard],
    [FLOOR_PATH.dashboard],
    OFFLINE_SESSION,
  );
  console.log(`bench: ${runs} interaction walks, ${runs} signed-in real-mode dashboards and ${runs} vendor start-up visits…`);
  const walked = await walks(runs, offlineDir);
  const real = await realVisits(runs, realDir);
  return {
    runs,
    chunks,
    landing: { page: landingPage!, floor: landingFloor! },
    dashboard: { page: dashboardPage!, floor: staticFloor!, clientFloor: clientFloor! },
    ...walked,
    ...real,
    libraryFloorKb: (await libraryFloor()).kb,
  };
}
