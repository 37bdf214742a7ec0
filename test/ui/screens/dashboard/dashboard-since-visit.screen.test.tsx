import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { aBreach } from '../../../support/builders';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

const news = () => screen.queryByRole('region', { name: /^Since your last visit/ });

async function showDashboard(lastVisit: E.Either<never, string | null>) {
  const api = new ScriptedProtectionApi()
    .answeringReads()
    .script('markVisit', lastVisit)
    .script(
      'getBreachStatus',
      E.right({
        dataBreaches: [
          aBreach({ name: 'Canva', title: 'Canva', addedDate: '2026-11-25', dataClasses: ['Passwords'], addresses: ['ada@example.com'] }),
          aBreach({ name: 'Adobe', title: 'Adobe', addedDate: '2013-12-04', dataClasses: ['Email addresses'], addresses: ['ada@example.com'] }),
        ],
      }),
    )
    .script(
      'getRemovalStats',
      E.right({ brokers: [{ brokerId: 'a', brokerName: 'Acxiom', state: 'REMOVED', requestedAt: '2026-11-10', removedAt: '2026-11-22' }] }),
    );
  renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Your protection' });
  await screen.findByRole('region', { name: 'Data breaches' });
  return api;
}

describe('/dashboard: since your last visit', () => {
  it('names what changed since the visit before, each a button to its place, and marks this visit once', async () => {
    const api = await showDashboard(E.right('2026-11-20T12:00:00.000Z'));
    const user = userEvent.setup();

    const region = await screen.findByRole('region', { name: 'Since your last visit on November 20, 2026' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A new breach: Canva, added on November 25, 2026.', 'Acxiom removed your profile.', 'Adobe still needs fixing.']);
    expect(api.calls.filter((c) => c.method === 'markVisit')).toHaveLength(1);

    await user.click(within(region).getByRole('button', { name: 'Acxiom removed your profile.' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Data-broker removal' })).toHaveFocus();
    await user.click(within(region).getByRole('button', { name: 'A new breach: Canva, added on November 25, 2026.' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Canva' })).toHaveFocus();
  });

  it.each([
    ['a first visit', E.right(null)],
    ['a service that could not say', E.left({ kind: 'Network' } as never)],
  ])('says nothing on %s', async (_case, answer) => {
    await showDashboard(answer as E.Either<never, string | null>);
    await screen.findByText('Acxiom');
    expect(news()).not.toBeInTheDocument();
  });
});
