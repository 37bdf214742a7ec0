// Real mode: the hosted pages' `/logout?client_id=…&logout_uri=…`, opened in this tab (their session cookie is theirs, so only a visit ends it).
import * as E from 'fp-ts/Either';
import type { HostedSignOut, HostedSignOutReturn } from '../../application/ports/hosted-sign-out.port';

/** In sessionStorage while the browser is away at the hosted sign-out: only this tab's return counts. */
export const HOSTED_SIGN_OUT_MARK = 'protect.hostedSignOut';

export type RedirectHostedSignOutConfig = {
  /** The hosted pages' origin, e.g. https://auth.protect.example */
  readonly domain: string;
  readonly clientId: string;
  /** Where the hosted sign-out sends the browser back to; must be on this app's origin. */
  readonly signOutUrl: string;
};

export type BrowserPlace = {
  readonly location: Pick<Location, 'origin' | 'href' | 'assign'>;
  readonly history: Pick<History, 'replaceState' | 'state'>;
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const sameOrigin = (url: string, origin: string): URL | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed : undefined;
  } catch {
    return undefined;
  }
};

export class RedirectHostedSignOut implements HostedSignOut {
  constructor(
    private readonly config: RedirectHostedSignOutConfig,
    private readonly browser: BrowserPlace,
  ) {}

  async start(): Promise<E.Either<'Failed', void>> {
    // Never send the browser to a return URL outside this app, whatever was configured.
    if (!sameOrigin(this.config.signOutUrl, this.browser.location.origin)) return E.left('Failed');
    const logout = new URL('/logout', this.config.domain);
    logout.searchParams.set('client_id', this.config.clientId);
    logout.searchParams.set('logout_uri', this.config.signOutUrl);
    try {
      this.browser.storage.setItem(HOSTED_SIGN_OUT_MARK, '1');
      // The one computed navigation: the configured hosted domain's fixed /logout, the return URL checked above to be this app's.
      // eslint-disable-next-line no-restricted-syntax
      this.browser.location.assign(logout.toString());
      return E.right(undefined);
    } catch {
      this.browser.storage.removeItem(HOSTED_SIGN_OUT_MARK);
      return E.left('Failed');
    }
  }

  /**
   * Done when the browser came back to the return URL; failed when it came back with an OAuth error
   * (`error`, as the hosted pages report one) or anywhere else (the person left their error page).
   * The error is taken off the address bar.
   */
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
