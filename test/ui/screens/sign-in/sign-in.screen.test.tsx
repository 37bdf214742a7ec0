import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';
import { scriptedAuth } from '../../../support/scripted-auth';

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

describe('sign-in screen, an account never confirmed', () => {
  it('goes to the confirmation step with a new code sent, and says why', async () => {
    const auth = scriptedAuth({ signIn: jest.fn(async () => E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_UP' } })) });
    const { router } = renderAt('/sign-in', auth);

    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-sign-up'));
    expect(auth.resendSignUpCode).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByText(/is not confirmed yet/)).toHaveTextContent(
      'Your address ada@example.com is not confirmed yet. We sent you a new e-mail: enter the 6-digit code from it to confirm your address, then sign in.',
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/sign-in');
  });
});
