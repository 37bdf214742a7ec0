// `npm test`: the journeys start at once (their builds first), beside the type-check, lint and Jest, which
// run one after the other. Those are mostly single-threaded: run before the journeys, they left one of two
// cores idle for about three minutes.
// Usage: tsx scripts/test.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { runLanes, stopAll, summary, type Step } from './test-lanes';

const npm = (script: string, stream = false): Step => ({ name: script, command: 'npm', args: ['run', '--silent', script], stream });

const started = Date.now();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
void runLanes([[npm('e2e', true)], [npm('typecheck'), npm('lint'), npm('test:domain'), npm('test:rest')]], (text) => process.stdout.write(text)).then(
  (outcomes) => {
    console.log(`\n${summary(outcomes, (Date.now() - started) / 1000)}`);
    if (outcomes.some(({ name, code }) => name === 'e2e' && code !== 0)) console.log(pagesAtFailure());
    process.exit(outcomes.every(({ code }) => code === 0) ? 0 : 1);
  },
);

/** What each failed journey's page showed (Playwright's accessibility snapshot, from its main), cut short: CI keeps only this output. */
function pagesAtFailure(linesEach = 45): string {
  if (!existsSync('test-results')) return '';
  const files = readdirSync('test-results', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('error-context.md'));
  return files
    .map((file) => {
      const lines = readFileSync(`test-results/${file}`, 'utf8').split('\n');
      const main = lines.findIndex((line) => /^\s*- main\b/.test(line));
      const from = main >= 0 ? main : lines.findIndex((line) => line.startsWith('# Page snapshot'));
      const snapshot = lines.slice(Math.max(0, from));
      const end = snapshot.indexOf('```');
      return [`\n── the page when ${file.split('/')[0]} failed ──`, ...snapshot.slice(0, end < 0 ? linesEach : Math.min(end, linesEach))].join('\n');
    })
    .join('\n');
}
