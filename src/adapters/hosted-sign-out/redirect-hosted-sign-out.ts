// The hosted pages' session cookie is theirs, so only a visit to their /logout ends it.
import * as E from 'fp-ts/Either';
import type { HostedSignOut, HostedSignOutReturn } from '../../application/ports/hosted-sign-out.port';

/** In sessionStorage: only this tab's return counts. */
export const HOSTED_SIGN_OUT_MARK = 'protect.hostedSignOut';

export type RedirectHostedSignOutConfig = { readonly domain: string; readonly clientId: string; readonly signOutUrl: string };

export type BrowserPlace = {
  readonly location: Pick<Location, 'origin' | 'href' | 'assign'>;
  readonly history: Pick<History, 'replaceState' | 'state'>;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const isSameOrigin = (url: string, origin: string): boolean => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

export class RedirectHostedSignOut implements HostedSignOut {
  constructor(
    private readonly config: RedirectHostedSignOutConfig,
    private readonly browser: BrowserPlace,
  ) {}

  async start(): Promise<E.Either<'Failed', void>> {
    // Never send the browser to a return URL outside this app, whatever was configured.
    if (!isSameOrigin(this.config.signOutUrl, this.browser.location.origin)) return E.left('Failed');
    const logout = new URL('/logout', this.config.domain);
    logout.searchParams.set('client_id', this.config.clientId);
    logout.searchParams.set('logout_uri', this.config.signOutUrl);
    try {
      this.browser.storage.setItem(HOSTED_SIGN_OUT_MARK, '1');
      // The one computed navigation: the configured domain's /logout, with a return URL checked to be this app's.
      // eslint-disable-next-line no-restricted-syntax
      this.browser.location.assign(logout.toString());
      return E.right(undefined);
    } catch {
      this.browser.storage.removeItem(HOSTED_SIGN_OUT_MARK);
      return E.left('Failed');
    }
  }

  /** Failed when the browser came back with an OAuth `error` (taken off the address bar) or anywhere but the return URL. */
  takeReturn(): HostedSignOutReturn {
    if (this.browser.storage.getItem(HOSTED_SIGN_OUT_MARK) === null) return 'none';
    this.browser.storage.removeItem(HOSTED_SIGN_OUT_MARK);
    const here = new URL(this.browser.location.href);
    const back = new URL(this.config.signOutUrl);
    const failed = here.searchParams.has('error');
    if (failed) {
      here.searchParams.delete('error');
      here.searchParams.delete('error_description');
      this.browser.history.replaceState(this.browser.history.state, '', `${here.pathname}${here.search}${here.hash}`);
    }
    return !failed && here.origin === back.origin && here.pathname === back.pathname ? 'done' : 'failed';
  }
}
