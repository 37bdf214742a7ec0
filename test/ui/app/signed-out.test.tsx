import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../support/render';
import { buildTestServices } from '../../support/test-services';

const SIGNED_OUT = 'You are signed out.';

describe('signed-out confirmation', () => {
  it('says so politely on the page the person lands on after Sign out, and only there', async () => {
    const services = buildTestServices({ signedIn: true });
    const { router } = renderRoute(services, '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    const notice = await screen.findByText(SIGNED_OUT);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(services.signOuts()).toBe(1);

    await act(() => router.navigate('/sign-in'));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument();
  });

  it('shows that it is signing out until the service has answered, keeps the focus on the button, and signs out once however often it is pressed', async () => {
    let answer: () => void = () => undefined;
    const services = buildTestServices({ signedIn: true, signOutAnswer: new Promise((resolve) => (answer = resolve)) });
    renderRoute(services, '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const busy = await screen.findByRole('button', { name: 'Signing out…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    await userEvent.keyboard('{Enter}');
    expect(services.signOuts()).toBe(1);

    act(() => answer());
    expect((await screen.findByText(SIGNED_OUT)).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Sign(ing)? out/ })).not.toBeInTheDocument();
  });

  it('says so too when the session ended elsewhere (another tab) and a page sends the person to sign in', async () => {
    const services = buildTestServices({ signedIn: true });
    const { router } = renderRoute(services, '/');
    await screen.findByRole('button', { name: 'Sign out' });

    services.setSignedIn(false);
    await act(() => router.navigate('/subscription-options'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect((await screen.findByText(SIGNED_OUT)).closest('[role="status"]')).not.toBeNull();
  });

  it('is never said to a visitor who was not signed in on this page', async () => {
    renderRoute(buildTestServices({ signedIn: false }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    expect(screen.queryByText(SIGNED_OUT)).not.toBeInTheDocument();
  });
});
