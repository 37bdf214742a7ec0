import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const card = (name: string) => screen.getByRole('region', { name });

/** Every read but the profile fails: the network is down. */
const failingApi = () => new ScriptedProtectionApi().script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }));

describe('/dashboard when reads fail', () => {
  it('says once, at the top, what could not be loaded, with one Try again that reads it all; each card only that it is not loaded', async () => {
    const api = failingApi();
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');

    const headline = await screen.findByRole('heading', { level: 2, name: 'We could not load parts of your dashboard' });
    const glance = headline.closest('section') as HTMLElement;
    expect(
      within(glance).getByText(
        'Your breaches, fixes you marked, removal progress, removal authorisation, subscription, and e-mail addresses could not be loaded just now. Check your connection, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Try again/ })).toHaveLength(1);
    for (const name of ['Your subscription', 'Data breaches', 'Data-broker removal', 'Your profile'])
      expect(within(card(name)).queryByText(/could not/)).not.toBeInTheDocument();
    expect(within(card('Your subscription')).getByText('Not loaded just now.')).toBeInTheDocument();
    expect(within(card('Your subscription')).queryByRole('link', { name: 'Choose a plan' })).not.toBeInTheDocument();
    expect(within(card('Your profile')).queryByRole('button', { name: 'Add an e-mail address' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/status code|Request failed|Network/);

    api
      .script('getEmailAddresses', E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]))
      .script('getBreachStatus', E.right({ dataBreaches: [] }))
      .script('getBreachProgress', E.right({ fixed: [] }))
      .script('getRemovalStats', E.right({ brokers: [] }))
      .script('getRemovalContract', E.right(O.none))
      .script('getSubscriptionStatus', E.right({ status: 'TRIALING', daysRemaining: 14, link: 'https://billing.example/' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(card('Your profile')).findByText('ada@example.com')).toBeInTheDocument();
    expect(await within(card('Data breaches')).findByText(/^Good news/)).toBeInTheDocument();
    expect(screen.queryByText('Not loaded just now.')).not.toBeInTheDocument();
  });

  it('one area that fails keeps its own message and Try again in its card', async () => {
    const api = new ScriptedProtectionApi().answeringReads().script('getSubscriptionStatus', E.left({ kind: 'Network' }));
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');

    expect(
      await within(await screen.findByRole('region', { name: 'Your subscription' })).findByText('We could not check your subscription just now.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Try again/ }).map((b) => b.textContent)).toEqual(['Try again to load your subscription']);
  });

  it('reads only that part again; focus waits on the card while it loads, and the answer replaces the message', async () => {
    const api = new ScriptedProtectionApi().answeringReads().script('getEmailAddresses', E.left({ kind: 'Network' }));
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
    const retry = await screen.findByRole('button', { name: 'Try again to load your e-mail addresses' });
    api.script('getEmailAddresses', E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
    const before = api.calls.length;

    await userEvent.setup().click(retry);

    expect(await within(card('Your profile')).findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your profile' })).toHaveFocus();
    expect(api.calls.slice(before).map((c) => c.method)).toEqual(['getEmailAddresses']);
  });
});
