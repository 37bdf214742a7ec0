import * as O from 'fp-ts/Option';
import { BRANCH_OPTIONS, BranchDeepLinkSource, decodeBranchSession, EMPTY_KEY_MESSAGE, type BranchSdk } from '../../src/adapters/branch-deep-link-source';
import { lazyDeepLinkSource } from '../../src/adapters/lazy-deep-link-source';
import { makeOpenDeepLink } from '../../src/application/open-deep-link';
import type { DeepLinkSource } from '../../src/application/ports/deep-link-source.port';

const LINK_DATA = {
  '+clicked_branch_link': true,
  $desktop_deeplink_path: '/chatbot',
  $deeplink_path: '/dashboard',
  breach_name: 'Adobe',
  source: 'hibp',
  utm_campaign: 'spring',
  '~channel': 'email',
  next: '//evil.example',
  token: 'secret-token',
  nested: { ignored: true },
};

// The real SDK cannot run here: its first call is a JSONP fingerprint request to the link domain,
// which jsdom does not execute. The stub answers the way the SDK's init callback does.
describe('BranchDeepLinkSource with the deep-link use-case', () => {
  it('reads a clicked link from the session data and the use-case rebuilds only our own route, with campaign tags only', async () => {
    const reported: unknown[] = [];
    const sdk: BranchSdk = {
      init: (_key, _options, callback) => setTimeout(() => callback(null, { data: JSON.stringify(LINK_DATA), data_parsed: LINK_DATA })),
    };
    const source = new BranchDeepLinkSource(
      'key_live_test',
      (error) => void reported.push(error),
      async () => sdk,
    );
    const replaced: string[] = [];
    const tracked: unknown[] = [];
    const openLink = makeOpenDeepLink({ deepLinks: source, analytics: { track: async (event) => void tracked.push(event) } });

    const route = await openLink((path) => void replaced.push(path));

    expect(reported).toEqual([]);
    expect(route).toEqual(O.some('/chatbot?utm_campaign=spring'));
    expect(replaced).toEqual(['/chatbot?utm_campaign=spring']);
    expect(JSON.stringify(tracked)).not.toContain('secret-token');
    expect(JSON.stringify(tracked)).not.toContain('evil.example');
  });
});

describe('BranchDeepLinkSource', () => {
  const stub = (answer: (callback: (error: unknown, data: unknown) => void) => void) => {
    const calls: unknown[][] = [];
    const sdk: BranchSdk = { init: (key, options, callback) => (calls.push([key, options]), answer(callback)) };
    return { calls, load: async () => sdk };
  };

  it('initialises with 2 retries 200 ms apart, 5000 ms per request and 7-day journeys', async () => {
    const { calls, load } = stub((callback) => callback(null, { data_parsed: { '+clicked_branch_link': false } }));

    await expect(new BranchDeepLinkSource('key_1', () => undefined, load).read()).resolves.toEqual(O.some({ '+clicked_branch_link': false }));
    expect(calls).toEqual([
      ['key_1', { retries: 2, retry_delay: 200, timeout: 5000, enableExtendedJourneysAssist: true, extendedJourneysAssistExpiryTime: 604800000 }],
    ]);
    expect(BRANCH_OPTIONS.extendedJourneysAssistExpiryTime).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it.each(['', '   '])('an empty key (%j) is reported as %s and reads as no link, loading nothing', async (key) => {
    const reported: unknown[] = [];
    let loads = 0;
    const source = new BranchDeepLinkSource(
      key,
      (error) => void reported.push(error),
      async () => ((loads += 1), stub(() => undefined).load()),
    );

    await expect(source.read()).resolves.toEqual(O.none);
    expect(reported).toEqual([new Error(EMPTY_KEY_MESSAGE)]);
    expect(loads).toBe(0);
  });

  it.each([
    ['an Error', new Error('Request timed out')],
    ['a string', 'Error in API: 0'],
  ])('an init failure (%s) is reported and reads as no link', async (_label, failure) => {
    const reported: unknown[] = [];
    const { load } = stub((callback) => callback(failure, null));

    await expect(new BranchDeepLinkSource('key_1', (error) => void reported.push(error), load).read()).resolves.toEqual(O.none);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(Error);
  });

  it('a blocked SDK chunk reads as no link', async () => {
    const reported: unknown[] = [];
    const source = new BranchDeepLinkSource(
      'key_1',
      (error) => void reported.push(error),
      () => Promise.reject(new Error('blocked')),
    );

    await expect(source.read()).resolves.toEqual(O.none);
    expect(reported).toHaveLength(1);
  });
});

describe('decodeBranchSession', () => {
  it.each([
    [null, O.none],
    ['data', O.none],
    [{}, O.none],
    [{ data_parsed: null }, O.none],
    [{ data_parsed: 'x' }, O.none],
    [{ data_parsed: {} }, O.some({})],
  ])('%j → %j', (data, expected) => {
    expect(decodeBranchSession(data)).toEqual(expected);
  });

  it('keeps flat values only, without prototype keys', () => {
    const parsed = JSON.parse('{"a":"x","b":1,"c":true,"d":null,"e":{"f":1},"g":[1],"h":1e999,"__proto__":{"p":1},"constructor":"x"}') as unknown;

    expect(decodeBranchSession({ data_parsed: parsed })).toEqual(O.some({ a: 'x', b: 1, c: true, d: null }));
  });
});

describe('lazyDeepLinkSource', () => {
  it('loads the adapter with the first read, once; code that cannot load is reported and reads as no link, and is asked for again', async () => {
    const reported: unknown[] = [];
    const link = O.some({ $deeplink_path: '/dashboard' });
    const adapter: DeepLinkSource = { read: async () => link };
    const load = jest.fn<Promise<DeepLinkSource>, []>().mockRejectedValueOnce(new Error('Loading chunk branch failed.')).mockResolvedValue(adapter);
    const source = lazyDeepLinkSource(load, (error, context) => void reported.push([error, context]));

    await expect(source.read()).resolves.toEqual(O.none);
    await expect(source.read()).resolves.toEqual(link);
    await expect(source.read()).resolves.toEqual(link);

    expect(load).toHaveBeenCalledTimes(2);
    expect(reported).toEqual([[new Error('Loading chunk branch failed.'), 'deep-link service did not start']]);
  });
});
