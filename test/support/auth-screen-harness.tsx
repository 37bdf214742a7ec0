// The whole route tree with scripted auth use-cases, for the sign-up, sign-in and code screens.
import { render } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AuthServices } from '../../src/ui/app-services';
import { createAppRoutes } from '../../src/ui/app/router';
import { ServicesProvider } from '../../src/ui/services-context';
import { buildTestServices, type TestServices } from './test-services';

type ScriptedAuth = Pick<AuthServices, 'signUp' | 'signIn' | 'confirmSignIn'> & Record<'signUp' | 'signIn' | 'confirmSignIn', jest.Mock>;

const scriptedAuth = (): ScriptedAuth =>
  ({
    signUp: jest.fn(async () => E.right({ isSignUpComplete: false, nextStep: { signUpStep: 'DONE' }, userId: 'u' })),
    signIn: jest.fn(async () => E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } })),
    confirmSignIn: jest.fn(async () => E.right({ signedIn: true, nextStep: { step: 'DONE' } })),
  }) as never;

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders `entry`; a confirmed code signs the person in, as the real pool does. */
export function renderAuthRoute(entry: Entry, auth = scriptedAuth(), services: TestServices = buildTestServices({ auth })) {
  const confirm = auth.confirmSignIn.getMockImplementation();
  auth.confirmSignIn.mockImplementation(async (...args: unknown[]) => {
    services.setSignedIn(true);
    return confirm?.(...args);
  });
  const router = createMemoryRouter(createAppRoutes(services), { initialEntries: [entry] });
  const { unmount } = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, auth, services, unmount };
}
