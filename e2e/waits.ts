// Every wait of the journeys, from one place: what a quiet 2-core machine needs with room to spare, times how
// much slower this machine is at the start of the run. A journey waits on what the page shows; these only bound it.
import { createHash } from 'node:crypto';

/** A fixed piece of CPU work (64 SHA-256 passes over 1 MiB) takes about this long on a quiet 2-core machine. */
const QUIET_WORK_MS = 40;

/** The median of seven runs of that work, against the quiet figure: at least 1, at most 4. */
function measureSlowdown(): number {
  const block = Buffer.alloc(1 << 20, 7);
  const once = () => {
    const start = performance.now();
    for (let i = 0; i < 64; i += 1) createHash('sha256').update(block).digest();
    return performance.now() - start;
  };
  const runs = Array.from({ length: 7 }, once).sort((a, b) => a - b);
  return Math.min(4, Math.max(1, (runs[3] ?? QUIET_WORK_MS) / QUIET_WORK_MS));
}

/** Measured once, by the runner that loads the config; its workers inherit it (E2E_SLOWDOWN may also be set by hand). */
process.env.E2E_SLOWDOWN ??= measureSlowdown().toFixed(2);
const SLOWDOWN = Number(process.env.E2E_SLOWDOWN);

/** A quiet machine's figure on this one: a wait, or the CPU time a piece of the page's work may take (shared cores slow that too). */
export const scaled = (ms: number): number => Math.round(ms * SLOWDOWN);

// Twice what a quiet machine needs: the slowdown is measured once, and load that arrives after it (another job
// starting beside the run) once stretched a five-second step past its bound. A page that is on time is not waited for longer.
export const WAIT = {
  /** What the page shows after a step (Playwright's `expect`). */
  step: scaled(10_000),
  /** What comes after retries, a reconnect, a vendor's SDK, a development server's first page, or a production-size list. */
  slow: scaled(30_000),
  /** One journey; a long one asks for a multiple of it. */
  journey: scaled(60_000),
  /** A build a server makes before it listens (four start side by side). */
  build: scaled(600_000),
} as const;
