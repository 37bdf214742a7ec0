import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { fullDate } from '../../../../src/domain/format';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import type { BrokerRemoval, RemovalRequestState } from '../../../../src/domain/removal/removal';
import { aSubscriptionStatus } from '../../../support/builders';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { buildTestServices } from '../../../support/test-services';

const broker = (brokerName: string, state: RemovalRequestState): BrokerRemoval => ({
  brokerId: brokerName.toLowerCase(),
  brokerName,
  state,
  requestedAt: '2026-11-24T09:30:00.000Z',
  removedAt: state === 'REMOVED' ? '2026-11-28T10:00:00.000Z' : null,
});
const SEVEN = ['Acxiom', 'Epsilon', 'Oracle', 'Spokeo', 'Whitepages', 'Radaris', 'ZoomInfo'].map((name, i) => broker(name, i < 3 ? 'REMOVED' : 'REQUESTED'));
const SIGNED = {
  id: 'c-1',
  status: 'SIGNED',
  docusealSlug: 'contract-abc',
  createdAt: '2026-11-24T09:00:00.000Z',
  signedAt: '2026-11-24T09:30:00.000Z',
} as const;

/** The German card by its German name: nothing here waits on another part of the page's words. */
const show = async (api: ScriptedProtectionApi, cardName: string) => {
  renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
  return screen.findByRole('region', { name: cardName });
};

describe('/dashboard, the account half, in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    speakEnglishAgain();
    jest.restoreAllMocks();
  });

  it('the removal card counts brokers, dates the signed Vollmacht and prints the report in German', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const api = new ScriptedProtectionApi()
      .answeringReads()
      .script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' }))
      .script('getRemovalStats', E.right({ brokers: SEVEN }))
      .script('getRemovalContract', E.right(O.some(SIGNED)));
    const card = await show(api, 'Löschung bei Datenhändlern');

    expect(await within(card).findByRole('img', { name: 'Bei 3 von 7 Datenhändlern sind Ihre Daten gelöscht' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Datenhändler mit Ihrem Profil' })).toBeInTheDocument();
    expect(within(card).getAllByText('Beantragt am 24. November 2026')).toHaveLength(5);
    expect(within(card).getByText('Vollmacht am 24. November 2026 unterschrieben. Wir kümmern uns um Ihre Löschungen.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Alle 7 Datenhändler anzeigen' }));
    expect(within(card).getByRole('button', { name: 'Weniger Datenhändler anzeigen' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Vollmacht widerrufen' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Bericht drucken' }));
    const report = await screen.findByRole('article', { name: 'Ihr Schutzbericht' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(within(report).getByText(`Für Ada Lovelace. Erstellt am ${fullDate(new Date().toISOString())}.`)).toBeInTheDocument();
    expect(within(report).getByRole('row', { name: /^Datenhändler Status Beantragt Gelöscht$/ })).toBeInTheDocument();
  });

  it('the profile card names the sign-in address, and removes another address in German', async () => {
    const api = new ScriptedProtectionApi()
      .answeringReads()
      .script(
        'getEmailAddresses',
        E.right([
          { address: 'ada@example.com', isPrimary: true, isVerified: true },
          { address: 'old@example.com', isPrimary: false, isVerified: true },
        ]),
      )
      .script('removeEmailAddress', E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
    const card = await show(api, 'Ihr Profil');
    const user = userEvent.setup();

    expect(await within(card).findByText('Hauptadresse')).toBeInTheDocument();
    expect(within(card).getByText(/^Mit dieser Adresse melden Sie sich an\./)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ändern (Land oder Region)' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Entfernen (old@example.com)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Adresse entfernen?' });
    expect(within(dialog).getByRole('button', { name: 'Behalten' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));

    expect(await within(card).findByText('old@example.com wurde aus Ihrem Konto entfernt.')).toBeInTheDocument();
  });

  it('the subscription card offers the plans again in German once the plan has ended', async () => {
    const api = new ScriptedProtectionApi()
      .answeringReads()
      .script('getSubscriptionStatus', E.right(aSubscriptionStatus({ status: 'CANCELED', link: '', daysRemaining: 'Unknown' })));
    const card = await show(api, 'Ihr Abo');

    expect(await within(card).findByText('Ihr Schutz ist pausiert. Wählen Sie einen Tarif, um ihn wieder zu aktivieren.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Monatlich abonnieren/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Abrechnungsseite/ })).toBeInTheDocument();
  });
});
