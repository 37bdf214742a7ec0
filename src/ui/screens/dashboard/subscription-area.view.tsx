import { observer } from 'mobx-react-lite';
import { ROUTES } from '../../../domain/navigation/routes';
import { describeSubscription, type SubscriptionStatus } from '../../../domain/subscription/subscription-status';
import { ExternalLink } from '../../components/external-link';
import { IntentLink } from '../../components/intent-link';
import type { Area } from './area';
import { Card, Failed, Skeleton } from './area-card.view';

export type SubscriptionAreaVm = {
  readonly subscription: Area<SubscriptionStatus>;
  readonly subscriptionActive: boolean;
  readonly subscriptionKnown: boolean;
  retry(part: 'subscription'): Promise<void>;
  readonly input: { readonly subscribed: boolean };
};

export const SubscriptionArea = observer(function SubscriptionArea({ vm }: { vm: SubscriptionAreaVm }) {
  const area = vm.subscription;
  const words = area.state === 'ready' ? describeSubscription(area.value) : null;
  return (
    <Card title="Your subscription" id="subscription">
      {vm.input.subscribed && <p className="notice notice--success">Thank you for subscribing. Your protection is on.</p>}
      {area.state === 'loading' && <Skeleton label="your subscription" />}
      {area.state === 'ready' && words === null && (
        <Failed message="We could not check your subscription just now." what="your subscription" cardId="subscription" onRetry={() => void vm.retry('subscription')} />
      )}
      {area.state === 'ready' && words !== null && (
        <>
          <p className="stat">
            <span className="stat__value">{words.plan}</span>
            {words.daysLeft && <span className="stat__label">{words.daysLeft}</span>}
          </p>
          {area.value.link && <ExternalLink href={area.value.link}>Manage your subscription</ExternalLink>}
        </>
      )}
      {/* Only someone whose subscription is known to have lapsed is asked to choose a plan. */}
      {vm.subscriptionKnown && !vm.subscriptionActive && (
        <p>
          <IntentLink className="button button--primary" to={ROUTES.subscriptionOptions}>
            Choose a plan
          </IntentLink>
        </p>
      )}
    </Card>
  );
});
