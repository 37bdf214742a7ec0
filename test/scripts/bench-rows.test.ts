import { overLibraries } from '../../scripts/bench-rows';

describe("script before data over the card's libraries", () => {
  const rule = { max: 30 };

  it('judges each run less the libraries, and shows the libraries as the floor', () => {
    expect(overLibraries('script', [199.3, 199.3], 147.5, rule)).toEqual({
      what: 'script',
      page: '199.3 KB',
      floor: '147.5 KB',
      judged: '+51.8 KB',
      budget: "≤ +30 KB over the card's libraries",
      verdict: 'over',
    });
  });

  it('is within budget up to 30 KB over them', () => {
    expect(overLibraries('script', [170, 177.5, 175], 147.5, rule)).toMatchObject({ page: '175.0 KB (170.0–177.5)', judged: '+27.5 KB', verdict: 'ok' });
  });
});
