import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import type { HttpFailure } from '../../../../src/domain/http-failure';
import { aBreach } from '../../../support/builders';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const card = (name: string) => screen.getByRole('region', { name });

const anApi = (progress: E.Either<HttpFailure, { fixed: { breachKey: string; fixedAt: string }[] }>) =>
  new ScriptedProtectionApi()
    .answeringReads()
    .script('getRemovalStats', E.right({ brokers: [{ brokerId: 'a', brokerName: 'Acme', state: 'FOUND', requestedAt: null, removedAt: null }] }))
    .script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords'], addresses: ['ada@example.com'] })] }))
    .script('getBreachProgress', progress);

describe('/dashboard guidance', () => {
  it('walks the one breach by keyboard, marks it fixed and celebrates, announcing it politely', async () => {
    const api = anApi(E.right({ fixed: [] })).script('setBreachFixed', E.right({ fixed: [{ breachKey: 'hibp::Pw', fixedAt: '2026-11-26T10:00:00.000Z' }] }));
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
    const user = userEvent.setup();

    const start = await screen.findByRole('button', { name: 'Fix Pw Co now' });
    expect(screen.getByRole('heading', { level: 2, name: '1 breach needs your action' })).toBeInTheDocument();
    // One address: which of them is in the breach goes without saying.
    expect(within(card('Data breaches')).queryByText(/Your address in it/)).not.toBeInTheDocument();
    start.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 4, name: 'Passwords exposed' })).toHaveFocus();
    expect(screen.getByText('Part 1 of 1 · about 10 minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /mark as fixed/ }));

    expect(await screen.findByText('That was the last one.')).toBeInTheDocument();
    expect(screen.getByText('That was the last one.').closest('[role="status"]')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: '1 data broker has your profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('That was the last one.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Fixed (1)' }));
    expect(screen.getByText('Marked fixed on November 26, 2026', { exact: false })).toBeInTheDocument();
  });

  it('with several addresses, each breach names the ones in it', async () => {
    const api = anApi(E.right({ fixed: [] })).script(
      'getEmailAddresses',
      E.right([
        { address: 'ada@example.com', isPrimary: true, isVerified: true },
        { address: 'ada@work.example', isPrimary: false, isVerified: true },
      ]),
    );
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');

    await screen.findByRole('button', { name: 'Fix Pw Co now' });
    expect(await within(card('Data breaches')).findByText('Your address in it: ada@example.com')).toBeInTheDocument();
  });

  it('progress that cannot be read says so with its own Try again, and the breach still needs action', async () => {
    const api = anApi(E.left({ kind: 'Network' }));
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');

    const retry = await screen.findByRole('button', { name: 'Try again to load what you marked as fixed' });
    expect(screen.getByText('We could not load which breaches you marked as fixed just now.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /^Breaches that need action/ })).getByRole('heading', { name: 'Pw Co' })).toBeInTheDocument();
    api.script('getBreachProgress', E.right({ fixed: [{ breachKey: 'hibp::Pw', fixedAt: '2026-11-20T00:00:00.000Z' }] }));
    await userEvent.setup().click(retry);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Fixed (1)' }));
    expect(screen.getByText('Marked fixed on November 20, 2026', { exact: false })).toBeInTheDocument();
  });

  it('progress kept in this browser says so', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: anApi(E.left({ kind: 'Http', status: 404 })) }), '/dashboard');

    expect(await screen.findByText(/kept in this browser for now/)).toBeInTheDocument();
  });
});
