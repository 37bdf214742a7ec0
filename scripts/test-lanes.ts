// Runs lanes of commands side by side, each lane's steps one after the other; every step runs even after one
// failed, so a run names all its failures. A streamed step prints line by line; any other prints whole when done.
import { spawn } from 'node:child_process';

export type Step = { readonly name: string; readonly command: string; readonly args: readonly string[]; readonly stream?: boolean };
export type Outcome = { readonly name: string; readonly seconds: number; readonly code: number };

const running = new Set<ReturnType<typeof spawn>>();
/** Stops every step still running (the runner itself was stopped). */
export const stopAll = (): void => running.forEach((child) => child.kill('SIGTERM'));

function runStep(step: Step, write: (text: string) => void): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let pending = '';
  const take = (chunk: string) => {
    pending += chunk;
    if (!step.stream) return;
    const end = pending.lastIndexOf('\n') + 1;
    write(pending.slice(0, end));
    pending = pending.slice(end);
  };
  // Decoded per stream, so a character whose bytes arrive in two chunks stays whole.
  child.stdout.setEncoding('utf8').on('data', take);
  child.stderr.setEncoding('utf8').on('data', take);
  return new Promise((resolve) => {
    const finish = (code: number) => {
      if (!running.delete(child)) return;
      const seconds = (Date.now() - started) / 1000;
      if (step.stream) write(pending && `${pending}\n`);
      else write(`── ${step.name} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${Math.round(seconds)} s) ──\n${pending}`);
      resolve({ name: step.name, seconds, code });
    };
    child.once('error', (error) => ((pending += `${error.message}\n`), finish(127)));
    child.once('close', (code) => finish(code ?? 1));
  });
}

export async function runLanes(lanes: readonly (readonly Step[])[], write: (text: string) => void): Promise<Outcome[]> {
  const done = await Promise.all(
    lanes.map(async (lane) => {
      const outcomes: Outcome[] = [];
      for (const step of lane) outcomes.push(await runStep(step, write));
      return outcomes;
    }),
  );
  return done.flat();
}

const duration = (seconds: number): string => {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

export function summary(outcomes: readonly Outcome[], seconds: number): string {
  const failed = outcomes.filter(({ code }) => code !== 0).length;
  const steps = `${outcomes.length} step${outcomes.length === 1 ? '' : 's'}`;
  const head = failed === 0 ? `npm test passed: ${steps}` : `npm test failed: ${failed} of ${steps}`;
  const width = Math.max(...outcomes.map(({ name }) => name.length));
  const rows = outcomes.map(
    ({ name, seconds: took, code }) => `  ${name.padEnd(width)}  ${duration(took).padStart(10)}  ${code === 0 ? 'passed' : `failed (exit ${code})`}`,
  );
  return [`${head} in ${duration(seconds)}`, ...rows].join('\n');
}
