import { observer } from 'mobx-react-lite';
import { ROUTES } from '../../../domain/navigation/routes';
import { subscriptionActions } from '../../../domain/subscription/subscription-actions';
import { describeSubscription } from '../../../domain/subscription/subscription-status';
import { ExternalLink } from '../../components/external-link';
import { IntentLink } from '../../components/intent-link';
import { useServices } from '../../services-context';
import { Card, Failed, Skeleton } from './area-card.view';
import type { DashboardViewModel } from './dashboard.view-model';

export const SubscriptionArea = observer(function SubscriptionArea({ vm }: { vm: DashboardViewModel }) {
  const { links } = useServices();
  const area = vm.subscription;
  if (area.state !== 'ready') {
    return (
      <Card title="Your subscription" id="subscription">
        {vm.input.subscribed && <Thanks />}
        <Skeleton label="your subscription" />
      </Card>
    );
  }
  const words = describeSubscription(area.value);
  const actions = subscriptionActions(area.value, {
    manage: links.manageSubscription,
    buyMonthly: links.buyMonthly,
    buyAnnual: links.buyAnnual,
    serviceHosts: links.subscriptionLinkHosts,
  });
  const account = <ExternalLink href={actions.manage}>your account on our website</ExternalLink>;
  return (
    <Card title="Your subscription" id="subscription">
      {vm.input.subscribed && <Thanks />}
      {words === null ? (
        <Failed
          message="We could not check your subscription just now."
          what="your subscription"
          cardId="subscription"
          onRetry={() => void vm.retry('subscription')}
        />
      ) : (
        <p className="stat">
          <span className="stat__value">{words.plan}</span>
          {words.daysLeft && <span className="stat__label">{words.daysLeft}</span>}
        </p>
      )}
      {actions.kind === 'manage' && (
        <p>
          <ExternalLink className="button" href={actions.manage}>
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
            <IntentLink to={ROUTES.subscriptionOptions}>Compare the plans</IntentLink>. Past payments are in {account}.
          </p>
        </>
      )}
      {actions.kind === 'unchecked' && <p className="note">You can still see or change your plan in {account}.</p>}
    </Card>
  );
});

function Thanks() {
  return <p className="notice notice--success">Thank you for subscribing. Your protection is on.</p>;
}
