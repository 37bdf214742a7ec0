import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';

describe('verify-code screen', () => {
  it('is a one-time-code input', async () => {
    renderAt({ pathname: '/verify-code', state: { username: 'ada@example.com' } });

    const input = await screen.findByLabelText('Verification code');

    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/It expires in 3 minutes\./)).toBeInTheDocument();
  });

  it('prefills a magic link code but waits for a click', async () => {
    const { auth } = renderAt({ pathname: '/verify-code', state: { prefill: { username: 'ada@example.com', code: '123456' } } });

    expect(await screen.findByLabelText('Verification code')).toHaveValue('123456');
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });

  it('after sign-up, a right code leads to the subscription options', async () => {
    const { router, auth } = renderAt({ pathname: '/verify-code', search: '?from=%2Fsign-up', state: { username: 'ada@example.com' } });

    await userEvent.type(await screen.findByLabelText('Verification code'), '123 456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-options'));
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
  });

  it('after sign-in, a right code leads to next', async () => {
    const { router } = renderAt({ pathname: '/verify-code', search: '?from=%2Fsign-in&next=%2Fchatbot', state: { username: 'ada@example.com' } });

    await userEvent.type(await screen.findByLabelText('Verification code'), '123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/chatbot'));
  });
});

describe('the code step opened from the e-mailed link, which carries no next', () => {
  it('lands where the sign-in was headed', async () => {
    const first = renderAt('/sign-in?next=%2Fchatbot%3Fbreach_name%3DAdobe');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com{Enter}');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/verify-code'));
    first.unmount();

    const { router } = renderAt({ pathname: '/verify-code', search: '?from=%2Fsign-in', state: { username: 'ada@example.com' } }, first.auth, first.services);
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/chatbot'));
    // The breach travels in the entry's state, not in the address.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ carried: { breach_name: 'Adobe' } });
  });
});
