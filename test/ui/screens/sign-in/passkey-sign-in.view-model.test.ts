import * as E from 'fp-ts/Either';
import type { AuthServices } from '../../../../src/ui/app-services';
import { PasskeySignInViewModel } from '../../../../src/ui/screens/sign-in/passkey-sign-in.view-model';
import { EmailFormViewModel } from '../../../../src/ui/screens/sign-in/email-form.view-model';
import { scriptedAuth } from '../../../support/scripted-auth';

const choice = (availableChallenges: readonly string[]) =>
  E.right({ signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' as const, availableChallenges } });

function setup(availableChallenges: readonly string[]) {
  const auth = scriptedAuth({
    signIn: jest.fn(async () => choice(availableChallenges)),
    confirmSignIn: jest.fn(async () => E.right({ signedIn: true, nextStep: { step: 'DONE' as const } })),
  }) as ReturnType<typeof scriptedAuth> & AuthServices;
  const passkeys = { available: () => true, list: jest.fn(), add: jest.fn(), remove: jest.fn() };
  const form = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
  form.setEmail('ada@example.com');
  return { auth, form, vm: new PasskeySignInViewModel({ auth: { ...auth, passkeys } }, form) };
}

// The service's first-factor choice may also offer the password (PASSWORD, PASSWORD_SRP); the sign-in page
// never asks for one, so the choice it shows stays the passkey or the e-mailed code.
describe('PasskeySignInViewModel and a first-factor choice that also offers the password', () => {
  it('opens the choice for the passkey, and answers it with the passkey only', async () => {
    const { auth, vm } = setup(['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN']);

    expect(await vm.start()).toBeNull();
    expect(vm.status).toBe('choosing');
    expect(await vm.usePasskey()).toBe('signed-in');
    expect(auth.confirmSignIn).toHaveBeenCalledTimes(1);
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'WEB_AUTHN', signal: expect.any(AbortSignal) });
  });

  it('opens no choice when only the password is offered: the person has no passkey, and the code is the way in', async () => {
    const { auth, form, vm } = setup(['PASSWORD', 'PASSWORD_SRP']);

    expect(await vm.start()).toBeNull();
    expect(vm.status).toBe('idle');
    expect(form.error).toBe(
      'There is no passkey for this account yet. Sign in with a code sent to your e-mail, then add a passkey under Sign-in and security.',
    );
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });
});
