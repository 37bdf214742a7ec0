import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { fullDate } from '../../../domain/format';
import { ROUTES } from '../../../domain/navigation/routes';
import type { NewsPlace } from '../../../domain/since-last-visit';
import { IntentLink } from '../../components/intent-link';
import { Modal } from '../../components/modal';
import { PendingView } from '../../app/pending.view';
import { BreachesArea } from './breaches-area.view';
import type { DashboardViewModel } from './dashboard.view-model';
import { Glance } from './glance.view';
import { useOnDemand, warmOnDemand } from './on-demand';
import { breachDomId } from './guided-fix.view';
import { ProfileArea } from './profile-area.view';
import { RemovalArea } from './removal-area.view';
import { SubscriptionArea } from './subscription-area.view';

/** To the news's place: its breach's heading (or the breaches card's, when the breach is in the other tab), or the removal card's. */
function goTo(place: NewsPlace): void {
  const target =
    (place.kind === 'breach' ? document.getElementById(`${breachDomId(place.key)}-title`) : null) ??
    document.getElementById(place.kind === 'breach' ? 'breaches-title' : 'removal-title');
  target?.scrollIntoView({ block: 'start' });
  target?.focus();
}

const SinceLastVisit = observer(function SinceLastVisit({ vm }: { vm: DashboardViewModel }) {
  if (vm.news.length === 0) return null;
  const date = fullDate(vm.previousVisit ?? '');
  return (
    <section className="since-visit" aria-labelledby="since-visit-title">
      <h2 id="since-visit-title">
        <Trans>Since your last visit on {date}</Trans>
      </h2>
      <ul>
        {vm.news.map((news) => (
          <li key={news.words}>
            <button type="button" className="link-button" onClick={() => goTo(news.place)}>
              {news.words}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** A dialog asked for before its code is here opens when it arrives; code that cannot be fetched is said so, with a way out. */
const Dialogs = observer(function Dialogs({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const { emailManager, editor, region } = vm;
  const { views, failed, slow, retry, dismiss } = useOnDemand(emailManager.flow.step !== 'closed' || editor.open || region.editing);
  if (views) return <views.DashboardDialogs vm={vm} />;
  const close = () => {
    dismiss();
    emailManager.close();
    editor.close();
    region.cancel();
  };
  if (slow)
    return (
      <Modal title={t`Loading`} onClose={close}>
        <PendingView />
        <div className="actions">
          <button type="button" className="button" onClick={close}>
            <Trans>Close</Trans>
          </button>
        </div>
      </Modal>
    );
  if (!failed) return null;
  return (
    <Modal title={t`This could not be opened`} onClose={close}>
      <p role="alert">
        <Trans>It could not be loaded just now. Check your connection, then try again.</Trans>
      </p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
        <button type="button" className="button" onClick={close}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
});

/** The first pointer or focus on the dashboard fetches its on-demand views (dialogs, a fix's steps), so they open at once. */
const warm = () => void warmOnDemand().catch(() => undefined);

export const DashboardView = observer(function DashboardView({ vm }: { vm: DashboardViewModel }) {
  const { t } = useLingui();
  const email = vm.signedInAs;
  return (
    <div className="dashboard" onPointerOver={warm} onFocus={warm} onTouchStart={warm}>
      <h1>
        <Trans>Your protection</Trans>
      </h1>
      <p className="dashboard__greeting">{email ? t`Signed in as ${email}` : '\u00a0'}</p>
      <p className="dashboard__security">
        <IntentLink to={ROUTES.security}>
          <Trans>Sign-in and security</Trans>
        </IntentLink>
      </p>
      <SinceLastVisit vm={vm} />
      <Glance vm={vm} />
      <div className="dashboard__grid">
        <BreachesArea vm={vm} />
        <RemovalArea vm={vm} />
        <SubscriptionArea vm={vm} />
        <ProfileArea vm={vm} />
      </div>
      <Dialogs vm={vm} />
    </div>
  );
});
