// `npm test`: the journeys start at once (their builds first), beside the type-check, lint and Jest, which
// run one after the other. Those are mostly single-threaded: run before the journeys, they left one of two
// cores idle for about three minutes.
// Usage: tsx scripts/test.ts
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
    process.exit(outcomes.every(({ code }) => code === 0) ? 0 : 1);
  },
);
