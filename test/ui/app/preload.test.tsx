import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_PROFILE } from '../../../src/domain/profile/user-profile';
import { renderRoute } from '../../support/render';
import { aSubscriptionStatus } from '../../support/builders';
import { ScriptedProtectionApi } from '../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../support/test-services';

const anApi = () =>
  new ScriptedProtectionApi()
    .script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }))
    .script('getSubscriptionStatus', E.right(aSubscriptionStatus()))
    .script('getRemovalContract', E.right(O.none))
    .script('getEmailAddresses', E.right([]))
    .script('getRemovalStats', E.right({ brokers: [] }))
    .script('getBreachStatus', E.right({ dataBreaches: [] }));

const profileReads = (api: ScriptedProtectionApi) => api.calls.filter((call) => call.method === 'getUserProfile').length;

describe('intent on a link to the dashboard', () => {
  it('starts its reads for a signed-in person, and the visit that follows uses them', async () => {
    const api = anApi();
    renderRoute(buildTestServices({ signedIn: true, api }), '/');
    const link = await screen.findByRole('link', { name: /dashboard/i, description: undefined });

    await userEvent.hover(link);
    await waitFor(() => expect(profileReads(api)).toBe(1));
    await userEvent.click(link);

    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(profileReads(api)).toBe(1);
  });

  it('reads nothing for a visitor who is not signed in', async () => {
    const api = anApi();
    renderRoute(buildTestServices({ signedIn: false, api }), '/');

    await userEvent.hover(await screen.findByRole('link', { name: /sign in/i }));
    await userEvent.hover(screen.getAllByRole('link', { name: /create|sign up|get started/i })[0] as HTMLElement);

    expect(api.calls).toEqual([]);
  });
});
