/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
// app.html's dashboard frame, its template and script as the build writes them after the root, run as the browser runs them.
import { dashboardFrameSlot } from '../../src/start-up/dashboard-frame';

const PREFIX = 'CognitoIdentityServiceProvider.client-1';
const FRAME = '<div class="app" inert=""><header class="site-header">Protect</header><footer>© <span class="site-footer__year">2001</span></footer></div>';
const offline = { mode: 'offline' } as const;
const real = { mode: 'real', cognito: { clientId: 'client-1' } } as const;

/** The page as parsed up to the script, then the script run. */
const CHUNKS = ['/assets/648.js', '/assets/dashboard.js'];
const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));

function startPage(path: string, config: typeof offline | typeof real, frame = FRAME): HTMLElement {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  const slot = dashboardFrameSlot(config, CHUNKS);
  const script = /<script>([\s\S]*)<\/script>/.exec(slot)?.[1] ?? '';
  document.body.innerHTML = `<div id="root"></div>${slot.replace(/<script>[\s\S]*<\/script>/, '').replace('></template>', `>${frame}</template>`)}`;
  new Function(script)();
  return document.getElementById('root') as HTMLElement;
}

const storeCognito = (tokens: Record<string, string>) => {
  localStorage.setItem(`${PREFIX}.LastAuthUser`, 'u1');
  for (const [name, value] of Object.entries(tokens)) localStorage.setItem(`${PREFIX}.u1.${name}`, value);
};

beforeEach(() => localStorage.clear());

describe("the dashboard's frame in app.html", () => {
  it("offline: on /dashboard with the stand-in's stored session, the frame fills the root, with this year in its footer", () => {
    localStorage.setItem('protect.offline.session', '{}');
    const root = startPage('/dashboard', offline);

    expect(root.querySelector('.app[inert] .site-header')?.textContent).toBe('Protect');
    expect(root.querySelector('.site-footer__year')?.textContent).toBe(String(new Date().getFullYear()));
    expect(root.children).toHaveLength(1);
  });

  it('shows the frame of the page’s language, and none when the build holds no frame in it', () => {
    localStorage.setItem('protect.offline.session', '{}');
    const german = FRAME.replace('Protect</header>', 'Protect · Übersicht</header>');
    window.history.replaceState(null, '', '/dashboard');
    const slot = dashboardFrameSlot(offline, CHUNKS);
    const script = /<script>([\s\S]*)<\/script>/.exec(slot)?.[1] ?? '';
    const template = slot.replace(/<script>[\s\S]*<\/script>/, '');
    const withFrames =
      template.replace('></template>', `>${FRAME}</template>`) +
      template.replace('id="dashboard-frame"', 'id="dashboard-frame-de"').replace('></template>', `>${german}</template>`);
    for (const [language, header] of [
      ['de', 'Protect · Übersicht'],
      ['en', 'Protect'],
      ['fr', undefined],
    ] as const) {
      document.documentElement.lang = language;
      document.body.innerHTML = `<div id="root"></div>${withFrames}`;
      new Function(script)();
      expect(document.querySelector('#root .site-header')?.textContent).toBe(header);
    }
    document.documentElement.lang = 'en';
  });

  it('with the frame, the catalogue of the page’s language is asked for at once too', () => {
    localStorage.setItem('protect.offline.session', '{}');
    window.history.replaceState(null, '', '/dashboard');
    const slot = dashboardFrameSlot(offline, CHUNKS, { en: ['/assets/messages-en.js'], de: ['/assets/messages-de.js'] });
    const script = /<script>([\s\S]*)<\/script>/.exec(slot)?.[1] ?? '';
    document.head.innerHTML = '';
    document.documentElement.lang = 'de';
    document.body.innerHTML = `<div id="root"></div>${slot
      .replace(/<script>[\s\S]*<\/script>/, '')
      .replace('></template>', `>${FRAME}</template>`)
      .replace('id="dashboard-frame"', 'id="dashboard-frame-de"')}`;
    new Function(script)();
    document.documentElement.lang = 'en';
    expect(preloaded()).toEqual([...CHUNKS, '/assets/messages-de.js']);
  });

  it("with the frame, the dashboard route's chunks are asked for at once, not after the app's start", () => {
    localStorage.setItem('protect.offline.session', '{}');
    startPage('/dashboard', offline);

    expect(preloaded()).toEqual(CHUNKS);
  });

  it("real: on /dashboard with the Cognito library's tokens for its last user, the frame fills the root", () => {
    storeCognito({ idToken: 'id', accessToken: 'access' });

    expect(startPage('/dashboard', real).querySelector('.site-header')).not.toBeNull();
  });

  it.each([
    ['another page', '/sign-in', offline, () => localStorage.setItem('protect.offline.session', '{}')],
    ['no stored session (offline)', '/dashboard', offline, () => undefined],
    ['no stored session (real)', '/dashboard', real, () => undefined],
    ['the last user without an access token', '/dashboard', real, () => storeCognito({ idToken: 'id' })],
    ["another mode's session", '/dashboard', real, () => localStorage.setItem('protect.offline.session', '{}')],
  ])('%s: the root stays empty', (_case, path, config, store) => {
    store();

    expect(startPage(path, config).childNodes).toHaveLength(0);
    expect(preloaded()).toEqual([]);
  });

  it('a build without a captured frame (an empty template) leaves the root empty', () => {
    localStorage.setItem('protect.offline.session', '{}');

    expect(startPage('/dashboard', offline, '').childNodes).toHaveLength(0);
  });

  it('storage that throws leaves the root empty and the page running', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('refused');
    });

    expect(startPage('/dashboard', offline).childNodes).toHaveLength(0);
    getItem.mockRestore();
  });
});
