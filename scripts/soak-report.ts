// What the soak script reads from Jest's and Playwright's JSON reports, and the summary it prints.

export type Run = {
  readonly suite: 'jest' | 'playwright';
  readonly index: number;
  readonly seed?: number;
  readonly seconds: number;
  readonly failures: readonly string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A run that exited non-zero without naming a failed test still failed: say so rather than call it green. */
const orUnexplained = (failures: string[], suite: string, status: number): string[] =>
  failures.length === 0 && status !== 0 ? [`${suite} did not finish (exit ${status}; no test named)`] : failures;

/** The failed tests of `jest --json`, by file and full name; a file that could not run counts as one failure. */
export function jestFailures(report: unknown, status: number): string[] {
  const failures: string[] = [];
  for (const file of records(isRecord(report) ? report.testResults : undefined)) {
    const name = text(file.name).replace(/^.*?\/(test|src)\//, '$1/');
    const failed = records(file.assertionResults).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${text(test.fullName)}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name} (the file did not run)`);
  }
  return orUnexplained(failures, 'jest', status);
}

/** The failed tests of Playwright's JSON reporter, as `[project] file:line › describe › title`. */
export function playwrightFailures(report: unknown, status: number): string[] {
  const failures: string[] = [];
  const walk = (suite: Record<string, unknown>, titles: readonly string[]): void => {
    const here = suite.file === suite.title ? titles : [...titles, text(suite.title)];
    for (const spec of records(suite.specs)) {
      for (const test of records(spec.tests)) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        failures.push(`[${text(test.projectName)}] ${text(spec.file)}:${String(spec.line)} › ${[...here, text(spec.title)].join(' › ')}`);
      }
    }
    for (const child of records(suite.suites)) walk(child, here);
  };
  for (const suite of records(isRecord(report) ? report.suites : undefined)) walk(suite, []);
  for (const error of records(isRecord(report) ? report.errors : undefined)) failures.push(`playwright: ${text(error.message).split('\n')[0]}`);
  return orUnexplained(failures, 'playwright', status);
}

/** Every failing test with how many runs it failed in (and the Jest seeds to replay them), then each run's time. */
export function summarise(runs: readonly Run[]): { text: string; failed: boolean } {
  const bySuite = (suite: Run['suite']) => runs.filter((run) => run.suite === suite);
  const failing = new Map<string, Run[]>();
  for (const run of runs) for (const failure of run.failures) failing.set(failure, [...(failing.get(failure) ?? []), run]);
  const lines = ['', `soak: ${bySuite('jest').length} Jest runs (randomized), ${bySuite('playwright').length} Playwright runs`];
  for (const suite of ['jest', 'playwright'] as const) {
    const seconds = bySuite(suite).map((run) => run.seconds);
    if (seconds.length > 0) lines.push(`  ${suite}: ${seconds.map((s) => `${s.toFixed(0)} s`).join(', ')}`);
  }
  if (failing.size === 0) lines.push('soak: no failure');
  for (const [failure, failedRuns] of [...failing].sort((a, b) => b[1].length - a[1].length)) {
    const suite = failedRuns[0]?.suite ?? 'jest';
    const seeds = failedRuns.flatMap((run) => (run.seed === undefined ? [] : [run.seed]));
    lines.push(`FAILED ${failedRuns.length}/${bySuite(suite).length}  ${failure}${seeds.length > 0 ? `  (seeds ${seeds.join(', ')})` : ''}`);
  }
  return { text: lines.join('\n'), failed: failing.size > 0 };
}
