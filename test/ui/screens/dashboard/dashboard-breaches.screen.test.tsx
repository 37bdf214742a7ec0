import { screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import { aBreach } from '../../../support/builders';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const BREACHES = [
  aBreach({ name: 'Collection1', title: 'Collection #1', dataClasses: ['Passwords', 'Email addresses'], isVerified: false }),
  aBreach({ name: 'Mail', title: 'Mail Co', dataClasses: ['Email addresses', 'Auth tokens'] }),
  aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords', 'Email addresses', 'Bios'] }),
];

const api = () =>
  new ScriptedProtectionApi()
    .script('getUserProfile', E.right(EMPTY_PROFILE))
    .script('getSubscriptionStatus', E.right({ status: 'TRIALING', daysRemaining: 14, link: 'https://billing.example/' }))
    .script('getEmailAddresses', E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]))
    .script('getRemovalContract', E.right(O.none))
    .script('getRemovalStats', E.right({ brokers: [] }))
    .script('getBreachStatus', E.right({ dataBreaches: BREACHES }))
    .script('getBreachProgress', E.right({ fixed: [] }));

const cards = async () => within(await screen.findByRole('list', { name: /^Breaches that need action/ })).getAllByRole('listitem', { name: /.+/ });

describe('/dashboard breach cards', () => {
  it('say each thing once, in plain words, with a first step that names the service', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const [pw] = await cards();

    expect(within(pw!).getByRole('heading', { level: 4 })).toHaveTextContent('Pw Co');
    expect(within(pw!).getByRole('list', { name: 'Exposed data' }).textContent).toBe('PasswordsE-mail addressesProfile bios');
    expect(within(pw!).getByText(/^Change your Pw Co password/)).toBeInTheDocument();
    expect(pw!.textContent).not.toMatch(/was breached|Action needed|Bios/);
    expect(screen.getByRole('list', { name: /^Breaches that need action/ }).textContent).not.toMatch(/Auth tokens|Email/);
  });

  it('label an unverified breach as such and rank it after every verified one', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const list = await cards();

    expect(list.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Pw Co', 'Mail Co', 'Collection #1']);
    expect(within(list[2]!).getByText(/^Unverified:/)).toBeInTheDocument();
    expect(within(list[0]!).queryByText(/^Unverified/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix Pw Co now' })).toBeInTheDocument();
  });
});
