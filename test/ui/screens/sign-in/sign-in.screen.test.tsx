import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';

describe('sign-in screen', () => {
  it('carries a validated next to the code step', async () => {
    const { router } = renderAt('/sign-in?next=%2Fchatbot%3Fbreach_name%3DAdobe');

    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('next')).toBe('/chatbot?breach_name=Adobe');
    expect(search.get('from')).toBe('/sign-in');
  });

  it('drops a next that points outside the app', async () => {
    const { router } = renderAt('/sign-in?next=%2F%2Fevil.example');

    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard');
  });
});
