import { observer } from 'mobx-react-lite';
import { ROUTES } from '../../../domain/navigation/routes';
import { safeLink } from '../../../domain/navigation/safe-link';
import { describeSubscription, type SubscriptionStatus } from '../../../domain/subscription/subscription-status';
import { ExternalLink } from '../../components/external-link';
import { IntentLink } from '../../components/intent-link';
import { useServices } from '../../services-context';
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
  const { links } = useServices();
  const area = vm.subscription;
  const words = area.state === 'ready' ? describeSubscription(area.value) : null;
  // The service's link is personal (its billing portal) but still outside input: it opens only when
  // it is https on a configured host. Otherwise our own configured page is the way to manage it.
  const manage = area.state === 'ready' ? safeLink(area.value.link, { hosts: links.subscriptionLinkHosts, subdomains: false }) : null;
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
          {manage !== null ? (
            <ExternalLink href={manage}>Manage your subscription</ExternalLink>
          ) : (
            <p className="note">
              To change or cancel your plan, go to <ExternalLink href={links.manageSubscription}>your account on our website</ExternalLink> or use the link in your
              subscription e-mail.
            </p>
          )}
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
