/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
// The inline script every page starts with, run as the browser runs it, against the bundle's own rules.
import { LINK_SEARCH_STATE_KEY, linkScrubScript, scrubLinkUrl, scrubVerifyCodeLink } from '../../src/start-up/verify-code-link';
import { encodeVerifyCodeToken } from '../../src/wire/verify-code-token';

const payload = { username: 'ada@example.com', code: '123456', userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10' };

describe('the inline link scrub (before the first paint)', () => {
  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    new Function(linkScrubScript())();
    return { address: `${window.location.pathname}${window.location.search}`, state: window.history.state as unknown };
  };

  it('takes a link token, code and address off the address bar and keeps the query in the entry state, which the bundle then decodes', () => {
    const search = `?token=${encodeVerifyCodeToken(payload)}&next=%2Fchatbot`;
    const { address, state } = run(`/verify-code${search}`);

    expect(address).toBe('/verify-code?next=%2Fchatbot');
    expect(state).toEqual({ [LINK_SEARCH_STATE_KEY]: search });
    scrubVerifyCodeLink();
    expect(window.history.state).toEqual({ usr: { prefill: payload }, key: 'default', idx: 0 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/verify-code?next=%2Fchatbot');
  });

  it.each([
    ['/verify-code?username=ada%40example.com&authCodeUserAlias=abc&from=%2Fsign-up', '/verify-code?from=%2Fsign-up'],
    ['/dashboard?token=abc&subscribed=true', '/dashboard?subscribed=true'],
    ['/chatbot?breach_name=Adobe&source=hibp&utm_source=mail', '/chatbot?utm_source=mail'],
    ['/signing?docusealSlug=contract-1', '/signing'],
  ])('leaves the same address as the bundle would (%s)', (path, clean) => {
    const url = new URL(path, 'http://x');
    expect(run(path).address).toBe(clean);
    expect(scrubLinkUrl(url.pathname, url.search)?.cleanPath).toBe(clean);
  });

  it('moves a breach or signing document named by a link into the entry state, where the route loaders read it', () => {
    run('/chatbot?breach_name=Adobe%20%26%20Co&source=hibp');
    scrubVerifyCodeLink();
    expect(window.history.state).toEqual({ usr: { carried: { breach_name: 'Adobe & Co', source: 'hibp' } }, key: 'default', idx: 0 });
    expect(window.location.href).not.toContain('Adobe');

    run('/signing?docusealSlug=contract-1');
    scrubVerifyCodeLink();
    expect(window.history.state).toEqual({ usr: { carried: { docusealSlug: 'contract-1' } }, key: 'default', idx: 0 });
    expect(window.location.href).not.toContain('contract-1');
  });

  it.each(['/dashboard?subscribed=true', '/chatbot', '/signing?signed=true', '/sign-in?next=%2Fdashboard', '/verify-code?from=%2Fsign-in', '/?token=abc'])(
    'leaves %s alone',
    (path) => {
      window.history.replaceState({ kept: 1 }, '', path);
      new Function(linkScrubScript())();
      expect(`${window.location.pathname}${window.location.search}`).toBe(path);
      expect(window.history.state).toEqual({ kept: 1 });
    },
  );
});
