import { ANSWERING_A_KEY, OURS, interactions, longestOurs, longestVendors, ownerOf, slowestKey } from '../../scripts/vendor-tasks';

const ORIGIN = 'http://127.0.0.1:4173';
const script = (url: string, invokerType: string, invoker: string) => ({ start: 0, ms: 60, url, invokerType, invoker });

describe('who ran a long task of a vendor visit', () => {
  it('is the vendor whose chunk, or third-party script, ran longest in it', () => {
    expect(ownerOf(script(`${ORIGIN}/assets/amplitude.0123abcd.js`, 'user-callback', 'TimerHandler:setTimeout'), ORIGIN)).toBe('amplitude');
    expect(ownerOf(script('https://widget.intercom.io/widget/app', 'classic-script', 'https://widget.intercom.io/widget/app'), ORIGIN)).toBe(
      'widget.intercom.io',
    );
  });

  it("is a vendor's start-up step for a timer with no script of its own (an adapter's step resolving its promise)", () => {
    expect(ownerOf(script('', 'user-callback', 'TimerHandler:setTimeout'), ORIGIN)).toBe('vendor start-up step');
  });

  it("is ours for our chunks, a promise's continuation in them, or no script at all", () => {
    expect(ownerOf(script(`${ORIGIN}/assets/shell.0123abcd.js`, 'classic-script', `${ORIGIN}/assets/shell.0123abcd.js`), ORIGIN)).toBe(OURS);
    expect(ownerOf(script(`${ORIGIN}/assets/start.0123abcd.js`, 'resolve-promise', 'Window.fetch.then'), ORIGIN)).toBe(OURS);
    expect(ownerOf(undefined, ORIGIN)).toBe(OURS);
  });

  it("sets apart our answer to a typed key, which the key's own time to paint holds", () => {
    expect(ownerOf(script(`${ORIGIN}/assets/946.0123abcd.js`, 'event-listener', 'DIV#root.oninput'), ORIGIN)).toBe(ANSWERING_A_KEY);
    expect(ownerOf(script(`${ORIGIN}/assets/946.0123abcd.js`, 'event-listener', 'MessagePort.onmessage'), ORIGIN)).toBe(OURS);
  });
});

describe("a vendor visit's figures", () => {
  const task = (at: number, ms: number, by: string) => ({ at, ms, by, longestScript: '' });
  const run = {
    settledAt: 1000,
    longTasks: [task(300, 500, OURS), task(1200, 70, OURS), task(1300, 90, 'sentry'), task(1400, 80, ANSWERING_A_KEY), task(1500, 60, 'vendor start-up step')],
  };

  it("takes ours only once the page's load is over, and never a key's answer", () => {
    expect(longestOurs(run)).toBe(70);
    expect(longestOurs({ ...run, settledAt: 1250 })).toBe(0);
  });

  it("takes the vendors' own from the whole visit", () => {
    expect(longestVendors(run)).toBe(90);
    expect(longestVendors({ longTasks: [] })).toBe(0);
  });

  it('times each key from its first entry, as the longest of its entries, from the moment typing began', () => {
    const timings = [
      { at: 500, ms: 200, id: 1 },
      { at: 1100, ms: 40, id: 2 },
      { at: 1100, ms: 56, id: 2 },
      { at: 1300, ms: 24, id: 3 },
    ];
    expect(interactions(timings, 1000)).toEqual([56, 24]);
  });

  it('counts a visit whose keys all painted under Event Timing’s 16 ms threshold as 16 ms', () => {
    expect(slowestKey({ keys: { typed: 12, timed: [] } })).toBe(16);
    expect(slowestKey({ keys: { typed: 12, timed: [24, 104, 40] } })).toBe(104);
  });
});
