import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { aBreach } from '../../../support/builders';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

// A slow connection: the words that come with the dashboard's on-demand views arrive when the test lets them.
let mockArrive = () => undefined as void;
const mockArrived = new Promise<void>((resolve) => (mockArrive = resolve));
jest.mock('../../../../src/ui/i18n', () => ({
  ...jest.requireActual<object>('../../../../src/ui/i18n'),
  withWords: <T,>(chunk: Promise<T>) => Promise.all([chunk, mockArrived]).then(([module]) => module),
}));

const SLOW = { timeout: 5_000 };

it('says a dialog is on its way when its code is slow to come, and a fix’s steps too, then shows them', async () => {
  const user = userEvent.setup();
  const api = new ScriptedProtectionApi()
    .answeringReads()
    .script('getBreachStatus', E.right({ dataBreaches: [aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords'] })] }));
  renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
  const edit = await within(await screen.findByRole('region', { name: 'Your profile' })).findByRole('button', { name: 'Edit profile' });

  const breach = within(screen.getByRole('list', { name: /^Breaches that need action/ })).getAllByRole('listitem', { name: /.+/ })[0]!;
  await user.click(within(breach).getByRole('button', { name: /^Fix it now/ }));
  expect(await within(breach).findByRole('status', undefined, SLOW)).toHaveTextContent('Loading the steps…');
  expect(within(breach).getByRole('button', { name: /^Fix it now/ })).toHaveFocus();

  await user.click(edit);
  const waiting = await screen.findByRole('dialog', { name: 'Loading' }, SLOW);
  expect(within(waiting).getByRole('status')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(edit).toHaveFocus();
  await user.click(edit);
  await user.click(within(await screen.findByRole('dialog', { name: 'Loading' }, SLOW)).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(edit).toHaveFocus();

  await user.click(edit);
  await screen.findByRole('dialog', { name: 'Loading' }, SLOW);
  mockArrive();
  expect(await screen.findByRole('dialog', { name: 'Edit your profile' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  expect(within(breach).getByRole('heading', { level: 4, name: 'Passwords exposed' })).toBeInTheDocument();
  expect(within(breach).queryByText('Loading the steps…')).not.toBeInTheDocument();
});
