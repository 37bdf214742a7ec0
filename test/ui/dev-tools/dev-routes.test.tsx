import * as O from 'fp-ts/Option';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../support/render';
import { buildTestServices } from '../../support/test-services';
import { ICON_NAMES } from '../../../src/ui/components/icon';

const devTools = () => import('../../../src/ui/dev-tools/dev-tools');
const DEV_ROUTES = ['/protect-requests', '/design-system', '/demo-query'];

describe('developer routes in a production bundle', () => {
  it.each(DEV_ROUTES)('%s redirects to the landing page and loads no developer tool', async (path) => {
    const { router } = renderRoute(buildTestServices({ signedIn: true }), path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: /Design system|Demo query|Protect requests/ })).not.toBeInTheDocument();
  });
});

describe('developer routes in a development build', () => {
  it('/design-system shows each shared component in its states', async () => {
    renderRoute(buildTestServices(), '/design-system', null, devTools);

    expect(await screen.findByRole('heading', { level: 1, name: 'Design system' })).toBeInTheDocument();
    for (const name of ['Colours', 'Type', 'Spacing', 'Icons', 'Buttons', 'Text fields', 'Code field', 'Dialog', 'Cards', 'Pending page']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const icons = screen.getByRole('region', { name: 'Icons' });
    expect(
      within(icons)
        .getAllByRole('figure')
        .map((f) => [f.textContent, f.querySelectorAll('svg.icon').length]),
    ).toEqual(ICON_NAMES.map((name) => [name, 1]));
    expect(within(screen.getByRole('region', { name: 'Colours' })).getByText('--brand')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Type' })).getByText('--text-3xl')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Spacing' })).getByText('--space-9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primary action' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Busy action' })).toBeDisabled();
    expect(screen.getByText('This is taking longer than expected. Please try again later.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open a dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'A sample dialog' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('/demo-query loads demo data after the chosen delay', async () => {
    jest.useFakeTimers();
    try {
      renderRoute(buildTestServices(), '/demo-query', null, devTools);
      expect(await screen.findByRole('heading', { level: 1, name: 'Demo query' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Load in 2 s' }));
      expect(await screen.findByText('Loading the demo profile…')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(2_000));
      expect(await screen.findByText('Demo Person')).toBeInTheDocument();
      expect(screen.getByText('Loaded in 2 s')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('/demo-query shows the pending page and its long-wait message during the 10 s delay', async () => {
    jest.useFakeTimers();
    try {
      renderRoute(buildTestServices(), '/demo-query', null, devTools);
      fireEvent.click(await screen.findByRole('button', { name: 'Load in 10 s' }));
      const pending = await screen.findByRole('region', { name: 'Pending page' });
      expect(within(pending).queryByText(/taking longer than expected/)).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(5_000));
      expect(within(pending).getByText('This is taking longer than expected. Please try again later.')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(5_000));
      expect(await screen.findByText('Loaded in 10 s')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [true, 'A token came back for the signed-in person.'],
    [false, 'No token came back: nobody is signed in.'],
  ])('/protect-requests says whether a token came back (signed in: %s), never the token', async (signedIn, message) => {
    const services = buildTestServices({ signedIn });
    const { container } = renderRoute(services, '/protect-requests', null, devTools);

    expect(await screen.findByText(message)).toBeInTheDocument();
    const session = await services.getCurrentSession();
    if (O.isSome(session)) {
      expect(container.textContent).not.toContain(session.value.idToken);
      expect(container.textContent).not.toContain(session.value.email);
    }
  });

  it('/protect-requests says so when the session could not be checked', async () => {
    renderRoute(buildTestServices({ readSession: async () => 'unreachable' }), '/protect-requests', null, devTools);

    expect(await screen.findByText('The session could not be checked: no answer. No token came back.')).toBeInTheDocument();
  });
});
