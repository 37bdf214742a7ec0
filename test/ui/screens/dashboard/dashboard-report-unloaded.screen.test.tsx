import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

// As a chunk that cannot be fetched (the connection dropped after the dashboard loaded).
jest.mock('../../../../src/ui/screens/dashboard/report.view', () => {
  throw new Error('Loading chunk report failed.');
});

it('says the report could not be loaded, with what to do, and keeps both buttons', async () => {
  const api = new ScriptedProtectionApi()
    .answeringReads()
    .script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' }))
    .script('getRemovalStats', E.right({ brokers: [{ brokerId: 'a', brokerName: 'Acxiom', state: 'IN_PROGRESS', requestedAt: null, removedAt: null }] }));
  renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
  const card = await screen.findByRole('region', { name: 'Data-broker removal' });
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);

  await userEvent.setup().click(await within(card).findByRole('button', { name: 'Print your report' }));

  expect(await within(card).findByRole('alert')).toHaveTextContent('The report could not be loaded just now. Check your connection, then try again.');
  expect(print).not.toHaveBeenCalled();
  expect(within(card).getByRole('button', { name: 'Download your removal report (CSV)' })).toBeEnabled();
});
