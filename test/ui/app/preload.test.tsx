import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_PROFILE } from '../../../src/domain/profile/user-profile';
import { renderRoute } from '../../support/render';
import { aBreach, aSubscriptionStatus } from '../../support/builders';
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

/** A load the test finishes when it likes. */
const deferred = () => {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { load: jest.fn(() => done), finish };
};

describe('services loaded on demand', () => {
  it('a sign-in screen renders once the sign-in services have loaded', async () => {
    const auth = deferred();
    renderRoute(buildTestServices({ onDemand: { auth: auth.load, chat: jest.fn(async () => undefined) } }), '/sign-in');

    await waitFor(() => expect(auth.load).toHaveBeenCalled());
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    auth.finish();

    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
  });

  it('intent on a link to sign in starts loading them, for a visitor too; the dashboard loads none', async () => {
    const onDemand = { auth: jest.fn(async () => undefined), chat: jest.fn(async () => undefined) };
    renderRoute(buildTestServices({ signedIn: false, onDemand }), '/');

    expect(onDemand.auth).not.toHaveBeenCalled();
    await userEvent.hover(await screen.findByRole('link', { name: /sign in/i }));

    expect(onDemand.auth).toHaveBeenCalled();
    expect(onDemand.chat).not.toHaveBeenCalled();
  });

  it('intent on a link to ask about a breach loads the chat services, then opens its conversation', async () => {
    const chat = deferred();
    const api = anApi().script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Adobe', title: 'Adobe' })] }));
    const services = buildTestServices({ signedIn: true, api, onDemand: { auth: jest.fn(async () => undefined), chat: chat.load } });
    const open = jest.spyOn(services.chat.conversations, 'open');
    renderRoute(services, '/dashboard');

    await userEvent.hover((await screen.findAllByRole('link', { name: /^Ask about this breach/ }))[0] as HTMLElement);
    expect(chat.load).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    chat.finish();

    await waitFor(() => expect(open).toHaveBeenCalledWith('hibp::Adobe'));
  });
});
