import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ROUTES } from '../../../domain/navigation/routes';
import { describePlanPrices } from '../../../domain/subscription/plan-prices';
import { dayAfter } from '../../../domain/format';
import { ExternalLink } from '../../components/external-link';
import { IntentLink } from '../../components/intent-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useServices } from '../../services-context';

const INCLUDED = [
  msg`Breach monitoring for every e-mail address you add`,
  msg`Removal requests to data brokers, with progress on your dashboard`,
  msg`The breach assistant, for plain answers about each leak`,
  msg`Support by chat`,
] as const;

function useTrialDaysLeft(): number | null {
  const { dashboard } = useServices();
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    void dashboard.data.readPart('subscription').then((s) => {
      if (current && s.status.toUpperCase() === 'TRIALING' && typeof s.daysRemaining === 'number') setDays(s.daysRemaining);
    });
    return () => {
      current = false;
    };
  }, [dashboard]);
  return days;
}

function TrialStarted({ days }: { days: number }) {
  const { t } = useLingui();
  const until = dayAfter(Date.now(), days);
  return (
    <p className="notice notice--success">
      {t`Your free trial has started: ${plural(days, { one: '# day', other: '# days' })} of everything Protect does, with nothing to pay, until ${until}.`}
    </p>
  );
}

/** Payment happens on the billing pages, outside the app. Prices come from configuration only. */
export function Component() {
  const { links, prices } = useServices();
  const { t } = useLingui();
  const trialDays = useTrialDaysLeft();
  useDocumentTitle('Choose your plan');
  usePageView('subscribe');
  const words = prices ? describePlanPrices(prices) : { monthly: null, annual: null };
  return (
    <div className="plans-page">
      <h1>
        <Trans>Choose your plan</Trans>
      </h1>
      <div role="status">{trialDays !== null && <TrialStarted days={trialDays} />}</div>
      <p className="hero__lead">
        <Trans>Your results are ready. Look at them first, and choose a plan whenever you like; you can cancel at any time.</Trans>
      </p>
      <p>
        <IntentLink className="button button--primary" to={ROUTES.dashboard}>
          <Trans>See your results first</Trans>
        </IntentLink>
      </p>
      <div className="plans">
        {[
          { id: 'annual', name: t`Annual`, words: words.annual, billed: t`Billed once a year.`, action: t`Subscribe annually`, href: links.buyAnnual },
          { id: 'monthly', name: t`Monthly`, words: words.monthly, billed: t`Billed every month.`, action: t`Subscribe monthly`, href: links.buyMonthly },
        ].map((plan) => (
          <section key={plan.id} className={`card plan plan--${plan.id}`} aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            {plan.id === 'annual' && (
              <p className="badge plan__badge">
                <Trans>Recommended</Trans>
              </p>
            )}
            {plan.words && <p className="plan__price">{plan.words.price}</p>}
            <p>{plan.words?.detail ?? plan.billed}</p>
            <ExternalLink className="button" href={plan.href}>
              {plan.action}
            </ExternalLink>
          </section>
        ))}
      </div>
      <h2 className="plans__included-title">
        <Trans>Both plans include</Trans>
      </h2>
      <ul className="plans__included">
        {INCLUDED.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ul>
    </div>
  );
}
