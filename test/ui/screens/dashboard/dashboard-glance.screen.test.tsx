import { screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { aBreach } from '../../../support/builders';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const api = () =>
  new ScriptedProtectionApi()
    .answeringReads()
    .script('getRemovalStats', E.right({ brokers: [{ brokerId: 'a', brokerName: 'Acme', state: 'FOUND', requestedAt: null, removedAt: null }] }))
    .script(
      'getBreachStatus',
      E.right({
        dataBreaches: [
          aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords', 'Email addresses'] }),
          aBreach({ name: 'Mail', title: 'Mail Co', dataClasses: ['Email addresses'] }),
        ],
      }),
    )
    .script('getBreachProgress', E.right({ fixed: [{ breachKey: 'hibp::Mail', fixedAt: '2026-11-20T00:00:00.000Z' }] }));

/** How much of a row's bar is painted, as a share of the bar: the one shape on its empty track is what is fixed. */
const filled = (row: HTMLElement): number => {
  const bar = row.querySelector('svg');
  const shapes = [...(bar?.querySelectorAll('rect, path, line') ?? [])];
  if (shapes.length !== 1) return NaN;
  return Number(shapes[0]?.getAttribute('width')) / Number(bar?.getAttribute('viewBox')?.split(' ')[2]);
};

describe('/dashboard at a glance', () => {
  it('says each area’s progress in its own words, with no figure that mixes breaches and brokers', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');

    expect(await screen.findByRole('figure', { name: /^Breaches: 1 of 2 fixed/ })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /^Data brokers: 0 of 1 removed/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /breach needs your action/ }).textContent).not.toMatch(/%|exposures/);
  });

  it('fills each kind of data’s bar as its breaches are fixed, and says how it counts', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const chart = await screen.findByRole('figure', { name: /^Breaches:/ });
    const rows = within(chart).getAllByRole('listitem');

    expect(rows.map((row) => [row.textContent, filled(row)])).toEqual([
      [expect.stringMatching(/^Passwords.*0 of 1 fixed$/), 0],
      [expect.stringMatching(/^E-mail addresses.*1 of 2 fixed$/), 0.5],
    ]);
    expect(within(chart).getByText(/fills as you fix/)).toBeInTheDocument();
  });
});

describe('/dashboard at a glance, with more kinds of data than rows', () => {
  it('says the chart shows the riskiest six of them', async () => {
    const many = ['Passwords', 'Phone numbers', 'Dates of birth', 'Physical addresses', 'Email addresses', 'Names', 'Usernames', 'IP addresses'];
    const answers = api().script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Big', title: 'Big Co', dataClasses: many })] }));
    renderRoute(buildTestServices({ signedIn: true, api: answers }), '/dashboard');
    const chart = await screen.findByRole('figure', { name: /^Breaches:/ });

    expect(within(chart).getAllByRole('listitem')).toHaveLength(6);
    expect(within(chart).getByText('The 6 riskiest of 8 kinds of data. A bar fills as you fix the breaches that exposed it.')).toBeInTheDocument();
  });
});
