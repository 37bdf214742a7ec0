import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import { makeSignIn } from '../../../src/application/auth/sign-in';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import { NOW, aChallenge, aSession, aSignInState, tokens } from '../../support/auth-builders';
import { FakeAuthGateway } from '../../support/fakes/auth-fake-gateway';
import { InMemorySignInStateStore } from '../../support/fakes/auth-in-memory-sign-in-state-store';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';

function setup() {
  const auth = new FakeAuthGateway();
  const signInState = new InMemorySignInStateStore();
  const clock = new FakeClock(NOW);
  const getValidSession = makeGetValidSession({ auth, clock, logger: new RecordingLogger() });
  return { auth, signInState, clock, signIn: makeSignIn({ auth, signInState, clock, random: new FakeRandomSource(7), getValidSession }) };
}

const custom = aChallenge({ challengeName: 'CUSTOM_CHALLENGE', session: 'srv-session-1', parameters: { email: 'ada@example.com' } });

describe('signIn', () => {
  it('starts the passwordless custom flow with the normalised e-mail and waits for the code', async () => {
    const { auth, signInState, signIn } = setup();
    auth.script('initiateAuth', E.right(custom));

    const result = await signIn({ username: ' Ada@Example.com ' });

    expect(result).toEqual(
      E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: { email: 'ada@example.com' } } }),
    );
    expect(auth.callsTo('initiateAuth')).toEqual([[{ authFlowType: 'CUSTOM_WITHOUT_SRP', username: 'ada@example.com' }]]);
    expect(signInState.state).toEqual(
      O.some({
        username: 'ada@example.com',
        challengeName: 'CUSTOM_CHALLENGE',
        session: 'srv-session-1',
        signInDetails: { loginId: 'ada@example.com', authFlowType: 'CUSTOM_WITHOUT_SRP' },
        savedAt: NOW,
      }),
    );
  });

  it('a password reset the pool requires: mails the reset code and waits for it as for a sign-in code, with nothing about passwords', async () => {
    const { auth, signInState, signIn } = setup();
    const delivery = { destination: 'a***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' };
    auth.script('initiateAuth', E.left({ kind: 'PasswordResetRequired' }));
    auth.script('forgotPassword', E.right(delivery));

    const result = await signIn({ username: 'Ada@Example.com' });

    expect(result).toEqual(E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: delivery } }));
    expect(auth.callsTo('forgotPassword')).toEqual([[{ username: 'ada@example.com' }]]);
    expect(signInState.state).toEqual(
      O.some({
        username: 'ada@example.com',
        challengeName: 'RESET_PASSWORD',
        session: '',
        signInDetails: { loginId: 'ada@example.com', authFlowType: 'CUSTOM_WITHOUT_SRP' },
        savedAt: NOW,
      }),
    );
  });

  it('a reset code that cannot be sent is the failure, and no sign-in is pending', async () => {
    const { auth, signInState, signIn } = setup();
    auth.script('initiateAuth', E.left({ kind: 'PasswordResetRequired' }));
    auth.script('forgotPassword', E.left({ kind: 'RateLimited' }));

    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left({ kind: 'RateLimited' }));
    expect(signInState.state).toEqual(O.none);
  });

  it('refuses invalid input without calling the service', async () => {
    const { auth, signIn } = setup();

    const result = await signIn({ username: 'ada@example.com', password: 'secret' });

    expect(result).toEqual(E.left({ kind: 'Validation', problem: 'CustomAuthSignInPassword' }));
    expect(auth.calls).toEqual([]);
  });

  it('refuses when a user is already signed in', async () => {
    const { auth, signIn } = setup();
    auth.session = O.some(aSession());

    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left({ kind: 'AlreadySignedIn' }));
    expect(auth.callsTo('initiateAuth')).toEqual([]);
  });

  it('is done when tokens arrive and the session reads back', async () => {
    const { auth, signInState, signIn } = setup();
    const session = aSession();
    auth.script('initiateAuth', async () => {
      auth.session = O.some(session);
      return E.right(tokens(session));
    });
    signInState.state = O.some(aSignInState());

    expect(await signIn({ username: 'ada@example.com', password: 'pw', authFlowType: 'USER_SRP_AUTH' })).toEqual(
      E.right({ signedIn: true, nextStep: { step: 'DONE' } }),
    );
    expect(signInState.state).toEqual(O.none);
  });

  it('fails when the session cannot be read back after tokens arrived', async () => {
    const { auth, signIn } = setup();
    auth.script('initiateAuth', E.right(tokens()));

    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left({ kind: 'SessionNotPersisted' }));
  });

  it('refuses tokens that are already expired and clears them', async () => {
    const { auth, signIn } = setup();
    auth.script('initiateAuth', E.right(tokens(aSession({ expiresAt: NOW }))));

    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left({ kind: 'InvalidTokens' }));
    expect(auth.callsTo('clearSession')).toHaveLength(1);
  });

  it.each<[AuthFailure, string]>([[{ kind: 'UserNotConfirmed' }, 'CONFIRM_SIGN_UP']])('turns %j into the %s step', async (failure, step) => {
    const { auth, signIn } = setup();
    auth.script('initiateAuth', E.left(failure));

    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.right({ signedIn: false, nextStep: { step } }));
  });

  it.each<AuthFailure>([{ kind: 'Network' }, { kind: 'RateLimited' }])('returns %j and keeps the pending sign-in, whose code still works', async (failure) => {
    const { auth, signInState, signIn } = setup();
    signInState.state = O.some(aSignInState());
    auth.script('initiateAuth', E.left(failure));

    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left(failure));
    expect(signInState.state).toEqual(O.some(aSignInState()));
  });

  it.each<AuthFailure>([{ kind: 'UserNotFound' }, { kind: 'Internal' }, { kind: 'Unexpected', cause: 'boom' }])(
    'returns %j and forgets any pending sign-in',
    async (failure) => {
      const { auth, signInState, signIn } = setup();
      signInState.state = O.some(aSignInState());
      auth.script('initiateAuth', E.left(failure));

      expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left(failure));
      expect(signInState.state).toEqual(O.none);
    },
  );

  it('does not address an unknown challenge', async () => {
    const { auth, signInState, signIn } = setup();
    auth.script('initiateAuth', E.right(aChallenge({ challengeName: 'DEVICE_SRP_AUTH' })));

    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left({ kind: 'ChallengeNotAddressed', challengeName: 'DEVICE_SRP_AUTH' }));
    expect(signInState.state).toEqual(O.none);
  });

  it('sends the user-auth request as validated', async () => {
    const { auth, signIn } = setup();
    auth.script('initiateAuth', E.right(aChallenge({ challengeName: 'EMAIL_OTP', parameters: { CODE_DELIVERY_DESTINATION: 'a***@e***' } })));

    const result = await signIn({ username: 'ada@example.com', authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' });

    expect(result).toEqual(
      E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { destination: 'a***@e***' } } }),
    );
    expect(auth.callsTo('initiateAuth')).toEqual([
      [{ authFlowType: 'USER_AUTH', username: 'ada@example.com', preferredChallenge: 'EMAIL_OTP', password: undefined }],
    ]);
  });

  describe('passkeys', () => {
    const webAuthn = aChallenge({ challengeName: 'WEB_AUTHN', session: 'srv-passkey', parameters: { CREDENTIAL_REQUEST_OPTIONS: '{}' } });

    it('runs the ceremony and is done when it returns tokens', async () => {
      const { auth, signIn } = setup();
      const session = aSession();
      auth.script('initiateAuth', E.right(webAuthn));
      auth.script('answerPasskeyChallenge', async () => {
        auth.session = O.some(session);
        return E.right(tokens(session));
      });

      expect(await signIn({ username: 'ada@example.com', authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' })).toEqual(
        E.right({ signedIn: true, nextStep: { step: 'DONE' } }),
      );
      expect(auth.callsTo('answerPasskeyChallenge')).toEqual([
        [{ username: 'ada@example.com', session: 'srv-passkey', parameters: { CREDENTIAL_REQUEST_OPTIONS: '{}' } }],
      ]);
    });

    it('moves on to the next challenge the ceremony leads to', async () => {
      const { auth, signInState, signIn } = setup();
      auth.script('initiateAuth', E.right(webAuthn));
      auth.script('answerPasskeyChallenge', E.right(aChallenge({ challengeName: 'SOFTWARE_TOKEN_MFA', session: 'srv-totp' })));

      expect(await signIn({ username: 'ada@example.com', authFlowType: 'USER_AUTH' })).toEqual(
        E.right({ signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }),
      );
      expect(O.map((s: { session: string; challengeName: string }) => [s.challengeName, s.session])(signInState.state)).toEqual(
        O.some(['SOFTWARE_TOKEN_MFA', 'srv-totp']),
      );
    });

    it('refuses a second passkey challenge in a row', async () => {
      const { auth, signIn } = setup();
      auth.script('initiateAuth', E.right(webAuthn));
      auth.script('answerPasskeyChallenge', E.right(webAuthn));

      expect(await signIn({ username: 'ada@example.com', authFlowType: 'USER_AUTH' })).toEqual(E.left({ kind: 'SequentialPasskeyChallenge' }));
      expect(auth.callsTo('answerPasskeyChallenge')).toHaveLength(1);
    });

    it('returns a failed ceremony', async () => {
      const { auth, signInState, signIn } = setup();
      auth.script('initiateAuth', E.right(webAuthn));
      auth.script('answerPasskeyChallenge', E.left({ kind: 'Passkey', problem: 'Cancelled' }));

      expect(await signIn({ username: 'ada@example.com', authFlowType: 'USER_AUTH' })).toEqual(E.left({ kind: 'Passkey', problem: 'Cancelled' }));
      expect(signInState.state).toEqual(O.none);
    });
  });

  describe('TOTP setup', () => {
    const totpOnly = aChallenge({ challengeName: 'MFA_SETUP', session: 'srv-setup', parameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' } });

    it('fetches the shared secret and shows the setup step', async () => {
      const { auth, signInState, signIn } = setup();
      auth.script('initiateAuth', E.right(totpOnly));
      auth.script('associateSoftwareToken', E.right({ secretCode: 'SECRET', session: 'srv-setup-2' }));

      expect(await signIn({ username: 'ada@example.com', password: 'pw', authFlowType: 'USER_PASSWORD_AUTH' })).toEqual(
        E.right({
          signedIn: false,
          nextStep: {
            step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
            totpSetupDetails: { sharedSecret: 'SECRET', setupUri: 'otpauth://totp/Protect:ada%40example.com?secret=SECRET&issuer=Protect' },
          },
        }),
      );
      expect(auth.callsTo('associateSoftwareToken')).toEqual([[{ session: 'srv-setup' }]]);
      expect(O.map((s: { session: string; challengeName: string }) => [s.challengeName, s.session])(signInState.state)).toEqual(
        O.some(['MFA_SETUP', 'srv-setup-2']),
      );
    });

    it('returns a failed association and forgets the sign-in', async () => {
      const { auth, signInState, signIn } = setup();
      auth.script('initiateAuth', E.right(totpOnly));
      auth.script('associateSoftwareToken', E.left({ kind: 'Network' }));

      expect(await signIn({ username: 'ada@example.com', password: 'pw', authFlowType: 'USER_PASSWORD_AUTH' })).toEqual(E.left({ kind: 'Network' }));
      expect(signInState.state).toEqual(O.none);
    });
  });

  describe('device missing on the server', () => {
    it('forgets the device and retries once', async () => {
      const { auth, signIn } = setup();
      auth.script('initiateAuth', E.left({ kind: 'DeviceNotFound' }), E.right(custom));

      expect(E.isRight(await signIn({ username: 'ada@example.com' }))).toBe(true);
      expect(auth.calls.map((call) => call.method)).toEqual(['storedSession', 'initiateAuth', 'clearStoredDevice', 'initiateAuth']);
    });

    it('gives up after the one retry', async () => {
      const { auth, signIn } = setup();
      auth.script('initiateAuth', E.left({ kind: 'DeviceNotFound' }), E.left({ kind: 'DeviceNotFound' }));

      expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left({ kind: 'DeviceNotFound' }));
      expect(auth.callsTo('initiateAuth')).toHaveLength(2);
      expect(auth.callsTo('clearStoredDevice')).toHaveLength(1);
    });
  });
});
