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
  'Breach monitoring for every e-mail address you add',
  'Removal requests to data brokers, with progress on your dashboard',
  'The breach assistant, for plain answers about each leak',
  'Support by chat',
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

/** Payment happens on the billing pages, outside the app. Prices come from configuration only. */
export function Component() {
  const { links, prices } = useServices();
  const trialDays = useTrialDaysLeft();
  useDocumentTitle('Choose your plan');
  usePageView('subscribe');
  const words = prices ? describePlanPrices(prices) : { monthly: null, annual: null };
  return (
    <div className="plans-page">
      <h1>Choose your plan</h1>
      <div role="status">
        {trialDays !== null && (
          <p className="notice notice--success">
            Your free trial has started: {trialDays} {trialDays === 1 ? 'day' : 'days'} of everything Protect does, with nothing to pay, until{' '}
            {dayAfter(Date.now(), trialDays)}.
          </p>
        )}
      </div>
      <p className="hero__lead">Your results are ready. Look at them first, and choose a plan whenever you like; you can cancel at any time.</p>
      <p>
        <IntentLink className="button button--primary" to={ROUTES.dashboard}>
          See your results first
        </IntentLink>
      </p>
      <div className="plans">
        {[
          { id: 'annual', name: 'Annual', words: words.annual, billed: 'Billed once a year.', action: 'Subscribe annually', href: links.buyAnnual },
          { id: 'monthly', name: 'Monthly', words: words.monthly, billed: 'Billed every month.', action: 'Subscribe monthly', href: links.buyMonthly },
        ].map((plan) => (
          <section key={plan.id} className={`card plan plan--${plan.id}`} aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            {plan.id === 'annual' && <p className="badge plan__badge">Recommended</p>}
            {plan.words && <p className="plan__price">{plan.words.price}</p>}
            <p>{plan.words?.detail ?? plan.billed}</p>
            <ExternalLink className="button" href={plan.href}>
              {plan.action}
            </ExternalLink>
          </section>
        ))}
      </div>
      <h2 className="plans__included-title">Both plans include</h2>
      <ul className="plans__included">
        {INCLUDED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
