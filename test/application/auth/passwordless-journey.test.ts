import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { ChallengeAnswer } from '../../../src/application/ports/sign-in-gateway.port';
import { makeConfirmSignIn, makeSignIn } from '../../../src/application/auth/sign-in';
import { makeGetValidSession } from '../../../src/application/auth/get-valid-session';
import { RecordingLogger } from '../../support/fakes/auth-recording-logger';
import type { SignInRequest } from '../../../src/domain/auth/sign-in/auth-flow';
import type { AuthFailure } from '../../../src/domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../../src/domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';
import type { SignUpOutcome, SignUpRequest } from '../../../src/domain/auth/sign-up/sign-up';
import { HOUR_MS, NOW, signUpWith } from '../../support/auth-builders';
import { InMemorySignInStateStore } from '../../support/fakes/auth-in-memory-sign-in-state-store';
import { FakeClock } from '../../support/fakes/fake-clock';
import { FakeRandomSource } from '../../support/fakes/fake-random-source';
import type { AuthGateway } from '../../support/fakes/auth-fake-gateway';

const CODE = '424242';
const MAX_ATTEMPTS = 3;

/**
 * A user pool with the passwordless triggers' behaviour (guides/cognito.md): auto-confirmed sign-up, one
 * code per sign-in re-used across retries, a wrong code answered with another custom challenge, and
 * NotAuthorized after the third wrong code.
 */
class PasswordlessPool implements Pick<AuthGateway, 'storedSession' | 'signUp' | 'initiateAuth' | 'respondToChallenge'> {
  readonly users = new Map<string, Readonly<Record<string, string>>>();
  private signedIn: O.Option<AuthSession> = O.none;
  private attempts = new Map<string, { username: string; failures: number }>();
  private sessions = 0;

  constructor(private readonly clock: FakeClock) {}

  async storedSession(): Promise<O.Option<AuthSession>> {
    return this.signedIn;
  }

  async signUp(request: SignUpRequest): Promise<E.Either<AuthFailure, SignUpOutcome>> {
    if (this.users.has(request.username)) return E.left({ kind: 'Service', code: 'UsernameExistsException', message: 'exists' });
    this.users.set(request.username, request.attributes);
    return E.right({ userConfirmed: true, userId: `sub-${this.users.size}`, codeDeliveryDetails: O.none });
  }

  async initiateAuth(request: SignInRequest): Promise<E.Either<AuthFailure, AuthOutcome>> {
    if (!this.users.has(request.username)) return E.left({ kind: 'UserNotFound' });
    return E.right(this.challenge(request.username, 0));
  }

  async respondToChallenge(answer: ChallengeAnswer): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const attempt = this.attempts.get(answer.session);
    this.attempts.delete(answer.session);
    if (!attempt || attempt.username !== answer.username) return E.left({ kind: 'NotAuthorized', message: 'Invalid session for the user.' });
    if (answer.answer === CODE) return E.right({ type: 'tokens', session: this.signIn(answer.username) });
    const failures = attempt.failures + 1;
    return failures >= MAX_ATTEMPTS
      ? E.left({ kind: 'NotAuthorized', message: 'Incorrect username or password.' })
      : E.right(this.challenge(answer.username, failures));
  }

  private challenge(username: string, failures: number): AuthOutcome {
    this.sessions += 1;
    const session = `session-${this.sessions}`;
    this.attempts.set(session, { username, failures });
    return { type: 'challenge', challengeName: 'CUSTOM_CHALLENGE', session, parameters: { email: username } };
  }

  private signIn(username: string): AuthSession {
    const attributes = this.users.get(username) ?? {};
    const session: AuthSession = {
      userId: 'sub-1',
      username,
      email: username,
      region: attributes['custom:region'] ?? 'US',
      userAlias: attributes['custom:user_alias'] ?? '',
      idToken: 'id',
      accessToken: 'access',
      expiresAt: this.clock.now() + HOUR_MS,
    };
    this.signedIn = O.some(session);
    return session;
  }
}

function setup() {
  const clock = new FakeClock(NOW);
  const pool = new PasswordlessPool(clock);
  // The journey touches only the pool's sign-up and sign-in calls; anything else would be a bug here.
  const auth = pool as unknown as AuthGateway;
  const signInState = new InMemorySignInStateStore();
  const deps = { auth, signInState, clock, random: new FakeRandomSource(7) };
  return {
    pool,
    clock,
    signUp: signUpWith(auth, new FakeRandomSource(9)),
    signIn: makeSignIn({ ...deps, getValidSession: makeGetValidSession({ auth, clock, logger: new RecordingLogger() }) }),
    confirmSignIn: makeConfirmSignIn(deps),
  };
}

const waitingForCode = { signedIn: false, nextStep: { step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: { email: 'ada@example.com' } } };

describe('the passwordless journey', () => {
  it('signs up, asks for a code, survives two wrong codes and signs in with the right one', async () => {
    const { pool, signUp, signIn, confirmSignIn } = setup();

    expect(E.isRight(await signUp({ email: 'Ada@Example.com', region: 'eu' }))).toBe(true);
    expect(pool.users.get('ada@example.com')).toMatchObject({ email: 'ada@example.com', 'custom:region': 'EU' });
    expect(await signIn({ username: 'Ada@Example.com' })).toEqual(E.right(waitingForCode));
    expect(await confirmSignIn({ challengeResponse: '000000' })).toEqual(E.right(waitingForCode));
    expect(await confirmSignIn({ challengeResponse: '111111' })).toEqual(E.right(waitingForCode));
    expect(await confirmSignIn({ challengeResponse: CODE })).toEqual(E.right({ signedIn: true, nextStep: { step: 'DONE' } }));
    expect(await signIn({ username: 'ada@example.com' })).toEqual(E.left({ kind: 'AlreadySignedIn' }));
  });

  it('fails the third wrong code, after which a new code must be requested', async () => {
    const { signUp, signIn, confirmSignIn } = setup();
    await signUp({ email: 'ada@example.com' });
    await signIn({ username: 'ada@example.com' });

    await confirmSignIn({ challengeResponse: '000000' });
    await confirmSignIn({ challengeResponse: '000001' });

    expect(await confirmSignIn({ challengeResponse: '000002' })).toEqual(E.left({ kind: 'ConfirmationFailed', problem: 'NotAuthorized' }));
    expect(await confirmSignIn({ challengeResponse: CODE })).toEqual(E.left({ kind: 'SignInStateMissing' }));
  });

  it('needs a new code once the sign-in state has expired', async () => {
    const { clock, signUp, signIn, confirmSignIn } = setup();
    await signUp({ email: 'ada@example.com' });
    await signIn({ username: 'ada@example.com' });

    clock.advance(180_000);

    expect(await confirmSignIn({ challengeResponse: CODE })).toEqual(E.left({ kind: 'SignInExpired' }));
  });

  it('does not know an e-mail that never signed up', async () => {
    const { signIn } = setup();

    expect(await signIn({ username: 'eve@example.com' })).toEqual(E.left({ kind: 'UserNotFound' }));
  });
});
