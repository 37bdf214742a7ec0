// The offline user pool's client, with its fault knobs and the browser's passkey ceremony. The stored session is read and
// written here; every other call loads the pool's code first, once (a signed-in visit shows its data without it).
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type { AccountSecurityGateway } from '../../application/ports/account-security-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { ChallengeAnswer, SignInGateway } from '../../application/ports/sign-in-gateway.port';
import type { SignUpGateway } from '../../application/ports/sign-up-gateway.port';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import { faultErrorName, type FaultOutcome, type FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import type { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import { fail, invalidSession, PoolStore } from '../../stand-ins/user-pool/pool-store';
import type { OfflineUserPool } from '../../stand-ins/user-pool/user-pool';
import { lazyPart } from './lazy-part';
import { answerWithPasskey, registerPasskeyWith } from './passkey-browser';
import type { PasskeyCredentials } from './webauthn-ceremony';

type Result<A> = Promise<E.Either<AuthFailure, A>>;

export type InMemoryAuthGatewayDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly faults: FaultSwitch;
  readonly outbox: OfflineOutbox;
  readonly appOrigin: string;
  readonly settings?: Pick<Storage, 'getItem'>;
  readonly browser?: PasskeyCredentials;
  readonly deviceName?: string;
};

export class OfflineFaultError extends Error {
  constructor(operation: string, detail: string) {
    super(`Offline fault on ${operation}: ${detail}`);
    this.name = 'OfflineFaultError';
  }
}

/** Broken bodies are an HTTP API fault; the user pool has none. */
function failureOf(outcome: FaultOutcome, operation: string): AuthFailure | null {
  if (outcome.kind === 'none' || outcome.kind === 'body') return null;
  if (outcome.kind === 'network') return { kind: 'Network' };
  return authFailureFromErrorCode(faultErrorName(outcome), `Offline fault on ${operation}`);
}

export class InMemoryAuthGateway implements SignUpGateway, SignInGateway, AccountSecurityGateway {
  readonly store: PoolStore;
  readonly passkeysAvailable: boolean;
  private loadingPool: Promise<OfflineUserPool> | undefined;

  constructor(private readonly deps: InMemoryAuthGatewayDeps) {
    this.store = new PoolStore(deps.storage, { now: () => deps.clock.now(), newId: () => deps.random.uuid() });
    this.passkeysAvailable = deps.browser !== undefined;
  }

  /** A broken session service is a bug by the port's contract, so this fault throws (the app shows its error page). */
  async storedSession(): Promise<O.Option<AuthSession>> {
    const outcome = await this.deps.faults.apply('session');
    if (outcome.kind !== 'none') throw new OfflineFaultError('session', outcome.kind);
    return this.store.readSession();
  }

  readonly signUp: SignUpGateway['signUp'] = (request) => this.faulted('signUp', () => this.withSignUps((s) => s.signUp(request)));
  readonly confirmSignUp: SignUpGateway['confirmSignUp'] = (request) => this.faulted('confirmSignUp', () => this.withSignUps((s) => s.confirmSignUp(request)));
  readonly resendSignUpCode: SignUpGateway['resendSignUpCode'] = (request) =>
    this.faulted('resendSignUpCode', () => this.withSignUps((s) => s.resendSignUpCode(request)));
  readonly forgotPassword: SignInGateway['forgotPassword'] = (request) => this.withSignUps((s) => s.forgotPassword(request));
  readonly confirmForgotPassword: SignInGateway['confirmForgotPassword'] = (request) => this.withSignUps((s) => s.confirmForgotPassword(request));

  /** Only the flows a screen starts: the e-mailed code, the auto sign-in's SRP password, USER_AUTH's passkey. */
  initiateAuth(request: SignInRequest): ReturnType<SignInGateway['initiateAuth']> {
    return this.faulted('signIn', () => {
      if (request.authFlowType === 'CUSTOM_WITHOUT_SRP') return this.withPool((pool) => pool.startCode(request.username));
      if (request.authFlowType === 'USER_SRP_AUTH') return this.withPool((pool) => pool.passwordSignIn(request.username, request.password));
      if (request.authFlowType === 'USER_AUTH' && request.password === undefined) return this.withPasskeys((p) => p.firstFactor(request.username));
      return fail('InvalidParameterException', 'The offline pool runs only the sign-ins a screen starts.');
    });
  }

  respondToChallenge({ username, challengeName, session, answer }: ChallengeAnswer): ReturnType<SignInGateway['respondToChallenge']> {
    return this.faulted('confirmSignIn', () => {
      if (challengeName === 'CUSTOM_CHALLENGE') return this.withPool((pool) => pool.answerCode(username, session, answer));
      return challengeName === 'SELECT_CHALLENGE' ? this.withPasskeys((p) => p.select(username, session, answer)) : invalidSession();
    });
  }

  readonly answerPasskeyChallenge: SignInGateway['answerPasskeyChallenge'] = (challenge) =>
    answerWithPasskey(this.deps.browser, challenge, (credential) => this.withPasskeys((p) => p.answer(challenge.username, challenge.session, credential)));

  /** MFA_SETUP follows only a password sign-in with MFA required, which the offline pool never asks. */
  readonly associateSoftwareToken: SignInGateway['associateSoftwareToken'] = async () => invalidSession();
  readonly verifySoftwareToken: SignInGateway['verifySoftwareToken'] = async () => invalidSession();

  refreshSession(): Result<AuthSession> {
    return this.faulted('refresh', () => this.withPool((pool) => pool.refresh()));
  }

  revokeRefreshToken(): Result<void> {
    const stored = this.store.readSession();
    return this.faulted('signOut', () => E.right(this.store.revoke(stored)));
  }

  async clearSession(): Promise<void> {
    this.store.clearSession();
  }

  async clearStoredDevice(): Promise<void> {
    await this.withPool((pool) => E.right(pool.devices.clearBrowser()));
  }

  readonly registerPasskey: AccountSecurityGateway['registerPasskey'] = () =>
    registerPasskeyWith(
      this.deps.browser,
      () => this.signedIn((sub) => this.withPasskeys((p) => p.registrationOptions(sub))),
      (credential) => this.signedIn((sub) => this.withPasskeys((p) => p.register(sub, credential))),
    );
  readonly listPasskeys: AccountSecurityGateway['listPasskeys'] = () => this.signedIn((sub) => this.withPasskeys((p) => E.right(p.list(sub))));
  readonly deletePasskey: AccountSecurityGateway['deletePasskey'] = (id) => this.signedIn((sub) => this.withPasskeys((p) => p.remove(sub, id)));

  readonly associateUserSoftwareToken: AccountSecurityGateway['associateUserSoftwareToken'] = () =>
    this.signedIn((sub) => this.withPool((pool) => pool.authenticator.associate(sub)));
  readonly verifyUserSoftwareToken: AccountSecurityGateway['verifyUserSoftwareToken'] = (code) =>
    this.signedIn((sub) => this.withPool((pool) => pool.authenticator.verify(sub, code)));
  readonly setMfaPreference: AccountSecurityGateway['setMfaPreference'] = (preference) =>
    this.signedIn((sub) => this.withPool((pool) => pool.authenticator.setPreference(sub, preference)));
  readonly getMfaSettings: AccountSecurityGateway['getMfaSettings'] = () =>
    this.signedIn((sub) => this.withPool((pool) => E.right(pool.authenticator.settings(sub))));

  readonly setRegion: AccountSecurityGateway['setRegion'] = (region) =>
    this.faulted('setRegion', () => this.signedIn((sub) => this.withPool((pool) => E.right(pool.setRegion(sub, region)))));

  readonly listDevices: AccountSecurityGateway['listDevices'] = () =>
    this.faulted('listDevices', () => this.signedIn((sub) => this.withPool((pool) => E.right(pool.devices.list(sub)))));
  readonly forgetDevice: AccountSecurityGateway['forgetDevice'] = (key) =>
    this.faulted('forgetDevice', () => this.signedIn((sub) => this.withPool((pool) => pool.devices.forget(sub, key))));

  /** One pool for every part; a load that failed is asked for again by the next call. */
  private pool(): Promise<OfflineUserPool> {
    this.loadingPool ??= import(/* webpackChunkName: "offline-user-pool" */ '../../stand-ins/user-pool/user-pool').then(
      ({ OfflineUserPool }) => {
        const { storage, settings, random, outbox, appOrigin, deviceName, clock } = this.deps;
        return new OfflineUserPool({ storage, settings, now: () => clock.now(), random, outbox, appOrigin, deviceName });
      },
      (error: unknown) => {
        this.loadingPool = undefined;
        throw error;
      },
    );
    return this.loadingPool;
  }

  private readonly withPool = lazyPart(() => this.pool());

  private readonly withPasskeys = lazyPart(async () => {
    const { PoolPasskeys } = await import(/* webpackChunkName: "offline-passkeys" */ '../../stand-ins/user-pool/passkeys');
    return new PoolPasskeys(await this.pool(), this.deps.faults);
  });

  private readonly withSignUps = lazyPart(async () => {
    const { PoolSignUp } = await import(/* webpackChunkName: "offline-sign-up" */ '../../stand-ins/user-pool/sign-up');
    return new PoolSignUp(await this.pool());
  });

  private async signedIn<A>(call: (sub: string) => E.Either<AuthFailure, A> | Promise<E.Either<AuthFailure, A>>): Result<A> {
    const sub = this.store.signedInSub();
    return E.isLeft(sub) ? sub : call(sub.right);
  }

  private async faulted<A>(operation: string, call: () => E.Either<AuthFailure, A> | Promise<E.Either<AuthFailure, A>>): Result<A> {
    const failure = failureOf(await this.deps.faults.apply(operation), operation);
    return failure ? E.left(failure) : call();
  }
}
