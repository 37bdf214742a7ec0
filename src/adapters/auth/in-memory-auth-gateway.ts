// Behaves as the real pool behind its custom-auth triggers; in sessionStorage, so a reload keeps users, codes and the session.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthGateway, ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { Clock } from '../../application/ports/clock.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import { COGNITO_MFA_NAME, type MfaPreference, type MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import type { FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';
import type { IdTokenCheck } from '../../stand-ins/user-pool/identity-pool';
import type { OfflineOutbox } from '../../stand-ins/outbox/offline-outbox';
import type { SignInMove } from '../../stand-ins/protection/protection-backend';
import { authFailureOfFault, OfflineFaultError } from './offline-auth-faults';
import { OfflineAuthenticator, totpMatches } from './offline-authenticator';
import { answerNewPassword, codeChallenge, startCode, type ChallengeDeps } from './offline-challenges';
import type { OfflinePasskeyDeps } from './offline-passkeys';
import { OfflineDevices } from './offline-devices';
import { lazyPart } from './lazy-part';
import { fail, normalUsername, OfflinePoolStore, passwordMatches, type PoolUser, type UserMfa, type UserStatus } from './offline-pool-store';

const MAX_ATTEMPTS = 3;
const INCORRECT = 'Incorrect username or password.';
const TOKEN_TTL_MS = 3_600_000;
const PASSWORD_MFA_CHALLENGES: readonly string[] = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP', 'SMS_MFA', 'SELECT_MFA_TYPE', 'MFA_SETUP'];

export type InMemoryAuthGatewayDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly faults: FaultSwitch;
  readonly outbox: OfflineOutbox;
  readonly appOrigin: string;
  /** The app client allows USER_PASSWORD_AUTH (off, as a new app client has it). */
  readonly allowUserPasswordAuth?: boolean;
  /** Where the pool's sign-up confirmation setting lives (localStorage); none: never required. */
  readonly settings?: Pick<Storage, 'getItem'>;
  /** navigator.credentials when this browser has WebAuthn; none offers no passkey. */
  readonly browser?: OfflinePasskeyDeps['browser'];
  /** What this browser calls itself when remembered (its user agent). */
  readonly deviceName?: string;
  /** The pool's AllowedFirstAuthFactors for USER_AUTH (PASSWORD and WEB_AUTHN unless given). */
  readonly allowedFirstAuthFactors?: OfflinePasskeyDeps['allowedFirstAuthFactors'];
};

export class InMemoryAuthGateway implements AuthGateway {
  readonly hasOAuthProvider = false;
  private readonly store: OfflinePoolStore;
  private readonly authenticator: OfflineAuthenticator;
  readonly passkeysAvailable: boolean;
  private readonly devices: OfflineDevices;

  constructor(private readonly deps: InMemoryAuthGatewayDeps) {
    this.store = new OfflinePoolStore(deps.storage);
    this.authenticator = new OfflineAuthenticator({ store: this.store, random: deps.random, now: () => deps.clock.now() });
    this.passkeysAvailable = deps.browser !== undefined;
    const devices = { storage: deps.storage, settings: deps.settings, name: deps.deviceName ?? '' };
    this.devices = new OfflineDevices({ ...devices, store: this.store, newId: () => deps.random.uuid(), now: () => deps.clock.now() });
  }

  async storedSession(): Promise<O.Option<AuthSession>> {
    await this.sessionFault();
    return this.store.readSession();
  }

  async signUp(request: SignUpRequest): Promise<E.Either<AuthFailure, SignUpOutcome>> {
    const fault = await this.fault('signUp');
    return fault ? E.left(fault) : this.withSignUps((signUps) => signUps.signUp(request));
  }

  async confirmSignUp(request: ConfirmSignUpRequest): Promise<E.Either<AuthFailure, void>> {
    const fault = await this.fault('confirmSignUp');
    return fault ? E.left(fault) : this.withSignUps((signUps) => signUps.confirmSignUp(request));
  }

  async resendSignUpCode(request: { readonly username: string }): Promise<E.Either<AuthFailure, CodeDeliveryDetails>> {
    const fault = await this.fault('resendSignUpCode');
    return fault ? E.left(fault) : this.withSignUps((signUps) => signUps.resendSignUpCode(request));
  }

