import { observer } from 'mobx-react-lite';
import type { Breach, VisibleBreaches } from '../../../domain/breach/breach';
import { explainBreach, firstStep, monthYear } from '../../../domain/breach/breach-advice';
import { DEFAULT_BREACH_SOURCE } from '../../../domain/breach/breach-key';
import { PATHS } from '../../../domain/navigation/routes';
import { HibpAttribution } from '../../components/hibp-attribution';
import { IntentLink } from '../../components/intent-link';
import type { Area } from './area';
import { Card, Failed, Skeleton } from './area-card.view';

/** Null breaches: they could not be checked, which is not "none". */
export type BreachesAreaVm = { readonly breaches: Area<VisibleBreaches | null>; retry(part: 'breaches'): Promise<void> };

function BreachItem({ breach }: { breach: Breach }) {
  return (
    <li className="breach">
      <h3>{breach.title}</h3>
      <p className="breach__meta">
        {monthYear(breach.breachDate)} · {breach.pwnCount.toLocaleString('en-US')} accounts
      </p>
      <ul className="tags" aria-label="Exposed data">
        {breach.dataClasses.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p>{explainBreach(breach)}</p>
      <p>
        <strong>What to do first:</strong> {firstStep(breach)}
      </p>
      <IntentLink to={PATHS.chatbot(breach.name, DEFAULT_BREACH_SOURCE)}>Ask about this breach</IntentLink>
    </li>
  );
}

export const BreachesArea = observer(function BreachesArea({ vm }: { vm: BreachesAreaVm }) {
  const area = vm.breaches;
  return (
    <Card title="Data breaches" id="breaches">
      {area.state === 'loading' && <Skeleton label="your breaches" />}
      {area.state === 'ready' && area.value === null && (
        <Failed message="We could not check for breaches just now." what="your breaches" cardId="breaches" onRetry={() => void vm.retry('breaches')} />
      )}
      {area.state === 'ready' && area.value !== null && (
        <>
          {area.value.breaches.length === 0 ? (
            <p>Good news: none of your verified e-mail addresses appear in a known breach. We keep checking.</p>
          ) : (
            <ol className="breach-list">
              {area.value.breaches.map((breach) => (
                <BreachItem key={breach.name} breach={breach} />
              ))}
            </ol>
          )}
          {area.value.hiddenCount > 0 && (
            <p className="note">
              We left out {area.value.hiddenCount} {area.value.hiddenCount === 1 ? 'record' : 'records'} that Have I Been Pwned marks as spam
              lists, retired or fabricated: they are not real exposures of your data.
            </p>
          )}
        </>
      )}
      <HibpAttribution />
    </Card>
  );
});
