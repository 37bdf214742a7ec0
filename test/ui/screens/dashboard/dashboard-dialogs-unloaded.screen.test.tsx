import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

// The chunk of the dashboard's on-demand views cannot be fetched while the connection is down (it dropped after the dashboard loaded).
let mockOffline = true;
jest.mock('../../../../src/ui/screens/dashboard/on-demand.views', () => {
  if (mockOffline) throw new Error('Loading chunk dashboard-on-demand failed.');
  return jest.requireActual('../../../../src/ui/screens/dashboard/on-demand.views');
});

it('says a dialog could not be opened, with a way out and a way to try again', async () => {
  const user = userEvent.setup();
  renderRoute(buildTestServices({ signedIn: true }), '/dashboard');
  const edit = await within(await screen.findByRole('region', { name: 'Your profile' })).findByRole('button', { name: 'Edit profile' });

  await user.click(edit);
  const notice = await screen.findByRole('dialog', { name: 'This could not be opened' });
  expect(within(notice).getByRole('alert')).toHaveTextContent('It could not be loaded just now. Check your connection, then try again.');
  expect(within(notice).getByRole('button', { name: 'Try again' })).toHaveFocus();
  await user.click(within(notice).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(edit).toHaveFocus();

  await user.click(edit);
  mockOffline = false;
  await user.click(within(await screen.findByRole('dialog', { name: 'This could not be opened' })).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('dialog', { name: 'Edit your profile' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
});
