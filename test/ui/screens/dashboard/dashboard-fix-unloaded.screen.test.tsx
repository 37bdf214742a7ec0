import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { aBreach } from '../../../support/builders';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

// The chunk of the dashboard's on-demand views cannot be fetched while the connection is down (it dropped after the dashboard loaded).
let mockOffline = true;
jest.mock('../../../../src/ui/screens/dashboard/on-demand.views', () => {
  if (mockOffline) throw new Error('Loading chunk dashboard-on-demand failed.');
  return jest.requireActual('../../../../src/ui/screens/dashboard/on-demand.views');
});

it('keeps a breach’s actions when its steps cannot load, says so, and opens them once they can', async () => {
  const user = userEvent.setup();
  const api = new ScriptedProtectionApi()
    .answeringReads()
    .script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords'] })] }));
  renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
  const breach = within(await screen.findByRole('list', { name: /^Breaches that need action/ })).getAllByRole('listitem', { name: /.+/ })[0]!;

  await user.click(within(breach).getByRole('button', { name: /^Fix it now/ }));
  expect(await within(breach).findByRole('alert')).toHaveTextContent('The steps could not be loaded just now. Check your connection, then try again.');
  expect(within(breach).getByRole('button', { name: /^Fix it now/ })).toHaveFocus();

  mockOffline = false;
  await user.click(within(breach).getByRole('button', { name: 'try again' }));
  expect(await within(breach).findByRole('heading', { level: 4, name: 'Passwords exposed' })).toHaveFocus();
  expect(within(breach).queryByRole('alert')).not.toBeInTheDocument();
});
