import * as E from 'fp-ts/Either';
import { HOSTED_SIGN_OUT_MARK, RedirectHostedSignOut } from '../../../src/adapters/hosted-sign-out/redirect-hosted-sign-out';
import { OfflineHostedSignOut } from '../../../src/adapters/hosted-sign-out/offline-hosted-sign-out';
import { createStorageFaultSwitch, FAULTS_STORAGE_KEY } from '../../../src/stand-ins/faults/storage-fault-switch';

function browserAt(href: string) {
  const stored = new Map<string, string>();
  const assigned: string[] = [];
  const replaced: string[] = [];
  const browser = {
    location: { origin: new URL(href).origin, href, assign: (url: string | URL) => void assigned.push(String(url)) },
    history: { state: null, replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void replaced.push(String(url)) },
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  };
  return { browser, stored, assigned, replaced };
}

const config = { domain: 'https://auth.protect.example', clientId: 'client-1', signOutUrl: 'https://app.protect.example/sign-in' };

describe('RedirectHostedSignOut', () => {
  it('opens the hosted /logout with the client id and the return URL, and marks this tab', async () => {
    const { browser, stored, assigned } = browserAt('https://app.protect.example/dashboard');
    expect(await new RedirectHostedSignOut(config, browser).start()).toEqual(E.right(undefined));
    expect(assigned).toEqual(['https://auth.protect.example/logout?client_id=client-1&logout_uri=https%3A%2F%2Fapp.protect.example%2Fsign-in']);
    expect(stored.get(HOSTED_SIGN_OUT_MARK)).toBe('1');
  });

  it('refuses a return URL outside this app, and goes nowhere', async () => {
    const { browser, assigned } = browserAt('https://other.protect.example/');
    expect(await new RedirectHostedSignOut(config, browser).start()).toEqual(E.left('Failed'));
    expect(await new RedirectHostedSignOut({ ...config, signOutUrl: 'not a url' }, browserAt('https://app.protect.example/').browser).start()).toEqual(
      E.left('Failed'),
    );
    expect(assigned).toEqual([]);
  });

  it('fails when the browser will not leave', async () => {
    const { browser, stored } = browserAt('https://app.protect.example/');
    browser.location.assign = () => {
      throw new Error('blocked');
    };
    expect(await new RedirectHostedSignOut(config, browser).start()).toEqual(E.left('Failed'));
    expect(stored.has(HOSTED_SIGN_OUT_MARK)).toBe(false);
  });

  it('reads the return once: done at the return URL, failed with an OAuth error (taken off the address) or anywhere else', () => {
    const back = browserAt('https://app.protect.example/sign-in');
    expect(new RedirectHostedSignOut(config, back.browser).takeReturn()).toBe('none');
    back.stored.set(HOSTED_SIGN_OUT_MARK, '1');
    expect(new RedirectHostedSignOut(config, back.browser).takeReturn()).toBe('done');
    expect(new RedirectHostedSignOut(config, back.browser).takeReturn()).toBe('none');

    const withError = browserAt('https://app.protect.example/sign-in?error=server_error&error_description=x');
    withError.stored.set(HOSTED_SIGN_OUT_MARK, '1');
    expect(new RedirectHostedSignOut(config, withError.browser).takeReturn()).toBe('failed');
    expect(withError.replaced).toEqual(['/sign-in']);

    const elsewhere = browserAt('https://app.protect.example/dashboard');
    elsewhere.stored.set(HOSTED_SIGN_OUT_MARK, '1');
    expect(new RedirectHostedSignOut(config, elsewhere.browser).takeReturn()).toBe('failed');
  });
});

describe('OfflineHostedSignOut', () => {
  it('succeeds at once, and fails with the hostedSignOut fault', async () => {
    const stored = new Map<string, string>();
    const hosted = new OfflineHostedSignOut(createStorageFaultSwitch({ getItem: (key) => stored.get(key) ?? null }, async () => undefined));
    expect(await hosted.start()).toEqual(E.right(undefined));
    expect(hosted.takeReturn()).toBe('none');
    stored.set(FAULTS_STORAGE_KEY, JSON.stringify({ hostedSignOut: { error: 'server_error' } }));
    expect(await hosted.start()).toEqual(E.left('Failed'));
  });
});
