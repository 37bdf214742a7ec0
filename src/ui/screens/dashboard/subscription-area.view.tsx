import { observer } from 'mobx-react-lite';
import { ROUTES } from '../../../domain/navigation/routes';
import { subscriptionActions } from '../../../domain/subscription/subscription-actions';
import { describeSubscription, trialEnds, type SubscriptionStatus } from '../../../domain/subscription/subscription-status';
import { ExternalLink } from '../../components/external-link';
import { IntentLink } from '../../components/intent-link';
import { useServices } from '../../services-context';
import { Card, Failed, Skeleton } from './area-card.view';
import type { DashboardViewModel } from './dashboard.view-model';

export const SubscriptionArea = observer(function SubscriptionArea({ vm }: { vm: DashboardViewModel }) {
  return (
    <Card title="Your subscription" id="subscription" icon="plan">
      {vm.input.subscribed && <p className="notice notice--success">Thank you for subscribing. Your protection is on.</p>}
      {vm.subscription.state === 'ready' ? (
        <Subscription status={vm.subscription.value} onRetry={() => void vm.retry('subscription')} quiet={vm.severalUnread} />
      ) : (
        <Skeleton label="your subscription" />
      )}
    </Card>
  );
});

function Subscription({ status, onRetry, quiet }: { status: SubscriptionStatus; onRetry: () => void; quiet: boolean }) {
  const { links } = useServices();
  const words = describeSubscription(status);
  const ends = trialEnds(status, new Date());
  const actions = subscriptionActions(status, {
    manage: links.manageSubscription,
    buyMonthly: links.buyMonthly,
    buyAnnual: links.buyAnnual,
    serviceHosts: links.subscriptionLinkHosts,
  });
  const account = <ExternalLink href={actions.manage}>the billing page</ExternalLink>;
  return (
    <>
      {words === null ? (
        <Failed quiet={quiet} message="We could not check your subscription just now." what="your subscription" cardId="subscription" onRetry={onRetry} />
      ) : (
        <p className="stat">
          <span className="stat__value">{words.plan}</span>
          {words.daysLeft && <span className="stat__label">{words.daysLeft}</span>}
        </p>
      )}
      {ends !== null && <p>{ends}</p>}
      {actions.kind === 'manage' && (
        <p>
          <ExternalLink className="button button--small" href={actions.manage}>
            Manage your subscription
          </ExternalLink>
        </p>
      )}
      {actions.kind === 'choose' && (
        <>
          <p>Your protection is paused. Choose a plan to turn it back on.</p>
          <p className="actions">
            <ExternalLink className="button button--primary" href={actions.buyMonthly}>
              Subscribe monthly
            </ExternalLink>
            <ExternalLink className="button" href={actions.buyAnnual}>
              Subscribe annually
            </ExternalLink>
          </p>
          <p className="note">
            <IntentLink to={ROUTES.subscriptionOptions}>Compare the plans</IntentLink>. Past payments are on {account}.
          </p>
        </>
      )}
      {actions.kind === 'unchecked' && <p className="note">You can still see or change your plan on {account}.</p>}
    </>
  );
}
