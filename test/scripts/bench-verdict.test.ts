import {
  REFERENCE_HOST,
  exitCodeOf,
  judgeAgainstFloor,
  judgeAlone,
  judgeRatioToFloor,
  slowDownFor,
  spreadOf,
  staticSnapshot,
  stripScripts,
  summaryOf,
} from '../../scripts/bench-verdict';

describe('spreadOf', () => {
  it('gives the median, min and max of any order of runs', () => {
    expect(spreadOf([964, 1145, 870, 1010, 900])).toEqual({ median: 964, min: 870, max: 1145 });
  });

  it('takes the mean of the two middle runs when their number is even', () => {
    expect(spreadOf([10, 40, 20, 30])).toEqual({ median: 25, min: 10, max: 40 });
  });

  it('is the run itself for one run', () => {
    expect(spreadOf([7])).toEqual({ median: 7, min: 7, max: 7 });
  });

  it('refuses no runs', () => {
    expect(() => spreadOf([])).toThrow(/no runs/);
  });
});

describe('judgeAgainstFloor', () => {
  const lcp = { maxDifference: 150, maxFloorSpread: 200 };

  it('is ok when the page is within the budget of its floor', () => {
    const judged = judgeAgainstFloor([900, 950, 1000, 920, 940], [850, 860, 870, 880, 840], lcp);

    expect(judged.verdict).toBe('ok');
    expect(judged.page).toEqual({ median: 940, min: 900, max: 1000 });
    expect(judged.floor).toEqual({ median: 860, min: 840, max: 880 });
  });

  it('is over when the page exceeds its floor by more than the budget', () => {
    expect(judgeAgainstFloor([1100, 1090, 1120, 1080, 1110], [850, 860, 870, 880, 840], lcp).verdict).toBe('over');
  });

  it('judges the median of the run-by-run differences, so a busy stretch of the machine cancels out', () => {
    // Busy from page run 3 to page run 5: three page runs slowed by 150 ms, but only two floor runs.
    const judged = judgeAgainstFloor([900, 910, 1060, 1070, 1080], [850, 860, 1010, 1020, 870], lcp);

    expect(judged.difference).toBe(50);
    expect(judged.verdict).toBe('ok');
  });

  it('is too noisy when the floor spreads more than the threshold, whatever the page did', () => {
    const floor = [800, 850, 900, 950, 1001];

    expect(judgeAgainstFloor([5000, 5000, 5000, 5000, 5000], floor, lcp).verdict).toBe('too noisy');
    expect(judgeAgainstFloor([800, 850, 900, 950, 1001], floor, lcp).verdict).toBe('too noisy');
  });

  it('judges a floor spread exactly at the threshold, and a difference exactly at the budget is ok', () => {
    expect(judgeAgainstFloor([950, 1000, 1150, 1150, 1200], [800, 850, 1000, 1000, 1000], lcp)).toMatchObject({ difference: 150, verdict: 'ok' });
  });

  it('counts points lost below the floor when higher is better (the score)', () => {
    const score = { maxDifference: 5, maxFloorSpread: 8, higherIsBetter: true };

    expect(judgeAgainstFloor([96, 97, 95, 96, 98], [100, 100, 99, 100, 100], score)).toMatchObject({ difference: 4, verdict: 'ok' });
    expect(judgeAgainstFloor([90, 91, 92, 90, 91], [100, 100, 99, 100, 100], score)).toMatchObject({ difference: 9, verdict: 'over' });
  });

  it('refuses runs that do not pair up', () => {
    expect(() => judgeAgainstFloor([1, 2, 3], [1, 2], lcp)).toThrow(/pair/);
  });
});

describe('judgeRatioToFloor', () => {
  const lcp = { maxRatio: 1.3, maxFloorSpread: 200 };

  it('judges the median of the run-by-run ratios of page to floor', () => {
    const judged = judgeRatioToFloor([1000, 1100, 1300, 1040, 1200], [1000, 1000, 1000, 800, 1000], lcp);

    expect(judged.difference).toBeCloseTo(1.2);
    expect(judged.verdict).toBe('ok');
    expect(judged.page).toEqual({ median: 1100, min: 1000, max: 1300 });
  });

  it('is over above the ratio, and a ratio exactly at it is ok', () => {
    expect(judgeRatioToFloor([1400, 1400, 1400], [1000, 1000, 1000], lcp).verdict).toBe('over');
    expect(judgeRatioToFloor([1300, 1300, 1300], [1000, 1000, 1000], lcp).verdict).toBe('ok');
  });

  it('is too noisy when the floor spreads more than the threshold', () => {
    expect(judgeRatioToFloor([9000, 9000, 9000], [800, 900, 1001], lcp).verdict).toBe('too noisy');
  });

  it('refuses runs that do not pair up, and a floor run of zero', () => {
    expect(() => judgeRatioToFloor([1, 2, 3], [1, 2], lcp)).toThrow(/pair/);
    expect(() => judgeRatioToFloor([1, 2], [1, 0], lcp)).toThrow(/zero/);
  });
});

