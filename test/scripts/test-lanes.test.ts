// `npm test`'s runner: lanes side by side, each lane's steps in order, every step run, one summary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLanes, summary, type Step } from '../../scripts/test-lanes';

const node = (name: string, code: string, stream = false): Step => ({ name, command: process.execPath, args: ['-e', code], stream });

async function run(lanes: Step[][]) {
  let printed = '';
  const outcomes = await runLanes(lanes, (text) => (printed += text));
  return { outcomes, printed };
}

it('runs the lanes side by side and the steps of a lane one after the other', async () => {
  // Each step leaves a mark in a shared file; the second lane's step waits for the first lane's first step to start.
  const marks = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lanes-')), 'marks');
  const mark = (text: string) => `require('fs').appendFileSync(${JSON.stringify(marks)}, ${JSON.stringify(text)});`;
  const has = (text: string) =>
    `require('fs').existsSync(${JSON.stringify(marks)}) && require('fs').readFileSync(${JSON.stringify(marks)}, 'utf8').includes(${JSON.stringify(text)})`;
  const after = (text: string, then: string) => `const until = () => (${has(text)} ? (${then}) : setTimeout(until, 20)); until();`;
  const { outcomes } = await run([
    [node('a1', `${mark('a1 ')} ${after('b1 ', '0')}`), node('a2', mark('a2 '))],
    [node('b1', after('a1 ', mark('b1 ').replace(/;$/, '')))],
  ]);
  expect(outcomes.map(({ name, code }) => [name, code])).toEqual([
    ['a1', 0],
    ['a2', 0],
    ['b1', 0],
  ]);
  expect(fs.readFileSync(marks, 'utf8')).toBe('a1 b1 a2 ');
  fs.rmSync(path.dirname(marks), { recursive: true });
});

it('runs the rest of a lane after a step fails, and the summary names the failure', async () => {
  const { outcomes, printed } = await run([[node('typecheck', 'process.exit(2)'), node('lint', 'console.log("lint ran")')]]);
  expect(outcomes.map(({ name, code }) => [name, code])).toEqual([
    ['typecheck', 2],
    ['lint', 0],
  ]);
  expect(printed).toContain('lint ran');
  const text = summary(outcomes, 75);
  expect(text).toMatch(/^npm test failed: 1 of 2 steps in 1 min 15 s/);
  expect(text).toMatch(/typecheck +\d+ s +failed \(exit 2\)/);
  expect(text).toMatch(/lint +\d+ s +passed/);
});

it("prints a buffered step's output whole, between the lines of a streamed one", async () => {
  const { printed } = await run([
    [node('journeys', 'for (let i = 0; i < 5; i++) process.stdout.write(`line ${i}\\n`);', true)],
    [node('lint', 'process.stdout.write("one"); process.stdout.write(" block\\n"); process.stderr.write("and its errors\\n")')],
  ]);
  // The block may come before, between or after the streamed lines (whenever lint ends), but never inside one.
  const block = /── lint \(passed, \d+ s\) ──\none block\nand its errors\n/;
  expect(printed).toMatch(new RegExp(`(^|\n)${block.source}`));
  expect(printed.replace(block, '')).toBe('line 0\nline 1\nline 2\nline 3\nline 4\n');
});

it('a summary of passes says so', () => {
  expect(summary([{ name: 'typecheck', seconds: 3, code: 0 }], 3)).toMatch(/^npm test passed: 1 step in 3 s\n +typecheck +3 s +passed/);
});

it('keeps a character whole when its bytes arrive in two pieces', async () => {
  const split = `process.stdout.write(Buffer.from([0xe2])); setTimeout(() => process.stdout.write(Buffer.from([0x9c, 0x93, 0x0a])), 50);`;
  const { printed } = await run([[node('journeys', split, true)], [node('lint', split)]]);
  expect(printed).not.toContain('\uFFFD');
  expect(printed.match(/✓\n/g)).toHaveLength(2);
});
