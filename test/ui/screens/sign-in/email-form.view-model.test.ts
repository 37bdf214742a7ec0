import * as E from 'fp-ts/Either';
import type { AuthServices } from '../../../../src/ui/app-services';
import { scriptedAuth } from '../../../support/scripted-auth';
import { RATE_LIMIT_COOL_DOWN_SECONDS, type AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { EmailFormViewModel } from '../../../../src/ui/screens/sign-in/email-form.view-model';

const authWith = (overrides?: Parameters<typeof scriptedAuth>[0]) => scriptedAuth(overrides) as ReturnType<typeof scriptedAuth> & AuthServices;

describe('EmailFormViewModel', () => {
  it.each([
    ['', 'Enter your e-mail address.'],
    ['ada', 'Enter an e-mail address like name@example.com.'],
    ['ada@example', 'Enter an e-mail address like name@example.com.'],
  ])('refuses %j with %j and sends nothing', async (email, message) => {
    const auth = authWith();
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-up');
    vm.setEmail(email);

    await expect(vm.submit()).resolves.toBeNull();

    expect(vm.error).toBe(message);
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up in the given region, then starts the sign-in that sends the code', async () => {
    const auth = authWith();
    const vm = new EmailFormViewModel({ auth, region: 'GB' }, 'sign-up');
    vm.setEmail('  Ada@Example.com ');

    await expect(vm.submit()).resolves.toBe('ada@example.com');

    expect(auth.signUp).toHaveBeenCalledWith({ email: 'ada@example.com', region: 'GB' });
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ada@example.com' });
    expect(vm.status).toBe('code-sent');
  });

  it('only signs in on the sign-in screen', async () => {
    const auth = authWith();
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
    vm.setEmail('ada@example.com');

    await vm.submit();

    expect(auth.signUp).not.toHaveBeenCalled();
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it.each<[AuthFailure, RegExp]>([
    [{ kind: 'Service', code: 'UsernameExistsException', message: '' }, /already exists/],
    // No link was used and none sent: the customer's words for an internal error would say both.
    [{ kind: 'Internal' }, /^Something went wrong\. Please try again later\.$/],
    [{ kind: 'Network' }, /^You are offline, or the connection dropped/],
  ])('shows %j as %s and keeps what was typed', async (failure, message) => {
    const vm = new EmailFormViewModel({ auth: authWith({ signUp: jest.fn(async () => E.left(failure)) }), region: 'US' }, 'sign-up');
    vm.setEmail('ada@example.com');

    await expect(vm.submit()).resolves.toBeNull();

    expect(vm.error).toMatch(message);
    expect(vm.email).toBe('ada@example.com');
    expect(vm.status).toBe('idle');
  });

  it('says exactly "Invalid username." for an unknown address, with a line on how to sign up under it', async () => {
    const vm = new EmailFormViewModel({ auth: authWith({ signIn: jest.fn(async () => E.left({ kind: 'UserNotFound' })) }), region: 'US' }, 'sign-in');
    vm.setEmail('nobody@example.com');

    await expect(vm.submit()).resolves.toBeNull();

    expect(vm.error).toBe('Invalid username.');
    expect(vm.hint).toBe('Check the address, or create an account if you do not have one yet.');
    vm.setEmail('nobody@example.co');
    expect(vm.hint).toBeNull();
  });

  it.each<[string, AuthFailure, unknown]>([
    ['an unforeseen failure', { kind: 'Unexpected', cause: new TypeError('x is undefined') }, new TypeError('x is undefined')],
    [
      'a service error the app has no words for',
      { kind: 'Service', code: 'ForbiddenException', message: 'ada@example.com is blocked' },
      new Error('User pool refused: ForbiddenException'),
    ],
  ])('reports %s (by its code only) instead of letting it vanish behind the generic message', async (_name, failure, reported) => {
    const reportError = jest.fn();
    const vm = new EmailFormViewModel({ auth: authWith({ signIn: jest.fn(async () => E.left(failure)) }), region: 'US', reportError }, 'sign-in');
    vm.setEmail('ada@example.com');

    await vm.submit();

    expect(vm.error).toBe('Something went wrong. Please try again later.');
    expect(reportError).toHaveBeenCalledWith(reported, 'sign-in');
    expect(JSON.stringify(reportError.mock.calls) + String(reportError.mock.calls[0]?.[0])).not.toMatch(/ada|example/);
  });

  it.each<AuthFailure>([{ kind: 'UserNotFound' }, { kind: 'Network' }, { kind: 'RateLimited' }, { kind: 'Internal' }])(
    'does not report the expected failure %j',
    async (failure) => {
      const reportError = jest.fn();
      const vm = new EmailFormViewModel({ auth: authWith({ signIn: jest.fn(async () => E.left(failure)) }), region: 'US', reportError }, 'sign-in');
      vm.setEmail('ada@example.com');

      await vm.submit();

      expect(reportError).not.toHaveBeenCalled();
    },
  );

  it('sends an account that was never confirmed a new confirmation code, and goes to the confirmation step', async () => {
    const auth = authWith({ signIn: jest.fn(async () => E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_UP' } })) });
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
    vm.setEmail('Ada@Example.com');

    await expect(vm.submit()).resolves.toBe('ada@example.com');

    expect(auth.resendSignUpCode).toHaveBeenCalledWith('ada@example.com');
    expect(vm.status).toBe('confirm-sign-up');
  });

  it('keeps the address and says so when the new confirmation code cannot be sent', async () => {
    const auth = authWith({
      signIn: jest.fn(async () => E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_UP' } })),
      resendSignUpCode: jest.fn(async () => E.left({ kind: 'RateLimited' })),
    });
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
    vm.setEmail('ada@example.com');

    await expect(vm.submit()).resolves.toBeNull();

    expect(vm.status).toBe('idle');
    expect(vm.error).toBe('Too many tries for now. Please wait a minute, then try again.');
    expect(vm.email).toBe('ada@example.com');
  });

  it('is signed in when the service asks for nothing more', async () => {
    const auth = authWith({ signIn: jest.fn(async () => E.right({ signedIn: true, nextStep: { step: 'DONE' } })) });
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
    vm.setEmail('ada@example.com');

    await expect(vm.submit()).resolves.toBe('ada@example.com');

    expect(vm.status).toBe('signed-in');
  });

  it.each([{ step: 'RESET_PASSWORD' }, { step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] }])(
    'does not promise a code for %j: a message, the address kept, and a report by the step name only',
    async (nextStep) => {
      const reportError = jest.fn();
      const auth = authWith({ signIn: jest.fn(async () => E.right({ signedIn: false, nextStep })) });
      const vm = new EmailFormViewModel({ auth, region: 'US', reportError }, 'sign-in');
      vm.setEmail('ada@example.com');

      await expect(vm.submit()).resolves.toBeNull();

      expect(vm.status).toBe('idle');
      expect(vm.error).toBe('Something went wrong. Please try again later.');
      expect(vm.email).toBe('ada@example.com');
      expect(reportError).toHaveBeenCalledWith(new Error(`Sign-in step not offered: ${nextStep.step}`), 'sign-in');
    },
  );

  it('sends once while a request is under way', async () => {
    const auth = authWith();
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
    vm.setEmail('ada@example.com');

    await Promise.all([vm.submit(), vm.submit()]);

    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it('holds "Send me a code" for the cool-down after a rate limit, with the address kept, then lets it go', async () => {
    const auth = authWith({ signIn: jest.fn(async () => E.left({ kind: 'RateLimited' })) });
    let tick = () => undefined as void;
    const vm = new EmailFormViewModel({ auth, region: 'US', everySecond: (next) => ((tick = next), () => undefined) }, 'sign-in');
    vm.setEmail('ada@example.com');

    await expect(vm.submit()).resolves.toBeNull();

    expect(vm.error).toBe('Too many tries for now. Please wait a minute, then try again.');
    expect(vm.coolDown.secondsLeft).toBe(RATE_LIMIT_COOL_DOWN_SECONDS);
    expect(vm.email).toBe('ada@example.com');
    await vm.submit();
    expect(auth.signIn).toHaveBeenCalledTimes(1);

    for (let i = 0; i < RATE_LIMIT_COOL_DOWN_SECONDS; i += 1) tick();
    auth.signIn.mockImplementation(async () => E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } }));
    await expect(vm.submit()).resolves.toBe('ada@example.com');
  });
});
