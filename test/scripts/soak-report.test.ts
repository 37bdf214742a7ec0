// The soak script's reading of the two runners' JSON reports, and its summary.
import { jestFailures, playwrightFailures, summarise } from '../../scripts/soak-report';

const jestReport = {
  testResults: [
    {
      name: '/somewhere/protect/test/domain/a.test.ts',
      status: 'failed',
      assertionResults: [
        { fullName: 'a works', status: 'passed' },
        { fullName: 'a fails now and then', status: 'failed' },
      ],
    },
    { name: '/somewhere/protect/test/ui/b.test.tsx', status: 'failed', assertionResults: [] },
    { name: '/somewhere/protect/test/ui/c.test.tsx', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'dashboard.spec.ts',
      file: 'dashboard.spec.ts',
      specs: [
        {
          title: 'top level',
          file: 'dashboard.spec.ts',
          line: 3,
          tests: [
            { projectName: 'offline', status: 'expected' },
            { projectName: 'local', status: 'unexpected' },
          ],
        },
      ],
      suites: [
        {
          title: 'fallbacks',
          file: 'dashboard.spec.ts',
          specs: [
            {
              title: 'a 404',
              file: 'dashboard.spec.ts',
              line: 9,
              tests: [
                { projectName: 'offline', status: 'flaky' },
                { projectName: 'local', status: 'skipped' },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [{ message: 'Error: Timed out waiting 180000ms from config.webServer.\nmore' }],
};

describe('the soak report', () => {
  it('names each failed Jest test by file and full name, and a file that could not run', () => {
    expect(jestFailures(jestReport, 1)).toEqual(['test/domain/a.test.ts › a fails now and then', 'test/ui/b.test.tsx (the file did not run)']);
  });

  it('names each failed or flaky journey with its project, place and describe titles, and a runner error', () => {
    expect(playwrightFailures(playwrightReport, 1)).toEqual([
      '[local] dashboard.spec.ts:3 › top level',
      '[offline] dashboard.spec.ts:9 › fallbacks › a 404',
      'playwright: Error: Timed out waiting 180000ms from config.webServer.',
    ]);
  });

  it.each([
    ['jest', jestFailures],
    ['playwright', playwrightFailures],
  ] as const)('counts a %s run that exited non-zero with no report as a failure, and a green one as none', (suite, read) => {
    expect(read(undefined, 1)).toEqual([`${suite} did not finish (exit 1; no test named)`]);
    expect(read({ testResults: [], suites: [] }, 0)).toEqual([]);
  });

  it('counts how many runs each test failed in, worst first, with the seeds to replay it', () => {
    const { text, failed } = summarise([
      { suite: 'jest', index: 1, seed: 11, seconds: 100, failures: ['x'] },
      { suite: 'jest', index: 2, seed: 22, seconds: 110, failures: ['x', 'y'] },
      { suite: 'playwright', index: 1, seconds: 400, failures: ['[local] j.spec.ts:1 › j'] },
    ]);

    expect(failed).toBe(true);
    expect(text.split('\n').filter((line) => line.startsWith('FAILED'))).toEqual([
      'FAILED 2/2  x  (seeds 11, 22)',
      'FAILED 1/2  y  (seeds 22)',
      'FAILED 1/1  [local] j.spec.ts:1 › j',
    ]);
    expect(text).toContain('jest: 100 s, 110 s');
  });

  it('says so when nothing failed', () => {
    expect(summarise([{ suite: 'jest', index: 1, seed: 1, seconds: 90, failures: [] }])).toEqual({
      text: expect.stringContaining('soak: no failure'),
      failed: false,
    });
  });
});
