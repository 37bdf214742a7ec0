// The host's speed as Lighthouse measures it (its benchmark index: string building and array copying
// for half a second each, higher is faster), taken in a page before it is slowed down, so the bench's
// walks and visits report the same figure as its Lighthouse runs. Used by scripts/bench-browser.ts and
// scripts/vendor-tasks.ts.
import type { Page } from '@playwright/test';

// Inline loops only: named functions would pick up tsx's name-keeping helper, which the page lacks.
export const hostIndex = (page: Page): Promise<number> =>
  page.evaluate(() => {
    let start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let text = '';
      for (let j = 0; j < 10000; j++) text += 'a';
      if (text.length === 1) throw new Error('never: keeps the loop from being optimised away');
      iterations++;
    }
    const withGc = Math.round(iterations / 10 / ((Date.now() - start) / 1000));
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    start = Date.now();
    iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const from = iterations % 2 === 0 ? a : b;
      const to = iterations % 2 === 0 ? b : a;
      for (let j = 0; j < from.length; j++) to[j] = from[j]!;
      iterations++;
    }
    const withoutGc = Math.round(iterations / 10 / ((Date.now() - start) / 1000));
    return (withGc + withoutGc) / 2;
  });
