import * as E from 'fp-ts/Either';
import type { AuthServices } from '../../../../src/ui/app-services';
import { WAITING_FOR_CODE, scriptedAuth } from '../../../support/scripted-auth';
import { RATE_LIMIT_COOL_DOWN_SECONDS, type AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import { VerifyCodeViewModel } from '../../../../src/ui/screens/verify-code/verify-code.view-model';
import { RESEND_COOL_DOWN_SECONDS } from '../../../../src/ui/screens/shared/cool-down';

const authWith = (overrides?: Parameters<typeof scriptedAuth>[0]) => scriptedAuth(overrides) as ReturnType<typeof scriptedAuth> & AuthServices;

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
    const { vm } = build(authWith());
    vm.setCode(raw);
    expect(vm.code).toBe(code);
  });

  it('takes the prefilled code from a magic link without submitting it', () => {
    const auth = authWith();
    const { vm } = build(auth, '654321');

    expect(vm.code).toBe('654321');
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });

  it('asks for all six digits first', async () => {
    const auth = authWith();
    const { vm } = build(auth, '123');

    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.error).toBe('Enter the 6-digit code from the e-mail.');
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });

  it('signs in with the right code', async () => {
    const auth = authWith();
    const { vm } = build(auth, '123456');

    await expect(vm.submit()).resolves.toBe(true);
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(vm.status).toBe('signed-in');
  });

  it('submits once per code, even on a double click', async () => {
    const auth = authWith({ confirmSignIn: jest.fn(async () => E.right(WAITING_FOR_CODE)) });
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
    const auth = authWith({ confirmSignIn: jest.fn(async () => E.left({ kind: 'Network' })) });
    const { vm } = build(auth, '123456');

    await vm.submit();
    await vm.submit();

    expect(vm.code).toBe('123456');
    expect(vm.error).toBe('You are offline, or the connection dropped. Your code is kept: press Continue again once you are back online.');
    expect(auth.confirmSignIn).toHaveBeenCalledTimes(2);
  });

  it.each<[AuthFailure, string]>([
    [{ kind: 'SignInExpired' }, 'This code has expired. Send a new code to sign in.'],
    [{ kind: 'SignInStateMissing' }, 'This code only works in the browser where you asked for it. Send a new code to sign in here.'],
    [{ kind: 'ConfirmationFailed', problem: 'NotAuthorized' }, 'Failed to sign in. Please confirm your verification code and try again.'],
  ])('after %j (the sign-in is over) clears the code and asks for a new one', async (failure, message) => {
    const { vm } = build(authWith({ confirmSignIn: jest.fn(async () => E.left(failure)) }));
    vm.setCode('123456');

    await vm.submit();

    expect(vm.error).toBe(message);
    expect(vm.code).toBe('');
    expect(vm.needsNewCode).toBe(true);
  });

  it('says a link from another browser or device needs a new code here', async () => {
    const { vm } = build(authWith({ confirmSignIn: jest.fn(async () => E.left({ kind: 'SignInStateMissing' })) }), '123456');

    await vm.submit();

    expect(vm.error).toBe('This link only works in the browser where you asked for the code. Send a new code to sign in here.');
  });

  it('holds Continue and a new code for the cool-down after a rate limit, keeping the code, then lets them go', async () => {
    const auth = authWith({ confirmSignIn: jest.fn(async () => E.left({ kind: 'RateLimited' })) });
    const { vm, ticks } = build(auth, '123456');

    await vm.submit();

    expect(vm.error).toBe('Too many tries for now. Please wait a minute, then try again.');
    expect(vm.code).toBe('123456');
    expect(vm.coolDown.secondsLeft).toBe(RATE_LIMIT_COOL_DOWN_SECONDS);
    await vm.submit();
    await vm.resend();
    expect(auth.confirmSignIn).toHaveBeenCalledTimes(1);
    expect(auth.signIn).not.toHaveBeenCalled();

    for (let i = 0; i < RATE_LIMIT_COOL_DOWN_SECONDS; i += 1) ticks.state.tick();
    expect(vm.coolDown.secondsLeft).toBe(0);
    auth.confirmSignIn.mockImplementation(async () => E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    await expect(vm.submit()).resolves.toBe(true);
  });

  it('holds a new code for the cool-down when sending one is rate limited', async () => {
    const auth = authWith({ signIn: jest.fn(async () => E.left({ kind: 'RateLimited' })) });
    const { vm } = build(auth, '123456');

    await vm.resend();

    expect(vm.error).toBe('Too many tries for now. Please wait a minute, then try again.');
    expect(vm.coolDown.secondsLeft).toBe(RATE_LIMIT_COOL_DOWN_SECONDS);
    expect(vm.code).toBe('123456');
  });

  it('resends a code, then waits out the cool-down', async () => {
    const auth = authWith();
    const { vm, ticks } = build(auth, '111111');

    await vm.resend();
    await vm.resend();

    expect(auth.signIn).toHaveBeenCalledTimes(1);
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ada@example.com' });
    expect(vm.resent).toBe(true);
    expect(vm.code).toBe('');
    expect(vm.resendWait.secondsLeft).toBe(RESEND_COOL_DOWN_SECONDS);
    for (let i = 0; i < RESEND_COOL_DOWN_SECONDS; i += 1) ticks.state.tick();
    expect(vm.resendWait.secondsLeft).toBe(0);
    expect(ticks.state.stopped).toBe(1);
  });

  it("a link the service calls an internal error: a new link is really sent, and the customer's words say so", async () => {
    const auth = authWith({ confirmSignIn: jest.fn(async () => E.left({ kind: 'Internal' })) });
    const { vm } = build(auth, '654321');

    await vm.submit();

    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ada@example.com' });
    expect(vm.error).toBe('The link you used has expired, we have sent you a new one. Please check your email for the new link to login.');
    expect(vm.code).toBe('');
    expect(vm.resent).toBe(true);
  });

  it('says nothing was sent when the new link cannot be', async () => {
    const auth = authWith({ confirmSignIn: jest.fn(async () => E.left({ kind: 'Internal' })), signIn: jest.fn(async () => E.left({ kind: 'RateLimited' })) });
    const { vm } = build(auth, '654321');

    await vm.submit();

    expect(vm.error).toBe('Too many tries for now. Please wait a minute, then try again.');
    expect(vm.resent).toBe(false);
  });

  it.each<[string, AuthFailure, unknown]>([
    ['an unforeseen failure', { kind: 'Unexpected', cause: new TypeError('x is undefined') }, new TypeError('x is undefined')],
    [
      'a service error with no words of its own',
      { kind: 'Service', code: 'ForbiddenException', message: 'ada@example.com' },
      new Error('User pool refused: ForbiddenException'),
    ],
  ])('reports %s of a code, by its code only, and shows the generic message', async (_name, failure, reported) => {
    const reportError = jest.fn();
    const vm = new VerifyCodeViewModel(
      { auth: authWith({ confirmSignIn: jest.fn(async () => E.left(failure)) }), everySecond: () => () => undefined, reportError },
      { username: 'ada@example.com', code: '123456' },
    );

    await vm.submit();

    expect(vm.error).toBe('Something went wrong. Please try again later.');
    expect(reportError).toHaveBeenCalledWith(reported, 'verify-code');
    expect(JSON.stringify(reportError.mock.calls) + String(reportError.mock.calls[0]?.[0])).not.toMatch(/ada|example/);
  });

  it('reports nothing it foresaw (a wrong code, the network)', async () => {
    const reportError = jest.fn();
    for (const failure of [{ kind: 'Network' }, { kind: 'ConfirmationFailed', problem: 'CodeMismatch' }] as const) {
      const vm = new VerifyCodeViewModel(
        { auth: authWith({ confirmSignIn: jest.fn(async () => E.left(failure)) }), everySecond: () => () => undefined, reportError },
        { username: 'ada@example.com', code: '123456' },
      );
      await vm.submit();
    }
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows why a resend failed: an internal error sent no new link, so it does not say one was sent', async () => {
    const { vm } = build(authWith({ signIn: jest.fn(async () => E.left({ kind: 'Internal' })) }));

    await vm.resend();

    expect(vm.error).toBe('Something went wrong. Please try again later.');
  });
});
