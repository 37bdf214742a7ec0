import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeConfirmSignIn } from '../../../src/application/auth/sign-in';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import { SIGN_IN_STATE_TTL_MS, type SignInState } from '../../../src/domain/auth/sign-in/sign-in-state';
import { NOW, aChallenge, aSession, aSignInState, tokens } from '../../support/auth-builders';
import { FakeAuthGateway } from '../../support/fakes/auth-fake-gateway';
import { InMemorySignInStateStore } from '../../support/fakes/auth-in-memory-sign-in-state-store';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';

function setup(state: O.Option<SignInState> = O.some(aSignInState())) {
  const auth = new FakeAuthGateway();
  const signInState = new InMemorySignInStateStore();
  signInState.state = state;
  const clock = new FakeClock(NOW);
  return { auth, signInState, clock, confirmSignIn: makeConfirmSignIn({ auth, signInState, clock, random: new FakeRandomSource(7) }) };
}

const customStep = { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} };

describe('confirmSignIn', () => {
  it('hands the passkey the first-factor choice leads to the signal that stops the browser, and ends the sign-in when it is stopped', async () => {
    const { auth, signInState, confirmSignIn } = setup(O.some(aSignInState({ challengeName: 'SELECT_CHALLENGE' })));
    auth.script(
      'respondToChallenge',
      E.right(aChallenge({ challengeName: 'WEB_AUTHN', session: 'srv-passkey', parameters: { CREDENTIAL_REQUEST_OPTIONS: '{}' } })),
    );
    auth.script('answerPasskeyChallenge', E.left({ kind: 'Passkey', problem: 'Aborted' }));
    const stop = new AbortController();

    expect(await confirmSignIn({ challengeResponse: 'WEB_AUTHN', signal: stop.signal })).toEqual(E.left({ kind: 'Passkey', problem: 'Aborted' }));
    expect(auth.callsTo('answerPasskeyChallenge')).toEqual([
      [{ username: 'ada@example.com', session: 'srv-passkey', parameters: { CREDENTIAL_REQUEST_OPTIONS: '{}' }, signal: stop.signal }],
    ]);
    expect((auth.callsTo('answerPasskeyChallenge')[0]?.[0] as { signal?: AbortSignal }).signal).toBe(stop.signal);
    expect(signInState.state).toEqual(O.none);
  });

  describe('the code of a required password reset', () => {
    const resetState = O.some(aSignInState({ challengeName: 'RESET_PASSWORD', session: '' }));

    it('sets a new generated password with it (by the sign-up rule) and signs in with that password over SRP', async () => {
      const { auth, signInState, confirmSignIn } = setup(resetState);
      auth.script('confirmForgotPassword', E.right(undefined));
      auth.script('initiateAuth', E.right(tokens()));
      auth.session = O.some(aSession());

      expect(await confirmSignIn({ challengeResponse: ' 123456 ' })).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));

      const [[reset]] = auth.callsTo('confirmForgotPassword') as [[{ username: string; code: string; password: string }]];
      expect(reset).toEqual({ username: 'ada@example.com', code: '123456', password: expect.any(String) });
      expect(reset.password).toHaveLength(30);
      for (const kind of [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/]) expect(reset.password).toMatch(kind);
      expect(auth.callsTo('initiateAuth')).toEqual([[{ authFlowType: 'USER_SRP_AUTH', username: 'ada@example.com', password: reset.password }]]);
      expect(signInState.state).toEqual(O.none);
    });

    it('a wrong code keeps the reset pending, so the right one still works', async () => {
      const { auth, signInState, confirmSignIn } = setup(resetState);
      auth.script('confirmForgotPassword', E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));

      expect(await confirmSignIn({ challengeResponse: '111111' })).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
      expect(signInState.state).toEqual(resetState);
      expect(auth.callsTo('initiateAuth')).toEqual([]);
    });

    it('a sign-in with the new password that fails is that failure, and nothing stays pending', async () => {
      const { auth, signInState, confirmSignIn } = setup(resetState);
      auth.script('confirmForgotPassword', E.right(undefined));
      auth.script('initiateAuth', E.left({ kind: 'Service', code: 'InternalErrorException', message: 'x' }));

      expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.left({ kind: 'Service', code: 'InternalErrorException', message: 'x' }));
      expect(signInState.state).toEqual(O.none);
    });

    it('an expired code ends the reset: a new code is asked for', async () => {
      const { auth, signInState, confirmSignIn } = setup(resetState);
      auth.script('confirmForgotPassword', E.left({ kind: 'ConfirmationFailed', problem: 'ExpiredCode' }));

      expect(await confirmSignIn({ challengeResponse: '111111' })).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'ExpiredCode' }));
      expect(signInState.state).toEqual(O.none);
    });
  });

  it('signs in with the right code', async () => {
    const { auth, signInState, confirmSignIn } = setup();
    auth.script('respondToChallenge', async () => {
      auth.session = O.some(aSession());
      return E.right(tokens());
    });

    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    expect(auth.callsTo('respondToChallenge')).toEqual([
      [{ username: 'ada@example.com', challengeName: 'CUSTOM_CHALLENGE', session: 'challenge-session-1', answer: '123456' }],
    ]);
    expect(signInState.state).toEqual(O.none);
  });

  it('stays on the custom challenge after a wrong code, with the new session saved', async () => {
    const { auth, signInState, clock, confirmSignIn } = setup();
    clock.advance(30_000);
    auth.script('respondToChallenge', E.right(aChallenge({ session: 'challenge-session-2' })));

    expect(await confirmSignIn({ challengeResponse: '000000' })).toEqual(E.right({ signedIn: false, nextStep: customStep }));
    expect(signInState.state).toEqual(O.some(aSignInState({ session: 'challenge-session-2', savedAt: NOW + 30_000 })));
  });

  it('fails the confirmation when the last attempt is refused, and the sign-in state is gone after', async () => {
    const { auth, confirmSignIn } = setup();
    auth.script('respondToChallenge', E.left({ kind: 'NotAuthorized', message: 'Incorrect username or password.' }));

    expect(await confirmSignIn({ challengeResponse: '000000' })).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'NotAuthorized' }));
    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.left({ kind: 'SignInStateMissing' }));
    expect(auth.callsTo('respondToChallenge')).toHaveLength(1);
  });

  it.each<[AuthFailure, AuthFailure]>([
    [
      { kind: 'ConfirmationFailed', problem: 'CodeMismatch' },
      { kind: 'ConfirmationFailed', problem: 'CodeMismatch' },
    ],
    [{ kind: 'Internal' }, { kind: 'Internal' }],
    [{ kind: 'NotAuthorized', message: 'Invalid session for the user, session is expired.' }, { kind: 'SignInExpired' }],
    [
      { kind: 'Unexpected', cause: 'boom' },
      { kind: 'Unexpected', cause: 'boom' },
    ],
  ])('returns %j as %j and clears the state', async (failure, expected) => {
    const { auth, signInState, confirmSignIn } = setup();
    auth.script('respondToChallenge', E.left(failure));

    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.left(expected));
    expect(signInState.state).toEqual(O.none);
  });

  it.each<AuthFailure>([{ kind: 'Network' }, { kind: 'RateLimited' }])(
    'keeps the sign-in state after %j (the service never used the session), so the same code works on the next try',
    async (failure) => {
      const { auth, signInState, confirmSignIn } = setup();
      auth.script('respondToChallenge', E.left(failure));

      expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.left(failure));
      expect(signInState.state).toEqual(O.some(aSignInState()));

      auth.script('respondToChallenge', async () => {
        auth.session = O.some(aSession());
        return E.right(tokens());
      });
      expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
      expect(auth.callsTo('respondToChallenge').map(([answer]) => answer)).toEqual([
        expect.objectContaining({ session: 'challenge-session-1', answer: '123456' }),
        expect.objectContaining({ session: 'challenge-session-1', answer: '123456' }),
      ]);
    },
  );

  it('turns an unconfirmed user into the confirm-sign-up step', async () => {
    const { auth, confirmSignIn } = setup();
    auth.script('respondToChallenge', E.left({ kind: 'UserNotConfirmed' }));

    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_UP' } }));
  });

  it.each(['', '   '])('refuses the empty response %j without touching state or service', async (challengeResponse) => {
    const { auth, signInState, confirmSignIn } = setup();

    expect(await confirmSignIn({ challengeResponse })).toEqual(E.left({ kind: 'Validation', problem: 'EmptyChallengeResponse' }));
    expect(auth.calls).toEqual([]);
    expect(signInState.state).toEqual(O.some(aSignInState()));
  });

  it('fails without a sign-in state', async () => {
    const { auth, confirmSignIn } = setup(O.none);

    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.left({ kind: 'SignInStateMissing' }));
    expect(auth.calls).toEqual([]);
  });

  it('fails as expired and forgets the state once 180 s have passed', async () => {
    const { auth, signInState, clock, confirmSignIn } = setup();
    clock.advance(SIGN_IN_STATE_TTL_MS);

    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.left({ kind: 'SignInExpired' }));
    expect(signInState.state).toEqual(O.none);
    expect(auth.calls).toEqual([]);
  });

  it('still answers just before 180 s', async () => {
    const { auth, clock, confirmSignIn } = setup();
    clock.advance(SIGN_IN_STATE_TTL_MS - 1);
    auth.script('respondToChallenge', E.right(aChallenge()));

    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.right({ signedIn: false, nextStep: customStep }));
  });

  describe('MFA selection', () => {
    const selecting = O.some(aSignInState({ challengeName: 'SELECT_MFA_TYPE' }));

    it('sends the choice by its service name', async () => {
      const { auth, confirmSignIn } = setup(selecting);
      auth.script('respondToChallenge', E.right(aChallenge({ challengeName: 'SMS_MFA', session: 's2' })));

      expect(await confirmSignIn({ challengeResponse: 'SMS' })).toEqual(
        E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: {} } }),
      );
      expect(auth.callsTo('respondToChallenge')).toEqual([
        [{ username: 'ada@example.com', challengeName: 'SELECT_MFA_TYPE', session: 'challenge-session-1', answer: 'SMS_MFA' }],
      ]);
    });

    it('refuses another choice and keeps the state for a retry', async () => {
      const { auth, signInState, confirmSignIn } = setup(selecting);

      expect(await confirmSignIn({ challengeResponse: 'VOICE' })).toEqual(E.left({ kind: 'Validation', problem: 'IncorrectMfaMethod' }));
      expect(auth.calls).toEqual([]);
      expect(signInState.state).toEqual(selecting);
    });
  });

  describe('MFA setup', () => {
    const settingUp = O.some(aSignInState({ challengeName: 'MFA_SETUP', session: 'srv-setup' }));

    it('shows the e-mail setup step for EMAIL without calling the service', async () => {
      const { auth, signInState, confirmSignIn } = setup(settingUp);

      expect(await confirmSignIn({ challengeResponse: 'EMAIL' })).toEqual(
        E.right({ signedIn: false, nextStep: { step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' } }),
      );
      expect(auth.calls).toEqual([]);
      expect(signInState.state).toEqual(settingUp);
    });

    it('fetches a TOTP secret for TOTP', async () => {
      const { auth, confirmSignIn } = setup(settingUp);
      auth.script('associateSoftwareToken', E.right({ secretCode: 'SECRET', session: 'srv-setup-2' }));

      const result = await confirmSignIn({ challengeResponse: 'TOTP' });

      expect(E.map((r: { nextStep: { step: string } }) => r.nextStep.step)(result)).toEqual(E.right('CONTINUE_SIGN_IN_WITH_TOTP_SETUP'));
      expect(auth.callsTo('associateSoftwareToken')).toEqual([[{ session: 'srv-setup' }]]);
    });

    it('verifies an authenticator code with the setup session, then goes on with what the service answers', async () => {
      const { auth, confirmSignIn } = setup(settingUp);
      auth.script('verifySoftwareToken', async () => {
        auth.session = O.some(aSession());
        return E.right(tokens());
      });

      expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
      expect(auth.callsTo('verifySoftwareToken')).toEqual([[{ username: 'ada@example.com', session: 'srv-setup', code: '123456' }]]);
      expect(auth.callsTo('respondToChallenge')).toEqual([]);
    });

    it('ends the setup when the service refuses the authenticator code', async () => {
      const { auth, signInState, confirmSignIn } = setup(settingUp);
      auth.script('verifySoftwareToken', E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));

      expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'CodeMismatch' }));
      expect(signInState.state).toEqual(O.none);
    });

    it.each(['ada@example.com'])('sends %j as the setup answer', async (challengeResponse) => {
      const { auth, confirmSignIn } = setup(settingUp);
      auth.script('respondToChallenge', async () => {
        auth.session = O.some(aSession());
        return E.right(tokens());
      });

      expect(await confirmSignIn({ challengeResponse })).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
      expect(auth.callsTo('respondToChallenge')).toEqual([
        [{ username: 'ada@example.com', challengeName: 'MFA_SETUP', session: 'srv-setup', answer: challengeResponse }],
      ]);
    });

    it('refuses anything else', async () => {
      const { confirmSignIn } = setup(settingUp);

      expect(await confirmSignIn({ challengeResponse: 'SMS' })).toEqual(E.left({ kind: 'Validation', problem: 'InvalidMfaSetupAnswer' }));
    });
  });
});

describe('confirmSignIn with a device missing on the server', () => {
  it('forgets the stored device and sends the same answer once more, in the same session', async () => {
    const { auth, confirmSignIn } = setup();
    auth.script('respondToChallenge', E.left({ kind: 'DeviceNotFound' }), E.right(aChallenge({ session: 'challenge-session-2' })));

    expect(await confirmSignIn({ challengeResponse: '123456' })).toEqual(E.right({ signedIn: false, nextStep: customStep }));
    expect(auth.calls.map((call) => call.method)).toEqual(['respondToChallenge', 'clearStoredDevice', 'respondToChallenge']);
    expect(auth.callsTo('respondToChallenge')[1]).toEqual(auth.callsTo('respondToChallenge')[0]);
  });
});
