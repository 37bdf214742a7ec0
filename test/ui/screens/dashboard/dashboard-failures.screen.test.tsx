import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const card = (name: string) => screen.getByRole('region', { name });

/** Every read but the profile fails: the network is down. */
const failingApi = () => new ScriptedProtectionApi().script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }));

describe('/dashboard when reads fail', () => {
  it('says so in plain words in each area, with a way to try again, and asks no one on an unknown plan to choose one', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: failingApi() }), '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Your protection' });

    expect(await within(card('Your subscription')).findByText('We could not check your subscription just now.')).toBeInTheDocument();
    expect(within(card('Your subscription')).queryByRole('link', { name: 'Choose a plan' })).not.toBeInTheDocument();
    expect(await within(card('Data breaches')).findByText('We could not check for breaches just now.')).toBeInTheDocument();
    expect(await within(card('Data-broker removal')).findByText('We could not load your removal progress just now.')).toBeInTheDocument();
    expect(within(card('Data-broker removal')).getByText('We could not load your removal authorisation just now.')).toBeInTheDocument();
    expect(within(card('Your profile')).getByText('We could not load your e-mail addresses just now.')).toBeInTheDocument();
    for (const what of ['your subscription', 'your breaches', 'your removal progress', 'your removal authorisation', 'your e-mail addresses'])
      expect(screen.getByRole('button', { name: `Try again to load ${what}` })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/status code|Request failed|Network/);
  });

  it('reads only that part again; focus waits on the card while it loads, and the answer replaces the message', async () => {
    const api = failingApi();
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
    const retry = await screen.findByRole('button', { name: 'Try again to load your e-mail addresses' });
    api.script('getEmailAddresses', E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
    const before = api.calls.length;

    await userEvent.setup().click(retry);

    expect(await within(card('Your profile')).findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your profile' })).toHaveFocus();
    expect(api.calls.slice(before).map((c) => c.method)).toEqual(['getEmailAddresses']);
    expect(screen.getByText('We could not check for breaches just now.')).toBeInTheDocument();
  });
});
