import * as E from 'fp-ts/Either';
import type { AuthServices } from '../../../src/composition/app-services';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import { EmailFormViewModel } from '../../../src/ui/screens/shared/email-form.view-model';
import { regionFromLocale } from '../../../src/domain/region/region-from-locale';
import { CODE_INCOMPLETE, RESEND_COOL_DOWN_SECONDS, VerifyCodeViewModel } from '../../../src/ui/screens/verify-code/verify-code.view-model';

const signedIn = { signedIn: true, nextStep: { step: 'DONE' } } as const;
const stillWaiting = { signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } } as const;

const fakeAuth = (overrides: Partial<Record<keyof AuthServices, jest.Mock>> = {}) => {
  const auth = {
    signUp: jest.fn(async () => E.right({ isSignUpComplete: false, nextStep: { signUpStep: 'DONE' }, userId: 'u' })),
    signIn: jest.fn(async () => E.right(stillWaiting)),
    confirmSignIn: jest.fn(async () => E.right(signedIn)),
    signOut: jest.fn(async () => E.right(undefined)),
    ...overrides,
  };
  return auth as unknown as AuthServices & typeof auth;
};

describe('EmailFormViewModel', () => {
  it.each([
    ['', 'Enter your e-mail address.'],
    ['ada', 'Enter an e-mail address like name@example.com.'],
    ['ada@example', 'Enter an e-mail address like name@example.com.'],
  ])('refuses %j with %j and sends nothing', async (email, message) => {
    const auth = fakeAuth();
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-up');
    vm.setEmail(email);

    await expect(vm.submit()).resolves.toBeNull();

    expect(vm.error).toBe(message);
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up in the given region, then starts the sign-in that sends the code', async () => {
    const auth = fakeAuth();
    const vm = new EmailFormViewModel({ auth, region: 'GB' }, 'sign-up');
    vm.setEmail('  Ada@Example.com ');

    await expect(vm.submit()).resolves.toBe('ada@example.com');

    expect(auth.signUp).toHaveBeenCalledWith({ email: 'ada@example.com', region: 'GB' });
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ada@example.com' });
    expect(vm.status).toBe('code-sent');
  });

  it('only signs in on the sign-in screen', async () => {
    const auth = fakeAuth();
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
    vm.setEmail('ada@example.com');

    await vm.submit();

    expect(auth.signUp).not.toHaveBeenCalled();
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it.each<[AuthFailure, RegExp]>([
    [{ kind: 'Service', code: 'UsernameExistsException', message: '' }, /already exists/],
    [{ kind: 'Internal' }, /link you used has expired/],
    [{ kind: 'Network' }, /Something went wrong/],
  ])('shows %j as %s and keeps what was typed', async (failure, message) => {
    const vm = new EmailFormViewModel({ auth: fakeAuth({ signUp: jest.fn(async () => E.left(failure)) }), region: 'US' }, 'sign-up');
    vm.setEmail('ada@example.com');

    await expect(vm.submit()).resolves.toBeNull();

    expect(vm.error).toMatch(message);
    expect(vm.email).toBe('ada@example.com');
    expect(vm.status).toBe('idle');
  });


  it('sends once while a request is under way', async () => {
    const auth = fakeAuth();
    const vm = new EmailFormViewModel({ auth, region: 'US' }, 'sign-in');
    vm.setEmail('ada@example.com');

    await Promise.all([vm.submit(), vm.submit()]);

    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });
});

describe('VerifyCodeViewModel', () => {
  const manualTicks = () => {
    const state = { tick: () => undefined as void, stopped: 0 };
    const everySecond = (tick: () => void) => {
      state.tick = tick;
      return () => void (state.stopped += 1);
    };
    return { state, everySecond };
  };
  const build = (auth: AuthServices, code = '') => {
    const ticks = manualTicks();
    return { vm: new VerifyCodeViewModel({ auth, everySecond: ticks.everySecond }, { username: 'ada@example.com', code }), ticks };
  };

  it.each([
    ['123 456', '123456'],
    ['１２３４５６', '123456'],
    ['123-456-789', '123456'],
  ])('normalises %j to %j', (raw, code) => {
    const { vm } = build(fakeAuth());
    vm.setCode(raw);
    expect(vm.code).toBe(code);
  });

  it('takes the prefilled code from a magic link without submitting it', () => {
    const auth = fakeAuth();
    const { vm } = build(auth, '654321');

    expect(vm.code).toBe('654321');
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });

  it('asks for all six digits first', async () => {
    const auth = fakeAuth();
    const { vm } = build(auth, '123');

    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.error).toBe(CODE_INCOMPLETE);
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });

  it('signs in with the right code', async () => {
    const auth = fakeAuth();
    const { vm } = build(auth, '123456');

    await expect(vm.submit()).resolves.toBe(true);
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(vm.status).toBe('signed-in');
  });

  it('submits once per code, even on a double click', async () => {
    const auth = fakeAuth({ confirmSignIn: jest.fn(async () => E.right(stillWaiting)) });
    const { vm } = build(auth, '123456');

    await Promise.all([vm.submit(), vm.submit()]);
    await vm.submit();

    expect(auth.confirmSignIn).toHaveBeenCalledTimes(1);
    expect(vm.error).toBe('Failed to sign in. Please confirm your verification code and try again.');
    vm.setCode('123457');
    await vm.submit();
    expect(auth.confirmSignIn).toHaveBeenCalledTimes(2);
  });

  it('keeps the code on a network error so the same code can be tried again', async () => {
    const auth = fakeAuth({ confirmSignIn: jest.fn(async () => E.left({ kind: 'Network' })) });
    const { vm } = build(auth, '123456');

    await vm.submit();
    await vm.submit();

    expect(vm.code).toBe('123456');
    expect(vm.error).toBe('Something went wrong. Please try again later.');
    expect(auth.confirmSignIn).toHaveBeenCalledTimes(2);
  });

  it.each<[AuthFailure, RegExp]>([
    [{ kind: 'SignInStateMissing' }, /./],
    [{ kind: 'ConfirmationFailed', problem: 'NotAuthorized' }, /Failed to sign in/],
  ])('shows %j from the message table', async (failure, message) => {
    const { vm } = build(fakeAuth({ confirmSignIn: jest.fn(async () => E.left(failure)) }), '123456');

    await vm.submit();

    expect(vm.error).toMatch(message);
  });

  it('resends a code, then waits out the cool-down', async () => {
    const auth = fakeAuth();
    const { vm, ticks } = build(auth, '111111');

    await vm.resend();
    await vm.resend();

    expect(auth.signIn).toHaveBeenCalledTimes(1);
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ada@example.com' });
    expect(vm.resent).toBe(true);
    expect(vm.code).toBe('');
    expect(vm.resendIn).toBe(RESEND_COOL_DOWN_SECONDS);
    for (let i = 0; i < RESEND_COOL_DOWN_SECONDS; i += 1) ticks.state.tick();
    expect(vm.resendIn).toBe(0);
    expect(ticks.state.stopped).toBe(1);
  });

  it('shows why a resend failed', async () => {
    const { vm } = build(fakeAuth({ signIn: jest.fn(async () => E.left({ kind: 'Internal' })) }));

    await vm.resend();

    expect(vm.error).toMatch(/link you used has expired/);
  });
});

describe('regionFromLocale', () => {
  it.each([
    ['en-GB', 'GB'],
    ['de_at', 'AT'],
    ['fil-PH', 'PH'],
    ['en', 'US'],
    ['', 'US'],
    [undefined, 'US'],
  ])('%j → %s', (locale, region) => {
    expect(regionFromLocale(locale)).toBe(region);
  });
});