  async initiateAuth(request: SignInRequest): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const fault = await this.fault('signIn');
    if (fault) return E.left(fault);
    if (request.authFlowType === 'USER_AUTH' && request.password === undefined) return this.withPasskeys((p) => p.initiate(request));
    if (request.authFlowType === 'USER_PASSWORD_AUTH' && this.deps.allowUserPasswordAuth !== true) {
      return fail('InvalidParameterException', 'USER_PASSWORD_AUTH flow not enabled for this client');
    }
    const username = normalUsername(request.username);
    const pool = this.store.readPool();
    const user = pool.users[username];
    if (!user) return fail('UserNotFoundException', 'User does not exist.');
    // Not confirmed: told at once in the passwordless flow, and only after the right password in the password flows.
    if (request.authFlowType === 'CUSTOM_WITHOUT_SRP' && user.status === 'UNCONFIRMED') return fail('UserNotConfirmedException', 'User is not confirmed.');
    if (request.authFlowType === 'CUSTOM_WITHOUT_SRP') return E.right(startCode(this.challengeDeps, pool, user, username));
    // The password flows, as the hosted pool answers them: a reset password is not asked for; the status is told only after the right password.
    if (user.status === 'RESET_REQUIRED') return fail('PasswordResetRequiredException', 'Password reset required for the user');
    if (!(await passwordMatches(user, request.password ?? ''))) return fail('NotAuthorizedException', INCORRECT);
    if (user.status === 'UNCONFIRMED') return fail('UserNotConfirmedException', 'User is not confirmed.');
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      const session = this.deps.random.uuid();
      const pending = { username, code: '', attempts: 0, createdAt: this.deps.clock.now(), challengeName: 'NEW_PASSWORD_REQUIRED' as const };
      this.store.writePool({ ...pool, challenges: { ...pool.challenges, [session]: pending } });
      return E.right({ type: 'challenge', challengeName: 'NEW_PASSWORD_REQUIRED', session, parameters: { requiredAttributes: '[]' } });
    }
    if (request.authFlowType === 'CUSTOM_WITH_SRP') return E.right(startCode(this.challengeDeps, pool, user, username));
    return this.withPasswordMfa((mfa) => mfa.afterPassword(user, username));
  }

  /** What only an administrator or an import makes (OfflineSignUp.seedUser); throws when its code cannot load. */
  async seedUser(request: { readonly email: string; readonly status: UserStatus; readonly password?: string }): Promise<void> {
    const seeded = await this.withSignUps(async (signUps) => E.right(await signUps.seedUser(request)));
    if (E.isLeft(seeded)) throw new Error('The offline pool could not seed the user.');
  }

  async respondToChallenge(answer: ChallengeAnswer): Promise<E.Either<AuthFailure, AuthOutcome>> {
    const fault = await this.fault('confirmSignIn');
    if (fault) return E.left(fault);
    if (answer.challengeName === 'NEW_PASSWORD_REQUIRED')
      return answerNewPassword(this.challengeDeps, answer, (user, username) => this.withPasswordMfa((mfa) => mfa.afterPassword(user, username)));
    if (PASSWORD_MFA_CHALLENGES.includes(answer.challengeName)) return this.withPasswordMfa((mfa) => mfa.answer(answer));
    // The first-factor choice and a chosen password (SELECT_CHALLENGE, PASSWORD, PASSWORD_SRP); any other name has no session there.
    if (answer.challengeName !== 'CUSTOM_CHALLENGE') return this.withPasskeys((p) => p.select(answer));
    const pool = this.store.readPool();
    const pending = pool.challenges[answer.session];
    const { [answer.session]: _answered, ...others } = pool.challenges;
    if (!pending || pending.challengeName !== undefined || pending.username !== normalUsername(answer.username))
      return fail('NotAuthorizedException', 'Invalid session for the user.');
    if (this.deps.clock.now() - pending.createdAt > SIGN_IN_STATE_TTL_MS) {
      this.store.writePool({ ...pool, challenges: others });
      return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    const user = pool.users[pending.username];
    // The address stopped signing in (another became primary) while the code was on its way.
    if (!user) {
      this.store.writePool({ ...pool, challenges: others });
      return fail('NotAuthorizedException', 'Invalid session for the user.');
    }
    const app = pool.mfa?.[user.sub];
    const right = pending.authenticator
      ? app?.secret !== undefined && (await totpMatches(app.secret, answer.answer.trim(), this.deps.clock.now()))
      : answer.answer.trim() === pending.code;
    // A remembered device stands in for the authenticator step; one the pool forgot leaves the session usable.
    const device = right && !pending.authenticator ? this.devices.prove(user.sub) : 'none';
    if (device === 'unknown') return fail('ResourceNotFoundException', 'Device does not exist.');
    if (device === 'remembered') {
      this.store.writePool({ ...this.store.readPool(), challenges: others });
      return E.right({ type: 'tokens', session: this.issueSession(user, pending.username) });
    }
    if (right && !pending.authenticator && app?.enabled === true && app.secret !== undefined) {
      // The define-auth-challenge trigger asks the app's code next, in a new session.
      const next = this.deps.random.uuid();
      this.store.writePool({ ...pool, challenges: { ...others, [next]: { ...pending, authenticator: true } } });
      return E.right({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE', session: next, parameters: { challenge: COGNITO_MFA_NAME.TOTP } });
    }
    if (right) {
      this.store.writePool({ ...pool, challenges: others });
      this.devices.remember(user.sub);
      return E.right({ type: 'tokens', session: this.issueSession(user, pending.username) });
    }
    const attempts = pending.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      this.store.writePool({ ...pool, challenges: others });
      return fail('NotAuthorizedException', INCORRECT);
    }
    // The define-auth-challenge trigger asks again with the same code, in a new session.
    const next = this.deps.random.uuid();
    this.store.writePool({ ...pool, challenges: { ...others, [next]: { ...pending, attempts } } });
    if (pending.authenticator)
      return E.right({ type: 'challenge', challengeName: 'CUSTOM_CHALLENGE', session: next, parameters: { challenge: COGNITO_MFA_NAME.TOTP } });
    return E.right(codeChallenge(next, user.email));
  }

  readonly answerPasskeyChallenge: AuthGateway['answerPasskeyChallenge'] = (c) =>
    this.withPasskeys((p) => p.answer(normalUsername(c.username), c.session, c.parameters, c.signal));
  readonly registerPasskey: AuthGateway['registerPasskey'] = () => this.withPasskeys((p) => p.register());
  readonly listPasskeys: AuthGateway['listPasskeys'] = () => this.withPasskeys((p) => p.list());
  readonly deletePasskey: AuthGateway['deletePasskey'] = (id) => this.withPasskeys((p) => p.remove(id));

  // Parts that load with their first use, off the dashboard's path.
  private readonly withPasskeys = lazyPart(async () => {
    const { OfflinePasskeys } = await import(/* webpackChunkName: "offline-passkeys" */ './offline-passkeys');
    return new OfflinePasskeys({
      ...this.challengeDeps,
      devices: this.devices,
      sessionTtlMs: SIGN_IN_STATE_TTL_MS,
      afterPassword: (user, username) => this.withPasswordMfa((mfa) => mfa.afterPassword(user, username)),
    });
  });
  private readonly withPasswordMfa = lazyPart(async () => {
    const { OfflinePasswordMfa } = await import(/* webpackChunkName: "offline-password-mfa" */ './offline-password-mfa');
    return new OfflinePasswordMfa({ ...this.challengeDeps, storage: this.deps.storage, settings: this.deps.settings, devices: this.devices });
  });
  private readonly withSignUps = lazyPart(async () => {
    const { OfflineSignUp } = await import(/* webpackChunkName: "offline-sign-up" */ './offline-sign-up');
    return new OfflineSignUp({ ...this.deps, store: this.store });
  });

  readonly associateSoftwareToken: AuthGateway['associateSoftwareToken'] = (request) => this.withPasswordMfa((mfa) => mfa.associateSoftwareToken(request));
  readonly verifySoftwareToken: AuthGateway['verifySoftwareToken'] = (request) => this.withPasswordMfa((mfa) => mfa.verifySoftwareToken(request));

  async associateUserSoftwareToken(): Promise<E.Either<AuthFailure, { readonly secretCode: string }>> {
    return this.withSignedInUser(async (sub, mfa) => this.authenticator.associate(sub, mfa));
  }

  async verifyUserSoftwareToken(code: string): Promise<E.Either<AuthFailure, void>> {
    return this.withSignedInUser((sub, mfa) => this.authenticator.verify(sub, mfa, code));
  }

  async setMfaPreference(preference: MfaPreference): Promise<E.Either<AuthFailure, void>> {
    return this.withSignedInUser((sub) => this.withPasswordMfa((mfa) => mfa.setPreference(sub, preference)));
  }

  async getMfaSettings(): Promise<E.Either<AuthFailure, MfaSettings>> {
    return this.withSignedInUser((sub) => this.withPasswordMfa((mfa) => E.right(mfa.settings(sub))));
  }

  async refreshSession(): Promise<E.Either<AuthFailure, AuthSession>> {
    const fault = await this.fault('refresh');
    if (fault) return E.left(fault);
    const stored = this.store.readSession();
    if (O.isNone(stored)) return fail('NotAuthorizedException', 'Refresh Token has been revoked');
    const pool = this.store.readPool();
    if (pool.revoked.includes(stored.value.accessToken)) return fail('NotAuthorizedException', 'Refresh Token has been revoked');
    // By the user's id, as a refresh token names its user: the address it signs in with may have moved.
    const found = Object.entries(pool.users).find(([, user]) => user.sub === stored.value.userId);
    if (!found) return fail('NotAuthorizedException', 'Refresh Token has been revoked');
    const [username, user] = found;
    const device = this.devices.checkRefresh(user.sub);
    return E.isLeft(device) ? device : E.right(this.issueSession(user, username));
  }

  /** Making another verified address primary moves sign-in to it (OfflinePoolStore.moveSignInAddress). */
  moveSignInAddress(userId: string, address: string): SignInMove {
    return this.store.moveSignInAddress(userId, normalUsername(address));
  }

  async revokeRefreshToken(): Promise<E.Either<AuthFailure, void>> {
    const stored = this.store.readSession();
    const fault = await this.fault('signOut');
    if (fault) return E.left(fault);
    if (O.isSome(stored)) {
      const pool = this.store.readPool();
      this.store.writePool({ ...pool, revoked: [...pool.revoked, stored.value.accessToken] });
    }
    return E.right(undefined);
  }

  async clearSession(): Promise<void> {
    this.store.clearSession();
  }

  async signOutOfOAuthProvider(): Promise<E.Either<AuthFailure, void>> {
    return E.right(undefined);
  }

  async clearStoredDevice(): Promise<void> {
    this.devices.clearBrowser();
  }

  async listDevices(): Promise<E.Either<AuthFailure, readonly RememberedDevice[]>> {
    const fault = await this.fault('listDevices');
    return fault ? E.left(fault) : this.withSignedInUser(async (sub) => E.right(this.devices.list(sub)));
  }

  async forgetDevice(deviceKey: string): Promise<E.Either<AuthFailure, void>> {
    const fault = await this.fault('forgetDevice');
    return fault ? E.left(fault) : this.withSignedInUser(async (sub) => this.devices.forget(sub, deviceKey));
  }

  /** The identity pool's check of an id token: this pool's current one, not expired. */
  checkIdToken(jwt: string, now: number): IdTokenCheck {
    return this.store.checkIdToken(jwt, now);
  }

  private get challengeDeps(): ChallengeDeps & InMemoryAuthGatewayDeps & { readonly store: OfflinePoolStore } {
    return { ...this.deps, store: this.store, issueSession: (user, username) => this.issueSession(user, username) };
  }

  private async withSignedInUser<A>(call: (sub: string, mfa: UserMfa) => Promise<E.Either<AuthFailure, A>>): Promise<E.Either<AuthFailure, A>> {
    const sub = this.store.signedInSub();
    return E.isLeft(sub) ? sub : call(sub.right, this.store.readPool().mfa?.[sub.right] ?? {});
  }

  private issueSession(user: PoolUser, username: string): AuthSession {
    return this.store.issueSession(user, username, () => this.deps.random.uuid(), this.deps.clock.now() + TOKEN_TTL_MS);
  }

  /** A broken session service is a bug by the port's contract, so this fault throws (the app shows its error page). */
  private async sessionFault(): Promise<void> {
    const outcome = await this.deps.faults.apply('session');
    if (outcome.kind !== 'none') throw new OfflineFaultError('session', outcome.kind);
  }

  private async fault(operation: string): Promise<AuthFailure | null> {
    return authFailureOfFault(await this.deps.faults.apply(operation), operation);
  }
}
