import * as E from 'fp-ts/Either';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { renderAuthRoute as renderAt } from '../../../support/auth-screen-harness';
import { scriptedAuth } from '../../../support/scripted-auth';
import { buildTestServices } from '../../../support/test-services';

const CHOOSE = { signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ['WEB_AUTHN'] } } as const;
const SIGNED_IN = { signedIn: true, nextStep: { step: 'DONE' } } as const;
const passkeys = (available: boolean) => ({ available: () => available, list: jest.fn(), add: jest.fn(), remove: jest.fn() });

function renderWithPasskeys(path: string, available = true, overrides: Parameters<typeof scriptedAuth>[0] = {}) {
  const auth = scriptedAuth({ signIn: jest.fn(async () => E.right(CHOOSE)), ...overrides });
  const services = buildTestServices({ auth: { ...auth, passkeys: passkeys(available) } });
  return renderAt(path, auth, services);
}

describe('signing in with a passkey', () => {
  it('is not offered where the browser has no passkeys', async () => {
    renderWithPasskeys('/sign-in', false);
    await screen.findByLabelText('E-mail address');
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('asks for the e-mail first, and sends nothing without it', async () => {
    const { auth } = renderWithPasskeys('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('lets the person choose the passkey or the e-mailed code, and signs in with the passkey', async () => {
    const { auth, router } = renderWithPasskeys('/sign-in?next=%2Fchatbot', true, { confirmSignIn: jest.fn(async () => E.right(SIGNED_IN)) });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'Ada@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ada@example.com', authFlowType: 'USER_AUTH' });
    expect(await screen.findByRole('heading', { name: 'How do you want to sign in?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use my passkey' }));

    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'WEB_AUTHN', signal: expect.any(AbortSignal) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatbot'));
  });

  it('shows only the passkey and the e-mailed code when the service also offers the password', async () => {
    const offersPassword = { ...CHOOSE, nextStep: { ...CHOOSE.nextStep, availableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN'] } };
    renderWithPasskeys('/sign-in', true, { signIn: jest.fn(async () => E.right(offersPassword)) });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    const choice = await screen.findByRole('group', { name: 'How do you want to sign in?' });
    expect([...choice.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Use my passkey', 'E-mail me a code', 'Cancel']);
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('sends the e-mailed code instead when the person chooses it', async () => {
    const { auth, router } = renderWithPasskeys('/sign-in');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    auth.signIn.mockImplementation(async () => E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } }));
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a code' }));

    expect(auth.signIn).toHaveBeenLastCalledWith({ username: 'ada@example.com' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
  });

  it('goes on to the authenticator code when the passkey asks for it next', async () => {
    const totp = { signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } } as const;
    const { router, auth } = renderWithPasskeys('/sign-in');
    // Not signed in yet (the harness signs in on any confirmation).
    auth.confirmSignIn.mockImplementation(async () => E.right(totp));
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/verify-code');
  });

  it.each<[AuthFailure, string]>([
    [{ kind: 'Passkey', problem: 'Cancelled' }, 'The passkey request was cancelled.'],
    [{ kind: 'Passkey', problem: 'RelyingPartyMismatch' }, 'This passkey belongs to a different website and cannot be used here.'],
    [{ kind: 'Passkey', problem: 'RetrievalFailed' }, 'The passkey could not be read. Please try again.'],
    [{ kind: 'Passkey', problem: 'InvalidAuthenticationOptions' }, 'The passkey could not be used because the sign-in options were invalid.'],
    // An interruption the person did not ask for (they did not leave) is said.
    [{ kind: 'Passkey', problem: 'Aborted' }, 'The passkey request was interrupted. Please try again.'],
    [{ kind: 'SequentialPasskeyChallenge' }, 'Signing in with a passkey could not be completed. Please try another way to sign in.'],
  ])('after %j says %j, keeps the e-mail and offers the code', async (failure, message) => {
    renderWithPasskeys('/sign-in', true, { confirmSignIn: jest.fn(async () => E.left(failure)) });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText('You can sign in with a code sent to your e-mail instead.')).toBeVisible();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
  });

  describe('while the browser asks for the passkey', () => {
    /** A browser request that only ends when the page stops it, as the browser does (AbortError). */
    const untilStopped = () =>
      jest.fn(
        ({ signal }: { signal?: AbortSignal }) =>
          new Promise<E.Either<AuthFailure, never>>((resolve) =>
            signal?.addEventListener('abort', () => resolve(E.left({ kind: 'Passkey', problem: 'Aborted' }))),
          ),
      );

    async function askForThePasskey() {
      await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));
      expect(await screen.findByRole('button', { name: 'Waiting for your passkey…' })).toBeDisabled();
    }

    it('Cancel stops the request, shows nothing, keeps the e-mail and goes back to the passkey button', async () => {
      const confirmSignIn = untilStopped();
      renderWithPasskeys('/sign-in', true, { confirmSignIn });
      await askForThePasskey();

      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toHaveFocus());
      expect(confirmSignIn.mock.calls[0]?.[0].signal?.aborted).toBe(true);
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    });

    it('the e-mailed code stops the request first, then sends the code', async () => {
      const confirmSignIn = untilStopped();
      const { auth, router, services } = renderWithPasskeys('/sign-in', true, { confirmSignIn });
      await askForThePasskey();
      services.setSignedIn(false); // The harness signs in on any confirmation; a stopped passkey signs nobody in.
      auth.signIn.mockImplementation(async () => {
        expect(confirmSignIn.mock.calls[0]?.[0].signal?.aborted).toBe(true);
        return E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } });
      });

      await userEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
      expect(auth.signIn).toHaveBeenLastCalledWith({ username: 'ada@example.com' });
    });

    it('leaving the page stops the request', async () => {
      const confirmSignIn = untilStopped();
      renderWithPasskeys('/sign-in', true, { confirmSignIn });
      await askForThePasskey();

      await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));

      await waitFor(() => expect(confirmSignIn.mock.calls[0]?.[0].signal?.aborted).toBe(true));
    });
  });

  it('names an unknown address as the code form does', async () => {
    renderWithPasskeys('/sign-in', true, { signIn: jest.fn(async () => E.left({ kind: 'UserNotFound' })) });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByText('Invalid username.')).toBeVisible();
    expect(screen.getByText('Check the address, or create an account if you do not have one yet.')).toBeVisible();
  });

  it('tells a person without a passkey to get a code instead', async () => {
    renderWithPasskeys('/sign-in', true, { signIn: jest.fn(async () => E.left({ kind: 'NotAuthorized', message: 'This person has no passkey.' })) });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect(
      await screen.findByText(
        'There is no passkey for this account yet. Sign in with a code sent to your e-mail, then add a passkey under Sign-in and security.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  });
});
