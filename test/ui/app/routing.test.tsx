import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../support/render';
import { buildTestServices } from '../../support/test-services';

describe('access rules (spec §2)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/chatbot?breach_name=Adobe&source=hibp', '/chatbot'],
    ['/signing?docusealSlug=abc', '/signing'],
    ['/subscription-options', '/subscription-options'],
  ])('sends a signed-out visitor of %s to sign-in with next %s (a breach or document never in the address)', async (path, next) => {
    const { router } = renderRoute(buildTestServices({ signedIn: false }), path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(next);
  });

  it('reads the breach from the entry state, and keeps it with the destination when the visitor must sign in first', async () => {
    const services = buildTestServices({ signedIn: false });
    const { router } = renderRoute(services, '/chatbot', { carried: { breach_name: 'Adobe', source: 'hibp' } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/chatbot')}`);
    services.auth.destination.remember('/chatbot');
    expect(services.auth.destination.after({ fromSignUp: false, next: '/chatbot' })).toBe('/chatbot?breach_name=Adobe&source=hibp');
  });

  it.each(['/sign-in', '/sign-up', '/verify-code?username=ada%40example.com'])('sends a signed-in user from %s to the dashboard', async (path) => {
    const { router } = renderRoute(buildTestServices({ signedIn: true }), path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('never runs a protected route loader for a signed-out visitor', async () => {
    const services = buildTestServices({ signedIn: false });
    const { router } = renderRoute(services, '/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    // The dashboard's code was never even requested: the guard stopped the navigation first.
    expect(router.state.matches.map((m) => m.route.path)).not.toContain('/dashboard');
  });

  it('lets a signed-in user open a protected route', async () => {
    const { router } = renderRoute(buildTestServices({ signedIn: true }), '/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your protection' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/protect-requests', '/design-system', '/demo-query'])('redirects the dev-only route %s to the landing page', async (path) => {
    const { router } = renderRoute(buildTestServices({ signedIn: true }), path);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('404 page', () => {
  it('says the page does not exist and links home', async () => {
    renderRoute(buildTestServices(), '/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you’re looking for doesn’t exist or has been moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});

describe('route error page (spec §8)', () => {
  const failing = (chatWidgetAvailable: boolean) =>
    buildTestServices({ chatWidgetAvailable, getCurrentSession: () => Promise.reject(new Error('secret detail ada@example.com 123456')) });

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec copy and never the raw error', async () => {
    renderRoute(failing(true), '/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an unexpected error while processing your request. Please try again later or contact support if the issue persists.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    // Outside the layout, the page still says whose it is.
    expect(within(screen.getByRole('banner')).getByText('Protect')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('secret detail');
    expect(document.body.textContent).not.toContain('123456');
  });

  it('hands the error to the error reporter (which scrubs it) and never logs it whole', async () => {
    const services = failing(true);
    renderRoute(services, '/');

    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(services.reported.map(({ context }) => context)).toContain('route error');
    expect((services.reported[0]?.error as Error).message).toContain('secret detail');
    const logged = jest
      .mocked(console.error)
      .mock.calls.flat()
      .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ''}` : String(arg)));
    expect(logged.join('\n')).not.toContain('secret detail');
  });

  it('opens the support chat from Contact Support', async () => {
    const services = failing(true);
    renderRoute(services, '/');

    (await screen.findByRole('button', { name: 'Contact Support' })).click();

    await waitFor(() => expect(services.chatWidget.shown).toBe(1));
  });

  it('offers another way to reach support when no chat is configured', async () => {
    const services = failing(false);
    renderRoute(services, '/');

    (await screen.findByRole('button', { name: 'Contact Support' })).click();

    expect(await screen.findByText(/support chat isn’t available right now/)).toBeInTheDocument();
    expect(services.chatWidget.shown).toBe(0);
  });
});
