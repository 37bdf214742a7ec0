import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';

describe('sign-up screen', () => {
  it('sends a code and moves to the code step without putting the e-mail in the URL', async () => {
    const { router, auth } = renderAt('/sign-up');

    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
    expect(router.state.location.search).toBe('?from=%2Fsign-up');
    expect(router.state.location.state).toEqual({ username: 'ada@example.com' });
    expect(auth.signUp).toHaveBeenCalledWith({ email: 'ada@example.com', region: expect.any(String) });
  });

  it('announces a bad address and keeps what was typed', async () => {
    renderAt('/sign-up');
    const input = await screen.findByLabelText('E-mail address');

    await userEvent.type(input, 'ada{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Enter an e-mail address like name@example.com.');
    expect(input).toHaveValue('ada');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
