import * as O from 'fp-ts/Option';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { DEFAULT_REGION } from '../../../domain/region';
import type { AppServices } from '../../app-services';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { DashboardView } from './dashboard.view';
import { DashboardViewModel } from './dashboard.view-model';

type LoaderData = { readonly vm: DashboardViewModel; readonly editProfile: boolean };

/** `?subscribed=true` thanks a new subscriber; `?editProfile=true` opens the profile editor once the profile is there. */
export const makeLoader = (services: AppServices) => {
  let stopFollowing = () => {};
  return async ({ request }: LoaderFunctionArgs): Promise<LoaderData> => {
    const session = O.toNullable(await services.getCurrentSession());
    const search = new URL(request.url).searchParams;
    const { dashboard, analytics } = services;
    const vm = new DashboardViewModel(
      { ...dashboard, analytics, changeRegion: services.auth.region.change, reportError: services.reportError },
      { email: session?.email ?? '', region: session?.region ?? DEFAULT_REGION, subscribed: search.get('subscribed') === 'true' },
    );
    // From before its reads start, as a refusal of this page's token may bring new ones; only the latest dashboard follows the session.
    stopFollowing();
    stopFollowing = services.sessionEvents.subscribe((event) => {
      if (event.type === 'renewed') vm.setSignedInAs(event.session.email);
    });
    void vm.load();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a query parameter's name
    return { vm, editProfile: search.get('editProfile') === 'true' };
  };
};

/** The same URL again (history state consumed) keeps the loaded dashboard. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href;

function verifyLinkOf(state: unknown): { address: string; code: string } {
  const link = (state as { emailVerify?: { address?: unknown; code?: unknown } } | null)?.emailVerify;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { address: text(link?.address), code: text(link?.code) };
}

export function Component() {
  const { vm, editProfile } = useLoaderData() as LoaderData;
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle('Dashboard');

  usePageView(vm.input.subscribed ? 'subscribe success' : 'dashboard');
  useEffect(() => {
    if (editProfile) void vm.editProfileWhenLoaded();
  }, [vm, editProfile]);
  useEffect(() => {
    const reconnected = () => void vm.retryFailed();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [vm]);
  const { address, code } = verifyLinkOf(location.state);
  useEffect(() => {
    if (address === '') return;
    vm.emailManager.startVerify(address, code);
    // An added address's link opens its verify step once: a reload must not reopen it, nor the code linger in history state.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [vm, address, code, navigate, location.pathname, location.search]);
  return <DashboardView vm={vm} />;
}
