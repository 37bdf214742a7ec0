import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { fullDate, isoDay } from '../../../../src/domain/format';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import type { BrokerRemoval } from '../../../../src/domain/removal/removal';
import { aBreach } from '../../../support/builders';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

const card = () => screen.getByRole('region', { name: 'Data-broker removal' });
const BROKERS: readonly BrokerRemoval[] = [
  { brokerId: 'a', brokerName: 'Acxiom', state: 'REMOVED', requestedAt: '2026-11-24T09:30:00.000Z', removedAt: '2026-11-28T10:00:00.000Z', attempts: 1 },
  { brokerId: 's', brokerName: '=cmd|"/c calc"!A1', state: 'IN_PROGRESS', requestedAt: '2026-11-24T09:30:00.000Z', removedAt: null },
];

async function showDashboard() {
  const api = new ScriptedProtectionApi()
    .answeringReads()
    .script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' }))
    .script('getRemovalStats', E.right({ brokers: BROKERS }))
    .script(
      'getBreachStatus',
      E.right({ dataBreaches: [aBreach({ name: 'Adobe', title: 'Adobe', dataClasses: ['Passwords'], addresses: ['ada@example.com'] })] }),
    )
    .script('getBreachProgress', E.right({ fixed: [] }))
    .script('getRemovalContract', E.right(O.none));
  const services = buildTestServices({ signedIn: true, api });
  renderRoute(services, '/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Your protection' });
  await within(card()).findByText('Acxiom');
  return services;
}

/** Nothing of the report reaches analytics or error reports: no event or report names a broker, a breach or the person. */
const expectNothingSent = ({ tracked, reported }: Awaited<ReturnType<typeof showDashboard>>) => {
  expect(JSON.stringify([tracked, reported.map((r) => [String(r.error), r.context])])).not.toMatch(/Acxiom|calc|Adobe|Lovelace|report/i);
};

describe('/dashboard: a report to keep', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the removal report as a CSV named with the day, built from what is shown: a hostile name stays text', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs: the browser's, as far as this test needs them.
    const revoked: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'), revokeObjectURL: (url: string) => revoked.push(url) });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const services = await showDashboard();

    await userEvent.setup().click(within(card()).getByRole('button', { name: 'Download your removal report (CSV)' }));

    await waitFor(() => expect(names).toEqual([`protect-removal-report-${isoDay(new Date().toISOString())}.csv`]));
    await waitFor(() => expect(revoked).toEqual(['blob:report']));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text?.split('\r\n').slice(0, 3)).toEqual([
      'Broker,Status,Found,Removal requested,In progress,Needs your action,Removed,Requests sent,Last request',
      `"'=cmd|""/c calc""!A1",In progress,,2026-11-24,,,,,`,
      'Acxiom,Removed,,2026-11-24,,,2026-11-28,1,',
    ]);
    expectNothingSent(services);
  });

  it('prints a report with the person’s name, the day, their breaches and their brokers, once it has rendered', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const services = await showDashboard();
    const user = userEvent.setup();

    await user.click(within(card()).getByRole('button', { name: 'Print your report' }));

    const report = await screen.findByRole('article', { name: 'Your protection report' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(within(report).getByText(`For Ada Lovelace. Made on ${fullDate(new Date().toISOString())}.`)).toBeInTheDocument();
    const [breaches, brokers] = within(report).getAllByRole('table');
    expect(
      within(breaches!)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['BreachWhenWhat it exposedStatus', 'AdobeOctober 4, 2013PasswordsTo fix']);
    expect(
      within(brokers!)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['BrokerStatusRequestedRemoved', '=cmd|"/c calc"!A1In progressNovember 24, 2026', 'AcxiomRemovedNovember 24, 2026November 28, 2026']);

    await user.click(within(card()).getByRole('button', { name: 'Print your report' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('article', { name: 'Your protection report' })).toHaveLength(1);
    expectNothingSent(services);
  });
});
