import * as O from 'fp-ts/Option';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthSession } from '../../../domain/auth/session/auth-session';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useServices } from '../../services-context';
import { useViewModel } from '../../components/use-view-model';
import { BreachesArea, ProfileArea, RemovalArea, SubscriptionArea } from './dashboard-areas.view';
import { DashboardViewModel } from './dashboard.view-model';
import { EmailDialogs } from './email-dialogs.view';
import { EmailManagerViewModel } from './email-manager.view-model';
import { ProfileEditor } from './profile-editor.view';
import { ProfileEditorViewModel } from './profile-editor.view-model';

/** `/dashboard` (spec §2): every area loads at once and renders, or fails, on its own. */
export function Component() {
  const { dashboard, getCurrentSession, analytics } = useServices();
  useDocumentTitle('Dashboard');
  const [session, setSession] = useState<AuthSession | null>(null);
  useEffect(() => {
    void getCurrentSession().then((s) => setSession(O.toNullable(s)));
  }, [getCurrentSession]);
  return <Dashboard analytics={analytics} deps={dashboard} greeting={session?.email ?? ''} region={session?.region ?? 'US'} />;
}

function Dashboard({ analytics, deps, greeting, region }: { analytics: ReturnType<typeof useServices>['analytics']; deps: ReturnType<typeof useServices>['dashboard']; greeting: string; region: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  usePageView(search.get('subscribed') === 'true' ? 'subscribe success' : 'dashboard');
  const vm = useViewModel(() => new DashboardViewModel(deps, { region, subscribed: search.get('subscribed') === 'true' }));
  const emailManager = useViewModel(() => new EmailManagerViewModel({
        emails: deps.emails,
        current: () => (vm.emails.state === 'ready' ? vm.emails.value : []),
        onChange: vm.setEmails,
        track: (name) => void analytics.track({ type: 'modal', name }),
      }));
  const editor = useViewModel(
    () => new ProfileEditorViewModel({ saveUserProfile: deps.saveUserProfile, onSaved: vm.setProfile }),
  );
  const editProfile = search.get('editProfile') === 'true';
  const location = useLocation();
  const linkState = location.state as { emailVerify?: { address?: unknown; code?: unknown } } | null;
  const verifyAddress = typeof linkState?.emailVerify?.address === 'string' ? linkState.emailVerify.address : '';
  const verifyCode = typeof linkState?.emailVerify?.code === 'string' ? linkState.emailVerify.code : '';
  useEffect(() => {
    // An added address's link (`?token=`, moved out of the URL at start-up) opens its verify step, prefilled.
    if (verifyAddress === '') return;
    emailManager.startVerify(verifyAddress, verifyCode);
    // Consumed: a reload must not reopen it, and the code must not linger in history state.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [emailManager, verifyAddress, verifyCode, navigate, location.pathname, location.search]);
  useEffect(() => {
    void vm.load().then(() => {
      // `?editProfile=true` opens the editor once the profile is there (spec §2).
      if (editProfile && vm.profile.state === 'ready') editor.start(vm.profile.value);
    });
  }, [vm, editor, editProfile]);
  return (
    <div className="dashboard">
      <h1>Your protection</h1>
      <p className="dashboard__greeting">{greeting ? `Signed in as ${greeting}` : '\u00a0'}</p>
      <div className="dashboard__grid">
        <SubscriptionArea vm={vm} />
        <RemovalArea vm={vm} onSign={(slug) => void navigate(`/signing?docusealSlug=${encodeURIComponent(slug)}`)} />
        <BreachesArea vm={vm} />
        <ProfileArea vm={vm} emailManager={emailManager} editor={editor} />
      </div>
      <EmailDialogs vm={emailManager} />
      <ProfileEditor vm={editor} />
    </div>
  );
}
