import { observer } from 'mobx-react-lite';
import { ROUTES } from '../../../domain/navigation/routes';
import { IntentLink } from '../../components/intent-link';
import { BreachesArea } from './breaches-area.view';
import type { DashboardViewModel } from './dashboard.view-model';
import { EmailDialogs } from './email-dialogs.view';
import { Glance } from './glance.view';
import { ProfileArea } from './profile-area.view';
import { ProfileEditor } from './profile-editor.view';
import { RemovalArea } from './removal-area.view';
import { SubscriptionArea } from './subscription-area.view';

export const DashboardView = observer(function DashboardView({ vm }: { vm: DashboardViewModel }) {
  return (
    <div className="dashboard">
      <h1>Your protection</h1>
      <p className="dashboard__greeting">{vm.signedInAs ? `Signed in as ${vm.signedInAs}` : '\u00a0'}</p>
      <p className="dashboard__security">
        <IntentLink to={ROUTES.security}>Sign-in and security</IntentLink>
      </p>
      <Glance vm={vm} />
      <div className="dashboard__grid">
        <BreachesArea vm={vm} />
        <RemovalArea vm={vm} />
        <SubscriptionArea vm={vm} />
        <ProfileArea vm={vm} />
      </div>
      <EmailDialogs vm={vm.emailManager} />
      <ProfileEditor vm={vm.editor} />
    </div>
  );
});
