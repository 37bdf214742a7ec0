import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import type { BrokerRemoval, RemovalContract, RemovalRequestState } from '../../../../src/domain/removal/removal';
import { aBreach } from '../../../support/builders';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const card = () => screen.getByRole('region', { name: 'Data-broker removal' });
const SIGNED: RemovalContract = {
  id: 'c-1',
  status: 'SIGNED',
  docusealSlug: 'contract-abc',
  createdAt: '2026-11-24T09:00:00.000Z',
  signedAt: '2026-11-24T09:30:00.000Z',
};

const ADA = { ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' };

const broker = (brokerName: string, state: RemovalRequestState): BrokerRemoval => ({
  brokerId: brokerName.toLowerCase(),
  brokerName,
  state,
  requestedAt: state === 'FOUND' ? null : '2026-11-24T09:30:00.000Z',
  removedAt: state === 'REMOVED' ? '2026-11-28T10:00:00.000Z' : null,
});

/** Twelve brokers, removed ones first in the answer: the card must put the open ones first. */
const TWELVE: readonly BrokerRemoval[] = [
  broker('Acxiom', 'REMOVED'),
  broker('Apollo.io', 'REMOVED'),
  broker('Epsilon', 'REMOVED'),
  broker('Intelius', 'REMOVED'),
  broker('Oracle', 'REMOVED'),
  broker('Spokeo', 'IN_PROGRESS'),
  broker('Whitepages', 'IN_PROGRESS'),
  broker('BeenVerified', 'REQUESTED'),
  broker('PeopleFinders', 'REQUESTED'),
  broker('Radaris', 'IN_PROGRESS'),
  broker('Verifications-and-Background-Screening-Services-International', 'REQUESTED'),
  broker('ZoomInfo', 'REMOVED'),
];

async function showRemovals(brokers: readonly BrokerRemoval[], contract: RemovalContract | null = SIGNED) {
  const api = new ScriptedProtectionApi()
    .script('getUserProfile', E.right(ADA))
    .script('getRemovalStats', E.right({ brokers }))
    .script('getRemovalContract', E.right(O.fromNullable(contract)));
  renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Your protection' });
}

const rows = () => [...within(card()).getByRole('list', { name: 'Brokers we found with your profile' }).querySelectorAll<HTMLElement>(':scope > li')];

describe('/dashboard removal card, broker by broker', () => {
  it('lists the first few brokers, open ones first, each with its status in plain words and its dates in full', async () => {
    await showRemovals(TWELVE);

    expect(await within(card()).findByRole('img', { name: '6 of 12 brokers removed your data' })).toBeInTheDocument();
    expect(rows().map((r) => r.textContent)).toEqual([
      'BeenVerifiedRemoval requestedRequested on November 24, 2026',
      'PeopleFindersRemoval requestedRequested on November 24, 2026',
      'Verifications-and-Background-Screening-Services-InternationalRemoval requestedRequested on November 24, 2026',
      'RadarisIn progressRequested on November 24, 2026',
      'SpokeoIn progressRequested on November 24, 2026',
    ]);
    expect(within(card()).getByText('Authorisation signed on November 24, 2026. We are working on your removals.')).toBeInTheDocument();
  });

  it('shows all twelve, removed last with the day each was removed, behind a button that says whether it is open', async () => {
    await showRemovals(TWELVE);
    const user = userEvent.setup();
    const more = await within(card()).findByRole('button', { name: 'Show all 12 brokers' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{Enter}');

    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName('Show fewer brokers');
    expect(more).toHaveFocus();
    expect(rows()).toHaveLength(12);
    expect(rows().at(-1)?.textContent).toBe('ZoomInfoRemovedRequested on November 24, 2026Removed on November 28, 2026');
    expect(rows().map((r) => within(r).getByText(/^(Found|Removal requested|In progress|Removed)$/).textContent)).toEqual([
      ...Array<string>(3).fill('Removal requested'),
      ...Array<string>(3).fill('In progress'),
      ...Array<string>(6).fill('Removed'),
    ]);

    await user.keyboard(' ');
    expect(rows()).toHaveLength(5);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a broker without dates (a backend that does not send them) with its status only; few brokers need no button', async () => {
    await showRemovals([{ ...broker('Acxiom', 'REMOVED'), requestedAt: null, removedAt: null }, broker('Spokeo', 'FOUND')], null);

    await within(card()).findByRole('button', { name: 'Authorise the removal' });
    expect(rows().map((r) => r.textContent)).toEqual(['SpokeoFound', 'AcxiomRemoved']);
    expect(within(card()).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText(/Every broker/)).not.toBeInTheDocument();
  });

  it('celebrates, briefly, once every broker has removed the profile', async () => {
    await showRemovals(TWELVE.map((b) => broker(b.brokerName, 'REMOVED')));

    expect(await within(card()).findByText('Every broker we found has removed your profile.')).toBeInTheDocument();
    expect(within(card()).getByRole('img', { name: '12 of 12 brokers removed your data' })).toBeInTheDocument();
    expect(within(card()).getByText('Authorisation signed on November 24, 2026.')).toBeInTheDocument();
  });

  it('does not celebrate when no broker had a profile', async () => {
    await showRemovals([]);

    expect(await within(card()).findByText('No data broker we search has your profile. We keep looking.')).toBeInTheDocument();
    expect(within(card()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card()).queryByText(/Every broker/)).not.toBeInTheDocument();
    expect(within(card()).queryByRole('list', { name: 'Brokers we found with your profile' })).not.toBeInTheDocument();
  });
});

describe('/dashboard removal card, one broker’s evidence', () => {
  it('says what the broker holds and what happened, with dates, the requests sent and when removal is due', async () => {
    await showRemovals([
      {
        ...broker('Spokeo', 'IN_PROGRESS'),
        matched: ['name', 'email'],
        steps: [
          { state: 'FOUND', at: '2026-11-20T09:00:00.000Z' },
          { state: 'REQUESTED', at: '2026-11-24T09:30:00.000Z' },
          { state: 'IN_PROGRESS', at: '2026-11-25T09:30:00.000Z' },
        ],
        attempts: 2,
        lastAttemptAt: '2026-12-01T09:30:00.000Z',
        expectedDays: 14,
      },
      broker('Radaris', 'REQUESTED'),
    ]);
    const user = userEvent.setup();
    const [radaris, spokeo] = rows(); // requested before in progress

    expect(within(radaris!).queryByText(/What Radaris holds/)).not.toBeInTheDocument();
    await user.click(within(spokeo!).getByText('What Spokeo holds and what happened'));
    expect(within(spokeo!).getByText('Your name and e-mail address.')).toBeVisible();
    expect(
      within(within(spokeo!).getByRole('list', { name: 'What happened' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Found: November 20, 2026', 'Removal requested: November 24, 2026', 'In progress: November 25, 2026']);
    expect(within(spokeo!).getByText('2 requests sent, the last on December 1, 2026.')).toBeVisible();
    expect(within(spokeo!).getByText('This broker usually removes a profile within 14 days: by December 8, 2026.')).toBeVisible();
  });
});

describe('/dashboard removal card, a broker that needs the person', () => {
  it('puts it first with its guide in view, counts only the states there are, and fills the bar with the removed share alone', async () => {
    await showRemovals([
      broker('Acxiom', 'REMOVED'),
      broker('Radaris', 'IN_PROGRESS'),
      broker('Lusha', 'UNKNOWN'),
      { ...broker('Spokeo', 'NEEDS_ACTION'), action: 'CONFIRM_EMAIL' },
    ]);

    const [spokeo, ...others] = rows();
    expect(within(spokeo!).getByText('Needs your action')).toBeInTheDocument();
    expect(within(spokeo!).getByText('Spokeo asks you to confirm the removal by e-mail.')).toBeVisible();
    expect(within(within(spokeo!).getByRole('list', { name: 'What to do' })).getAllByRole('listitem')).toHaveLength(3);
    expect(others.map((r) => r.textContent)).toEqual([
      'RadarisIn progressRequested on November 24, 2026',
      'LushaStatus not known yetRequested on November 24, 2026',
      'AcxiomRemovedRequested on November 24, 2026Removed on November 28, 2026',
    ]);
    expect(within(card()).getByRole('list', { name: 'Brokers by status' }).textContent).toBe(
      'Needs your action: 1In progress: 1Status not known yet: 1Removed: 1',
    );
    const bar = within(card()).getByRole('img', { name: '1 of 4 brokers removed your data' });
    expect([...bar.querySelectorAll('rect')].map((r) => [r.getAttribute('class'), r.getAttribute('width')])).toEqual([['removal-bar__removed', '25']]);
  });
});

describe('/dashboard removal card before the profile holds what brokers are searched by', () => {
  it('says why nothing is searched yet and opens the editor; once saved, the brokers are read again and the authorisation can be asked for', async () => {
    const api = new ScriptedProtectionApi()
      .answeringReads()
      .script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }))
      .script('getRemovalContract', E.right(O.some({ ...SIGNED, status: 'PENDING_SIGNATURE', signedAt: null })));
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Your protection' });

    expect(
      await within(card()).findByText(
        'Brokers list people by name and city. Add your last name and city, then authorise us to ask each broker to delete your profile.',
      ),
    ).toBeInTheDocument();
    // Said once: the headline above says why, not the same words again.
    expect(screen.getAllByText(/^Brokers list people by name and city/)).toHaveLength(1);
    expect(within(card()).queryByRole('link', { name: 'Sign it' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card()).queryByText(/No data broker/)).not.toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Add your details' }));
    const editor = screen.getByRole('dialog', { name: 'Edit your profile' });
    expect(within(editor).getByLabelText('First name')).toHaveValue('Ada');
    // The three brokers are searched by are marked, and say why to a screen reader; the rest are not.
    for (const label of ['First name', 'Last name', 'City'])
      expect(within(editor).getByLabelText(label)).toHaveAccessibleDescription(/we need at least your name and city/);
    expect(within(editor).getByLabelText('Postal code')).not.toHaveAccessibleDescription();
    expect(within(editor).getAllByText('Needed')).toHaveLength(3);
    await user.type(within(editor).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(editor).getByLabelText('City'), 'London');
    api.script('saveUserProfile', E.right(ADA)).script('getRemovalStats', E.right({ brokers: TWELVE }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    expect(await within(card()).findByRole('img', { name: '6 of 12 brokers removed your data' })).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Sign it' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Add your details' })).not.toBeInTheDocument();
  });
});

describe('/dashboard removal card just after signing', () => {
  it('counts the removed even when none are yet, so the empty bar reads as a start, not a fault', async () => {
    await showRemovals(TWELVE.map((b) => broker(b.brokerName, 'IN_PROGRESS')));

    expect(await within(card()).findByRole('list', { name: 'Brokers by status' })).toHaveTextContent(/^In progress: 12Removed: 0$/);
  });
});

describe('/dashboard removal card with 500 brokers', () => {
  it('shows the first five and a way to the rest, counted in words, and stays one list', async () => {
    const many = Array.from({ length: 500 }, (_, i) => broker(`Broker ${String(i).padStart(3, '0')}`, i % 2 === 0 ? 'REMOVED' : 'IN_PROGRESS'));
    await showRemovals(many);

    expect(await within(card()).findByRole('img', { name: '250 of 500 brokers removed your data' })).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(within(card()).getByRole('list', { name: 'Brokers by status' }).textContent).toBe('In progress: 250Removed: 250');
    await userEvent.setup().click(within(card()).getByRole('button', { name: 'Show all 500 brokers' }));
    expect(rows()).toHaveLength(500);
  });
});

describe('/dashboard glance before the profile holds what brokers are searched by, with a breach to fix first', () => {
  it('offers the details once, beside "Not searched yet", while the headline offers the fix', async () => {
    const api = new ScriptedProtectionApi()
      .answeringReads()
      .script('getUserProfile', E.right(EMPTY_PROFILE))
      .script('getBreachStatus', E.right({ dataBreaches: [aBreach({ addresses: ['ada@example.com'] })] }));
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
    const glance = await screen.findByRole('region', { name: /breach needs your action/ });

    expect(within(glance).getByText('Not searched yet: brokers are searched by your name and city.')).toBeInTheDocument();
    await userEvent.setup().click(within(glance).getByRole('button', { name: 'Add your details' }));
    expect(screen.getByRole('dialog', { name: 'Edit your profile' })).toBeInTheDocument();
  });
});
