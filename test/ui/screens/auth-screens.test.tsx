import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { AuthServices } from '../../../src/composition/app-services';
import { createAppRoutes } from '../../../src/ui/app/router';
import { ServicesProvider } from '../../../src/ui/services-context';
import { buildTestServices } from '../../support/test-services';

const fakeAuth = (): AuthServices & Record<keyof AuthServices, jest.Mock> =>
  ({
    signUp: jest.fn(async () => E.right({ isSignUpComplete: false, nextStep: { signUpStep: 'DONE' }, userId: 'u' })),
    signIn: jest.fn(async () => E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } })),
    confirmSignIn: jest.fn(async () => E.right({ signedIn: true, nextStep: { step: 'DONE' } })),
    signOut: jest.fn(async () => E.right(undefined)),
  }) as never;

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }, auth = fakeAuth()) {
  const services = buildTestServices({ auth });
  // A confirmed code signs the person in, as the real pool does.
  const confirm = auth.confirmSignIn.getMockImplementation();
  auth.confirmSignIn.mockImplementation(async (...args: unknown[]) => {
    services.setSignedIn(true);
    return confirm?.(...args);
  });
  const router = createMemoryRouter(createAppRoutes(services), { initialEntries: [entry] });
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, auth };
}

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

describe('verify-code screen', () => {
  it('is a one-time-code input', async () => {
    renderAt({ pathname: '/verify-code', state: { username: 'ada@example.com' } });

    const input = await screen.findByLabelText('Verification code');

    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
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
