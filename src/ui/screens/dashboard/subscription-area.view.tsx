import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Card title={t`Your subscription`} id="subscription" icon="plan">
      {vm.input.subscribed && (
        <p className="notice notice--success">
          <Trans>Thank you for subscribing. Your protection is on.</Trans>
        </p>
      )}
      {vm.subscription.state === 'ready' ? (
        <Subscription status={vm.subscription.value} onRetry={() => void vm.retry('subscription')} quiet={vm.severalUnread} />
      ) : (
        <Skeleton label={t`your subscription`} />
      )}
    </Card>
  );
});

function Subscription({ status, onRetry, quiet }: { status: SubscriptionStatus; onRetry: () => void; quiet: boolean }) {
  const { t } = useLingui();
  const { links } = useServices();
  const words = describeSubscription(status);
  const ends = trialEnds(status, new Date());
  const actions = subscriptionActions(status, {
    manage: links.manageSubscription,
    buyMonthly: links.buyMonthly,
    buyAnnual: links.buyAnnual,
    serviceHosts: links.subscriptionLinkHosts,
  });
  return (
    <>
      {words === null ? (
        <Failed quiet={quiet} message={t`We could not check your subscription just now.`} what={t`your subscription`} cardId="subscription" onRetry={onRetry} />
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
            <Trans>Manage your subscription</Trans>
          </ExternalLink>
        </p>
      )}
      {actions.kind === 'choose' && (
        <>
          <p>
            <Trans>Your protection is paused. Choose a plan to turn it back on.</Trans>
          </p>
          <p className="actions">
            <ExternalLink className="button button--primary" href={actions.buyMonthly}>
              <Trans>Subscribe monthly</Trans>
            </ExternalLink>
            <ExternalLink className="button" href={actions.buyAnnual}>
              <Trans>Subscribe annually</Trans>
            </ExternalLink>
          </p>
          <p className="note">
            <Trans>
              <IntentLink to={ROUTES.subscriptionOptions}>Compare the plans</IntentLink>. Past payments are on{' '}
              <ExternalLink href={actions.manage}>the billing page</ExternalLink>.
            </Trans>
          </p>
        </>
      )}
      {actions.kind === 'unchecked' && (
        <p className="note">
          <Trans>
            You can still see or change your plan on <ExternalLink href={actions.manage}>the billing page</ExternalLink>.
          </Trans>
        </p>
      )}
    </>
  );
}
