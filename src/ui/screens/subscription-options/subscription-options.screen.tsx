import { ROUTES } from '../../../domain/navigation/routes';
import { describePlanPrices } from '../../../domain/subscription/plan-prices';
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

/** Payment happens on the billing pages, outside the app. Prices come from configuration only. */
export function Component() {
  const { links, prices } = useServices();
  useDocumentTitle('Choose your plan');
  usePageView('subscribe');
  const words = prices ? describePlanPrices(prices) : { monthly: null, annual: null };
  return (
    <div className="plans-page">
      <h1>Choose your plan</h1>
      <p className="hero__lead">Both plans include everything Protect does. Cancel at any time.</p>
      <div className="plans">
        {[
          { id: 'monthly', name: 'Monthly', words: words.monthly, billed: 'Billed every month.', action: 'Subscribe monthly', href: links.buyMonthly },
          { id: 'annual', name: 'Annual', words: words.annual, billed: 'Billed once a year.', action: 'Subscribe annually', href: links.buyAnnual },
        ].map((plan) => (
          <section key={plan.id} className="card plan" aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            {plan.words && <p className="plan__price">{plan.words.price}</p>}
            <p>{plan.words?.detail ?? plan.billed}</p>
            <ul>
              {INCLUDED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <ExternalLink className="button button--primary" href={plan.href}>
              {plan.action}
            </ExternalLink>
          </section>
        ))}
      </div>
      <p>
        <IntentLink to={ROUTES.dashboard}>Skip for now and go to your dashboard</IntentLink>
      </p>
    </div>
  );
}
