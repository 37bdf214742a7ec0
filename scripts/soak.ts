// `npm run test:soak`: runs the Jest projects N times in a random order (`--randomize`, a new seed each
// time) and the Playwright suite M times, then names every test that failed, with how often and the
// seeds to replay. A test that fails once in twenty runs is a defect, so this is how to find one.
// Usage: tsx scripts/soak.ts [--jest N] [--e2e M]   (defaults: 5 and 1)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestFailures, playwrightFailures, summarise, type Run } from './soak-report';

const args = process.argv.slice(2);
const count = (flag: string, fallback: number): number => {
  const at = args.indexOf(flag);
  const value = at === -1 ? fallback : Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`soak: ${flag} takes a whole number, not ${args[at + 1]}`);
  return value;
};
const JEST_RUNS = count('--jest', 5);
const E2E_RUNS = count('--e2e', 1);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'protect-soak-'));

/** Runs quietly; when the run gave no report to read, the end of what it printed says why. */
function run(command: string, commandArgs: readonly string[], report: string, env: Record<string, string> = {}): { seconds: number; status: number } {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
  if (!fs.existsSync(report)) console.error(`${String(result.stdout)}${String(result.stderr)}`.split('\n').slice(-30).join('\n'));
  return { seconds: (Date.now() - started) / 1000, status: result.status ?? 1 };
}

const readJson = (file: string): unknown => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined);

const runs: Run[] = [];
for (let i = 1; i <= JEST_RUNS; i++) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const output = path.join(scratch, `jest-${i}.json`);
  const { seconds, status } = run('npx', ['jest', '--randomize', `--seed=${seed}`, '--maxWorkers=2', '--json', `--outputFile=${output}`, '--silent'], output);
  const failures = jestFailures(readJson(output), status);
  runs.push({ suite: 'jest', index: i, seed, seconds, failures });
  console.log(`soak: jest run ${i}/${JEST_RUNS} (seed ${seed}): ${failures.length === 0 ? 'green' : `${failures.length} failed`} in ${seconds.toFixed(0)} s`);
}
for (let i = 1; i <= E2E_RUNS; i++) {
  const output = path.join(scratch, `playwright-${i}.json`);
  const { seconds, status } = run('npx', ['playwright', 'test', '--reporter=json'], output, { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const failures = playwrightFailures(readJson(output), status);
  runs.push({ suite: 'playwright', index: i, seconds, failures });
  console.log(`soak: playwright run ${i}/${E2E_RUNS}: ${failures.length === 0 ? 'green' : `${failures.length} failed`} in ${seconds.toFixed(0)} s`);
}

const report = summarise(runs);
console.log(report.text);
// A failed run's reports stay, for the errors and stack traces the summary leaves out.
if (report.failed) console.log(`soak: the runs' reports are in ${scratch}`);
else fs.rmSync(scratch, { recursive: true, force: true });
process.exit(report.failed ? 1 : 0);