describe('judgeAlone', () => {
  const interaction = { max: 100, maxSpread: 120 };

  it('judges the median of the runs against an absolute budget', () => {
    expect(judgeAlone([72, 80, 64, 90, 150], interaction)).toMatchObject({ runs: { median: 80, min: 64, max: 150 }, verdict: 'ok' });
    expect(judgeAlone([110, 120, 104, 130, 136], interaction).verdict).toBe('over');
  });

  it('is too noisy when its own runs spread more than the threshold', () => {
    expect(judgeAlone([60, 70, 80, 90, 200], interaction).verdict).toBe('too noisy');
  });

  it('needs no threshold for a deterministic figure', () => {
    expect(judgeAlone([182.6], { max: 200 }).verdict).toBe('ok');
    expect(judgeAlone([1], { max: 0 }).verdict).toBe('over');
  });
});

describe('exitCodeOf and summaryOf', () => {
  const rows = (...verdicts: ('ok' | 'over' | 'too noisy')[]) => verdicts.map((verdict, index) => ({ what: `figure ${index + 1}`, verdict }));

  it('fails only on a real over verdict', () => {
    expect(exitCodeOf(rows('ok', 'ok'))).toBe(0);
    expect(exitCodeOf(rows('ok', 'too noisy'))).toBe(0);
    expect(exitCodeOf(rows('too noisy', 'over'))).toBe(1);
  });

  it('names what is over and what could not be judged', () => {
    expect(summaryOf(rows('ok', 'ok'))).toEqual(['bench: every budget met']);
    expect(summaryOf(rows('ok', 'too noisy', 'too noisy'))).toEqual([
      'bench: TOO NOISY TO JUDGE (neither pass nor fail; run again on a quieter machine): figure 2; figure 3',
      'bench: every figure judged is within its budget',
    ]);
    expect(summaryOf(rows('over', 'too noisy'))).toEqual([
      'bench: TOO NOISY TO JUDGE (neither pass nor fail; run again on a quieter machine): figure 2',
      'bench: OVER BUDGET: figure 1',
    ]);
  });
});

describe('stripScripts', () => {
  it('removes every script element, external, inline or module, and keeps the rest', () => {
    const html =
      '<!doctype html><html><head><title>T</title><script defer src=/assets/runtime.1.js></script><script defer="" src="/assets/shell.2.js"></script>' +
      '<style>body{color:red}</style><link href=/assets/shell.3.css rel=stylesheet></head><body><div id="root"><h1>Hi</h1></div>' +
      '<script>requestAnimationFrame(function(){setTimeout(function(){["/assets/a.js"].forEach(function(src){var s=document.createElement("script");s.src=src;document.body.appendChild(s)})},0)})</script>' +
      '<SCRIPT type="module">\nimport "/x.js";\n</SCRIPT><script charset="utf-8" data-webpack="protect:chunk-9" src="/assets/9.js"></script></body></html>';

    expect(stripScripts(html)).toBe(
      '<!doctype html><html><head><title>T</title><style>body{color:red}</style><link href=/assets/shell.3.css rel=stylesheet></head><body><div id="root"><h1>Hi</h1></div></body></html>',
    );
  });

  it('removes links that fetch scripts ahead (preload, modulepreload, prefetch) and keeps stylesheets and other preloads', () => {
    const html =
      '<head><link rel="preload" as="script" href="/assets/a.js"><link href=/assets/b.js rel=preload as=script><link rel=modulepreload href=/m.js>' +
      '<link rel="prefetch" href="/assets/dashboard.4.js"><link rel="stylesheet" href="/assets/dashboard.5.css"><link rel="preload" as="font" href="/f.woff2" crossorigin></head>';

    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/dashboard.5.css"><link rel="preload" as="font" href="/f.woff2" crossorigin></head>',
    );
  });

  it('leaves text that only mentions a script alone', () => {
    expect(stripScripts('<p>Your script &lt;script&gt; was blocked</p>')).toBe('<p>Your script &lt;script&gt; was blocked</p>');
  });
});

describe('staticSnapshot', () => {
  it('turns a rendered document into a standards-mode page with no script', () => {
    expect(staticSnapshot('<html lang="en"><head><script src="/a.js"></script></head><body><main>Data</main></body></html>')).toBe(
      '<!doctype html>\n<html lang="en"><head></head><body><main>Data</main></body></html>',
    );
  });
});

describe('slowDownFor', () => {
  it('is the reference slow-down on the reference host', () => {
    expect(slowDownFor(REFERENCE_HOST.index)).toBe(REFERENCE_HOST.slowDown);
  });

  it('slows a slower host down less and a faster one more, so the page sees the same speed', () => {
    expect(slowDownFor(REFERENCE_HOST.index / 2)).toBe(REFERENCE_HOST.slowDown / 2);
    expect(slowDownFor(REFERENCE_HOST.index * 1.5)).toBe(REFERENCE_HOST.slowDown * 1.5);
    for (const index of [600, 800, 1250, 2000, 2600]) expect(index / slowDownFor(index)).toBeCloseTo(REFERENCE_HOST.index / REFERENCE_HOST.slowDown, 6);
  });

  it('never speeds the page up: a host slower than the target runs at full speed', () => {
    expect(slowDownFor(REFERENCE_HOST.index / REFERENCE_HOST.slowDown / 3)).toBe(1);
  });

  it('refuses an index that is not a measurement', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => slowDownFor(index)).toThrow('host index');
  });
});
