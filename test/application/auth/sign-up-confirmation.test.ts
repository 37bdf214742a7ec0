import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type AutoSignInOutcome, SignUpConfirmation } from '../../../src/application/auth/sign-up-confirmation';
import type { SignUpConfirmationEvents } from '../../../src/application/ports/sign-up-confirmation-events.port';
import type { SignInResult } from '../../../src/domain/auth/sign-in/sign-in-step';
import { generateSignUpPassword } from '../../../src/domain/auth/sign-up/sign-up-password';
import { FakeAuthGateway } from '../../support/fakes/auth-fake-gateway';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';

const T0 = Date.UTC(2026, 10, 26, 12);
const DONE: SignInResult = { signedIn: true, nextStep: { step: 'DONE' } };
const unconfirmed = { userConfirmed: false, userId: 'sub-1', codeDeliveryDetails: O.some({ destination: 'a***@e***', deliveryMedium: 'EMAIL' }) };

/** Every tab of one browser: what one publishes, all hear. */
class BrowserEvents implements SignUpConfirmationEvents {
  private readonly listeners = new Set<(username: string) => void>();
  publish(username: string): void {
    for (const listener of this.listeners) listener(username);
  }
  subscribe(listener: (username: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  get listening(): number {
    return this.listeners.size;
  }
}

function setup() {
  const auth = new FakeAuthGateway();
  const clock = new FakeClock(T0);
  const events = new BrowserEvents();
  const signIn = jest.fn(async () => E.right(DONE));
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const timer = (ms: number, run: () => void) => {
    const entry = { ms, run, cancelled: false };
    timers.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const tab = (seed = 42) => new SignUpConfirmation({ auth, random: new FakeRandomSource(seed), clock, events, signIn, timer });
  const outcomes: AutoSignInOutcome[] = [];
  const waiting = tab();
  waiting.onAutoSignIn((outcome) => outcomes.push(outcome));
  return { auth, clock, events, signIn, timers, tab, waiting, outcomes };
}

describe('SignUpConfirmation', () => {
  it('signs up asking for a code: the next step is CONFIRM_SIGN_UP', async () => {
    const { auth, waiting } = setup();
    auth.script('signUp', E.right(unconfirmed));

    const result = await waiting.signUp({ email: ' Ada@Example.com ', method: 'code' });

    expect(result).toEqual(
      E.right({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: unconfirmed.codeDeliveryDetails }, userId: 'sub-1' }),
    );
    expect(auth.callsTo('signUp')[0]?.[0]).toEqual(expect.objectContaining({ username: 'ada@example.com', confirmation: 'code' }));
    expect(waiting.waitingFor()).toEqual(O.some('ada@example.com'));
  });

  it('without a method the pool decides: a confirmed user is not waited for; an unconfirmed one is', async () => {
    const { auth, waiting } = setup();
    auth.script('signUp', E.right({ ...unconfirmed, userConfirmed: true, codeDeliveryDetails: O.none })).script('signUp', E.right(unconfirmed));

    const confirmed = await waiting.signUp({ email: 'ada@example.com' });

    expect(confirmed).toEqual(E.right({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' }, userId: 'sub-1' }));
    expect(auth.callsTo('signUp')[0]?.[0]).not.toHaveProperty('confirmation');
    expect(waiting.waitingFor()).toEqual(O.none);

    const pending = await waiting.signUp({ email: 'bob@example.com' });

    expect(E.isRight(pending) && pending.right.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    expect(waiting.waitingFor()).toEqual(O.some('bob@example.com'));
  });

  it('with a link, auto sign-in completes instead', async () => {
    const { auth, waiting } = setup();
    auth.script('signUp', E.right(unconfirmed));

    const result = await waiting.signUp({ email: 'ada@example.com', method: 'link' });

    expect(E.isRight(result) && result.right.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
  });

  it('signs in by itself, with the generated password, when another tab confirms the address', async () => {
    const { auth, waiting, tab, signIn, outcomes, events } = setup();
    auth.script('signUp', E.right(unconfirmed)).script('confirmSignUp', E.right(undefined));
    await waiting.signUp({ email: 'ada@example.com', method: 'link' });
    const password = generateSignUpPassword(new FakeRandomSource(42));

    await expect(tab(7).confirm({ username: 'ADA@example.com', code: ' 123456 ' })).resolves.toEqual(E.right(undefined));
    await Promise.resolve();

    expect(auth.callsTo('confirmSignUp')).toEqual([[{ username: 'ada@example.com', code: '123456' }]]);
    expect(signIn).toHaveBeenCalledWith({ username: 'ada@example.com', password, authFlowType: 'USER_SRP_AUTH' });
    expect(outcomes).toEqual([E.right(DONE)]);
    expect(waiting.waitingFor()).toEqual(O.none);
    expect(events.listening).toBe(0);
  });

  it('ignores the confirmation of another address', async () => {
    const { auth, waiting, signIn } = setup();
    auth.script('signUp', E.right(unconfirmed)).script('confirmSignUp', E.right(undefined));
    await waiting.signUp({ email: 'ada@example.com', method: 'link' });

    await waiting.confirm({ username: 'bob@example.com', code: '123456' });

    expect(signIn).not.toHaveBeenCalled();
    expect(waiting.waitingFor()).toEqual(O.some('ada@example.com'));
  });

  it('is reset after 180 s: no sign-in, the password forgotten', async () => {
    const { auth, waiting, timers, signIn, outcomes, events } = setup();
    auth.script('signUp', E.right(unconfirmed));
    await waiting.signUp({ email: 'ada@example.com', method: 'link' });

    expect(timers.map((t) => t.ms)).toEqual([180_000]);
    timers[0]?.run();
    events.publish('ada@example.com');

    expect(outcomes).toEqual(['expired']);
    expect(signIn).not.toHaveBeenCalled();
    expect(waiting.waitingFor()).toEqual(O.none);
  });

  it('a confirmation heard after 180 s (the timer late) resets instead of signing in', async () => {
    const { auth, waiting, clock, signIn, outcomes, events } = setup();
    auth.script('signUp', E.right(unconfirmed));
    await waiting.signUp({ email: 'ada@example.com', method: 'link' });

    clock.advance(180_000);
    events.publish('ada@example.com');
    await Promise.resolve();

    expect(outcomes).toEqual(['expired']);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('does not wait when the sign-up failed, and says an empty code is empty', async () => {
    const { auth, waiting } = setup();
    auth.script('signUp', E.left({ kind: 'Network' }));

    await expect(waiting.signUp({ email: 'ada@example.com', method: 'code' })).resolves.toEqual(E.left({ kind: 'Network' }));
    await expect(waiting.signUp({ email: ' ', method: 'code' })).resolves.toEqual(E.left({ kind: 'Validation', problem: 'EmptySignUpUsername' }));
    await expect(waiting.confirm({ username: 'ada@example.com', code: '  ' })).resolves.toEqual(
      E.left({ kind: 'Validation', problem: 'EmptyChallengeResponse' }),
    );
    expect(waiting.waitingFor()).toEqual(O.none);
  });

  it('passes a failed confirmation on and tells no tab', async () => {
    const { auth, waiting, signIn } = setup();
    auth.script('signUp', E.right(unconfirmed)).script('confirmSignUp', E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
    await waiting.signUp({ email: 'ada@example.com', method: 'code' });

    await expect(waiting.confirm({ username: 'ada@example.com', code: '000000' })).resolves.toEqual(
      E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }),
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('resends for the normalised address', async () => {
    const { auth, waiting } = setup();
    auth.script('resendSignUpCode', E.right({ destination: 'a***@e***' }));

    await expect(waiting.resend(' Ada@Example.com')).resolves.toEqual(E.right({ destination: 'a***@e***' }));
    expect(auth.callsTo('resendSignUpCode')).toEqual([[{ username: 'ada@example.com' }]]);
  });

  it('stops telling a listener that has stopped listening, and a second reset is harmless', async () => {
    const { auth, events, waiting, timers } = setup();
    auth.script('signUp', E.right(unconfirmed));
    const heard: AutoSignInOutcome[] = [];
    const stop = waiting.onAutoSignIn((outcome) => heard.push(outcome));
    stop();

    await waiting.signUp({ email: 'ada@example.com', method: 'link' });
    waiting.reset();
    waiting.reset();
    timers.forEach((entry) => entry.run());

    expect(heard).toEqual([]);
    expect(waiting.waitingFor()).toEqual(O.none);
    expect(events.listening).toBe(0);
  });
});
