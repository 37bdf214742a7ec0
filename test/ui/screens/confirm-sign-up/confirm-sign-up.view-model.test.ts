import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AutoSignInOutcome } from '../../../../src/application/auth/sign-up-confirmation';
import type { AuthFailure } from '../../../../src/domain/auth/failure/auth-failure';
import type { AuthServices } from '../../../../src/ui/app-services';
import { ConfirmSignUpViewModel } from '../../../../src/ui/screens/confirm-sign-up/confirm-sign-up.view-model';

function setup(confirmResult: E.Either<AuthFailure, void>, waitingFor: O.Option<string> = O.some('ada@example.com'), reportError = jest.fn()) {
  let listener: (outcome: AutoSignInOutcome) => void = () => undefined;
  const signUpConfirmation = {
    confirm: jest.fn(async () => confirmResult),
    resend: jest.fn(async () => E.right({ destination: 'a***', deliveryMedium: 'EMAIL' })),
    waitingFor: () => waitingFor,
    onAutoSignIn: (l: (outcome: AutoSignInOutcome) => void) => {
      listener = l;
      return () => undefined;
    },
  };
  const auth = { signUpConfirmation } as unknown as AuthServices;
  const make = (source: 'code' | 'link', username = 'ada@example.com', code = '') =>
    new ConfirmSignUpViewModel({ auth, everySecond: () => () => undefined, source, reportError }, username, code);
  return { make, signUpConfirmation, tell: (outcome: AutoSignInOutcome) => listener(outcome) };
}

describe('ConfirmSignUpViewModel', () => {
  it('reports a failure it did not foresee, by its code only, and shows the generic message', async () => {
    const reportError = jest.fn();
    const { make } = setup(E.left({ kind: 'Service', code: 'ForbiddenException', message: 'ada@example.com' }), O.none, reportError);
    const vm = make('code');
    vm.setCode('123456');

    await vm.submit();

    expect(vm.error).toBe('Something went wrong. Please try again later.');
    expect(reportError).toHaveBeenCalledWith(new Error('User pool refused: ForbiddenException'), 'confirm-sign-up');
  });

  it('reports nothing it foresaw (a wrong code)', async () => {
    const reportError = jest.fn();
    const { make } = setup(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }), O.none, reportError);
    const vm = make('code');
    vm.setCode('123456');

    await vm.submit();

    expect(reportError).not.toHaveBeenCalled();
  });

  it('asks for six digits before sending anything', async () => {
    const { make, signUpConfirmation } = setup(E.right(undefined));
    const vm = make('code');
    vm.setCode('12');

    await expect(vm.submit()).resolves.toBe(false);

    expect(vm.error).toBe('Enter the 6-digit code from the e-mail.');
    expect(signUpConfirmation.confirm).not.toHaveBeenCalled();
  });

  it('confirms, then is signed in when auto sign-in says so', async () => {
    const { make, tell } = setup(E.right(undefined));
    const vm = make('code', 'ada@example.com', '123456');

    await expect(vm.submit()).resolves.toBe(true);
    expect(vm.status).toBe('confirmed');
    expect(vm.signInNeeded).toBe(false);

    tell(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    expect(vm.status).toBe('signed-in');
  });

  it('offers a sign-in code in a tab that is not waiting, and after auto sign-in was reset', async () => {
    const { make } = setup(E.right(undefined), O.none);
    const vm = make('link', 'ada@example.com', '123456');
    await vm.submit();
    expect(vm.signInNeeded).toBe(true);

    const waiting = setup(E.right(undefined));
    const here = waiting.make('code', 'ada@example.com', '123456');
    await here.submit();
    expect(here.signInNeeded).toBe(false);
    waiting.tell('expired');
    expect(here.signInNeeded).toBe(true);
    expect(here.error).toBe('Your address is confirmed. Sign in to continue.');
  });

  it.each<[AuthFailure, 'code' | 'link', string, boolean]>([
    [{ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }, 'code', 'That code did not match. Check the newest e-mail from us and try again.', false],
    [{ kind: 'ConfirmationFailed', problem: 'ExpiredCode' }, 'code', 'This code has expired. Send yourself a new one.', false],
    [{ kind: 'ConfirmationFailed', problem: 'ExpiredCode' }, 'link', 'This link has expired. Send yourself a new one.', false],
    [{ kind: 'RateLimited' }, 'code', 'Too many tries for now. Send yourself a new code, or wait a while, then try again.', false],
    [
      { kind: 'NotAuthorized', message: 'User cannot be confirmed. Current status is CONFIRMED' },
      'link',
      'This address is already confirmed. Sign in with it instead.',
      true,
    ],
    [{ kind: 'Network' }, 'code', 'You are offline, or the connection dropped. Nothing is lost: try again once you are back online.', false],
  ])('shows %j (%s) as %j', async (failure, source, message, finished) => {
    const vm = setup(E.left(failure)).make(source, 'ada@example.com', '123456');

    await vm.submit();

    expect(vm.error).toBe(message);
    expect(vm.finished).toBe(finished);
    expect(vm.status).toBe('idle');
  });

  it('says a link without an address is incomplete, and sends a new code for the address', async () => {
    const { make, signUpConfirmation } = setup(E.right(undefined));
    expect(make('link', '').error).toMatch(/^This link is incomplete/);

    const vm = make('code');
    await vm.resend();

    expect(signUpConfirmation.resend).toHaveBeenCalledWith('ada@example.com');
    expect(vm.resent).toBe(true);
    expect(vm.resendWait.secondsLeft).toBe(30);
  });
});
