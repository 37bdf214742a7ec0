import { ROUTES } from '../../../domain/navigation/routes';
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

/** Payment happens on the billing pages, outside the app. */
export function Component() {
  const { links } = useServices();
  useDocumentTitle('Choose your plan');
  usePageView('subscribe');
  return (
    <div className="plans-page">
      <h1>Choose your plan</h1>
      <p className="hero__lead">Both plans include everything Protect does. Annual billing costs less over the year. Cancel at any time.</p>
      <div className="plans">
        {[
          { id: 'monthly', name: 'Monthly', detail: 'Billed every month.', href: links.buyMonthly },
          { id: 'annual', name: 'Annual', detail: 'Billed once a year.', href: links.buyAnnual },
        ].map((plan) => (
          <section key={plan.id} className="card plan" aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            <p>{plan.detail}</p>
            <ul>
              {INCLUDED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <ExternalLink className="button button--primary" href={plan.href}>
              {`Subscribe ${plan.name.toLowerCase()}`}
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
