import {
  AuthenticationDetails,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
} from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthGateway, ChallengeAnswer, PasskeySummary } from '../../application/ports/auth-gateway.port';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { ClientMetadata, SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { MfaPreference, MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import { CognitoAuthenticator } from './cognito-authenticator';
import { ScratchStorage, librarySession, settle, stringRecord, toAuthSession, toFailure, type LibraryUser, type Result, type Settle } from './cognito-library';
import { CognitoDevices } from './cognito-devices';
import { CognitoFirstFactor, isPasswordFirstFactor } from './cognito-first-factor';
import { CognitoMfa, isMfaChallenge, type PasswordFirstFactor } from './cognito-mfa';
import { CognitoPasskeys } from './cognito-passkeys';
import { CognitoSignUp } from './cognito-sign-up';
import type { PasskeyCredentials } from './passkey-browser';
import { authSessionOf } from './cognito-stored-session';
import { CognitoTokenStore, type StoredTokens, type TokenStorage } from './cognito-token-store';

export type CognitoSettings = { readonly userPoolId: string; readonly clientId: string; readonly endpoint: string };

export class CognitoAuthGateway implements AuthGateway {
  readonly hasOAuthProvider = false;

  private readonly pool: CognitoUserPool;
  private readonly tokens: CognitoTokenStore;
  private readonly signUps: CognitoSignUp;
  private readonly authenticator: CognitoAuthenticator;
  private readonly passkeys: CognitoPasskeys;
  private readonly devices: CognitoDevices;
  private readonly mfa: CognitoMfa;
  private readonly firstFactor: CognitoFirstFactor;

  /** `browser`: navigator.credentials when this browser has WebAuthn, else none (no passkey is offered). */
  constructor(settings: CognitoSettings, storage: TokenStorage, browser?: PasskeyCredentials) {
    this.pool = new CognitoUserPool({ UserPoolId: settings.userPoolId, ClientId: settings.clientId, endpoint: settings.endpoint, Storage: storage });
    this.tokens = new CognitoTokenStore(storage, settings.clientId);
    this.devices = new CognitoDevices(this.tokens, settings.clientId, (call) => this.withSignedInUser(call));
    this.signUps = new CognitoSignUp(this.pool, (username) => this.signInUser(username));
    this.authenticator = new CognitoAuthenticator(this.pool, (call) => this.withSignedInUser(call));
    this.mfa = new CognitoMfa({
      clientId: settings.clientId,
      signInUser: (name) => this.signInUser(name),
      callbacks: (user, done) => this.authCallbacks(user, done),
      signedIn: (session) => this.signedIn(session),
    });
    this.firstFactor = new CognitoFirstFactor({
      signInUser: (name) => this.signInUser(name),
      watch: (user, done) => this.mfa.watch(user, done),
      callbacks: (user, done) => this.authCallbacks(user, done),
    });
    this.passkeys = new CognitoPasskeys({
      pool: this.pool,
      clientId: settings.clientId,
      browser,
      accessToken: () => {
        const stored = this.tokens.read();
        if (O.isNone(stored) || !librarySession(stored.value).isValid())
          return E.left(authFailureFromErrorCode('NotAuthorizedException', 'User is not authenticated'));
        return E.right(stored.value.accessToken);
      },
      signedIn: (session) => this.signedIn(session),
    });
  }

  get passkeysAvailable(): boolean {
    return this.passkeys.available;
  }

  async storedSession(): Promise<O.Option<AuthSession>> {
    return O.chain(authSessionOf)(this.tokens.read());
  }

  signUp(request: SignUpRequest): Promise<Result<SignUpOutcome>> {
    return this.signUps.signUp(request);
  }

  confirmSignUp(request: ConfirmSignUpRequest): Promise<Result<void>> {
    return this.signUps.confirmSignUp(request);
  }

  resendSignUpCode(request: { readonly username: string }): Promise<Result<CodeDeliveryDetails>> {
    return this.signUps.resendSignUpCode(request);
  }

  /** CUSTOM_WITHOUT_SRP is the library's initiateAuth with CUSTOM_AUTH; the password flows (CUSTOM_WITH_SRP proves the password first, USER_AUTH's password first factors are sent as USER_AUTH) its authenticateUser. */
  initiateAuth(request: SignInRequest): Promise<Result<AuthOutcome>> {
    switch (request.authFlowType) {
      case 'CUSTOM_WITHOUT_SRP':
        return this.customWithoutSrp(request.username, request.clientMetadata);
      case 'USER_SRP_AUTH':
      case 'USER_PASSWORD_AUTH':
      case 'CUSTOM_WITH_SRP':
        return this.passwordSignIn(request.authFlowType, request.username, request.password, undefined, request.clientMetadata);
      default:
        if (request.password !== undefined) {
          const factor: PasswordFirstFactor = request.preferredChallenge === 'PASSWORD' ? 'PASSWORD' : 'PASSWORD_SRP';
          return this.passwordSignIn(
            factor === 'PASSWORD' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH',
            request.username,
            request.password,
            factor,
            request.clientMetadata,
          );
        }
        // USER_AUTH without a password: the passkey first factor, through the library's request path.
        return this.passkeys.initiate(normalizeUsername(request.username), request.preferredChallenge);
    }
  }

  /** `metadata` reaches the pool's triggers (the library sends it as ClientMetadata). */
  private passwordSignIn(
    flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_WITH_SRP',
    typed: string,
    password: string,
    firstFactor?: PasswordFirstFactor,
    metadata?: ClientMetadata,
  ): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    return settle((done) => {
      const user = this.signInUser(username);
      this.mfa.watch(user, done, firstFactor);
      user.setAuthenticationFlowType(flow === 'CUSTOM_WITH_SRP' ? 'CUSTOM_AUTH' : flow);
      user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password, ClientMetadata: metadata }), this.authCallbacks(user, done));
    });
  }

  private customWithoutSrp(typed: string, metadata?: ClientMetadata): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    return settle((done) => {
      const user = this.signInUser(username);
      user.setAuthenticationFlowType('CUSTOM_AUTH');
      user.initiateAuth(new AuthenticationDetails({ Username: username, ClientMetadata: metadata }), this.authCallbacks(user, done));
    });
  }

  /** The use-case keeps the challenge session; a user rebuilt around it answers, as the library's own user would. */
  respondToChallenge(answer: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    if (answer.challengeName === 'NEW_PASSWORD_REQUIRED') {
      return settle((done) => {
        const user = this.signInUser(normalizeUsername(answer.username));
        user.Session = answer.session;
        this.mfa.watch(user, done);
        user.completeNewPasswordChallenge(answer.answer, { ...answer.userAttributes }, this.authCallbacks(user, done));
      });
    }
    if (answer.challengeName === 'SELECT_CHALLENGE' && isPasswordFirstFactor(answer.answer)) return this.firstFactor.choose(answer.answer, answer.session);
    if (answer.challengeName === 'SELECT_CHALLENGE') return this.passkeys.select(normalizeUsername(answer.username), answer.session, answer.answer);
    if (isPasswordFirstFactor(answer.challengeName)) return this.firstFactor.answer(answer.challengeName, answer.username, answer.session, answer.answer);
    if (isMfaChallenge(answer.challengeName)) return this.mfa.answer(answer);
    if (answer.challengeName !== 'CUSTOM_CHALLENGE') return Promise.resolve(unsupported(`The Cognito adapter does not answer ${answer.challengeName}.`));
    return settle((done) => {
      const user = this.signInUser(normalizeUsername(answer.username));
      user.setAuthenticationFlowType('CUSTOM_AUTH');
      user.Session = answer.session;
      user.sendCustomChallengeAnswer(answer.answer, this.authCallbacks(user, done));
    });
  }

  answerPasskeyChallenge(challenge: Parameters<AuthGateway['answerPasskeyChallenge']>[0]): Promise<Result<AuthOutcome>> {
    return this.passkeys.answer(normalizeUsername(challenge.username), challenge.session, challenge.parameters, challenge.signal);
  }

  registerPasskey(): Promise<Result<void>> {
    return this.passkeys.register();
  }

  listPasskeys(): Promise<Result<readonly PasskeySummary[]>> {
    return this.passkeys.list();
  }

  deletePasskey(id: string): Promise<Result<void>> {
    return this.passkeys.remove(id);
  }

  associateSoftwareToken(request: { readonly session: string }): Promise<Result<{ readonly secretCode: string; readonly session: string }>> {
    return this.mfa.associateSoftwareToken(request);
  }

  verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Promise<Result<AuthOutcome>> {
    return this.mfa.verifySoftwareToken(request);
  }

  associateUserSoftwareToken(): Promise<Result<{ readonly secretCode: string }>> {
    return this.authenticator.associate();
  }

  verifyUserSoftwareToken(code: string): Promise<Result<void>> {
    return this.authenticator.verify(code);
  }

  setMfaPreference(preference: MfaPreference): Promise<Result<void>> {
    return this.authenticator.setPreference(preference);
  }

  getMfaSettings(): Promise<Result<MfaSettings>> {
    return this.authenticator.settings();
  }

  revokeRefreshToken(): Promise<Result<void>> {
    return this.revokeStored(this.tokens.read());
  }

  /**
   * The library's revokeTokens for these tokens: RevokeToken only when the access token names its origin
   * (`origin_jti`). The tokens may already be cleared from the browser's storage.
   */
  revokeStored(stored: O.Option<StoredTokens>): Promise<Result<void>> {
    if (O.isNone(stored) || stored.value.refreshToken === '') return Promise.resolve(E.right(undefined));
    const tokens = stored.value;
    return settle((done) => {
      const user = this.sessionUser(tokens.username, librarySession(tokens));
      const finish = (error?: unknown) => done(error ? E.left(toFailure(error)) : E.right(undefined));
      if (typeof user.revokeTokens === 'function') user.revokeTokens(finish);
      else user.signOut(finish);
    });
  }

  /** Removes every key the library wrote, for any user and app client, except the remembered device's. */
  async clearSession(): Promise<void> {
    this.tokens.clearTokens();
  }

  async signOutOfOAuthProvider(): Promise<Result<void>> {
    return E.right(undefined);
  }

  async clearStoredDevice(): Promise<void> {
    this.tokens.clearDevice();
  }

  listDevices(): Promise<Result<readonly RememberedDevice[]>> {
    return this.devices.list();
  }

  forgetDevice(deviceKey: string): Promise<Result<void>> {
    return this.devices.forget(deviceKey);
  }

  refreshSession(): Promise<Result<AuthSession>> {
    const stored = this.tokens.read();
    if (O.isNone(stored) || stored.value.refreshToken === '') {
      return Promise.resolve(E.left(authFailureFromErrorCode('NotAuthorizedException', 'No refresh token is stored.')));
    }
    const { username, refreshToken } = stored.value;
    return settle((done) => {
      // The library stores the new tokens under the stored user, and drops them itself on NotAuthorizedException.
      this.storedUser(username).refreshSession(new CognitoRefreshToken({ RefreshToken: refreshToken }), (error: unknown, session?: CognitoUserSession) => {
        if (error || !session) return done(E.left(toFailure(error)));
        const auth = toAuthSession(session);
        done(O.isSome(auth) ? E.right(auth.value) : E.left({ kind: 'InvalidTokens' }));
      });
    });
  }

  private authCallbacks(user: LibraryUser, done: Settle<AuthOutcome>): IAuthenticationCallback {
    const challenge = (challengeName: string, parameters: unknown) =>
      done(E.right({ type: 'challenge', challengeName, session: user.Session ?? '', parameters: stringRecord(parameters) }));
    return {
      onSuccess: (session) => done(this.signedIn(session, user)),
      onFailure: (error) => done(E.left(toFailure(error))),
      customChallenge: (parameters) => challenge('CUSTOM_CHALLENGE', parameters),
      mfaRequired: challenge,
      totpRequired: challenge,
      mfaSetup: challenge,
      selectMFAType: challenge,
      newPasswordRequired: (_attributes, required) => challenge('NEW_PASSWORD_REQUIRED', { requiredAttributes: JSON.stringify(required ?? []) }),
    };
  }

  /** Only a valid session counts (the library succeeds with an empty one after an unexpected challenge); `from`'s device is kept. */
  private signedIn(session: CognitoUserSession, from?: LibraryUser): Result<AuthOutcome> {
    if (!session.isValid()) return E.left({ kind: 'SessionNotPersisted' });
    const auth = toAuthSession(session);
    if (O.isNone(auth)) return E.left({ kind: 'InvalidTokens' });
    this.tokens.clearTokens();
    // Stored under the sub: storage keys show in devtools and to any script, so none may name the e-mail.
    this.storedUser(auth.value.userId).setSignInUserSession(session);
    if (from) this.devices.keep(auth.value.userId, from);
    return E.right({ type: 'tokens', session: auth.value });
  }

  /** Runs a call as the signed-in person over a valid stored session; the user writes to scratch storage (GetUser's cached answer names the e-mail). */
  private withSignedInUser<A>(call: (user: LibraryUser, done: Settle<A>) => void): Promise<Result<A>> {
    const stored = this.tokens.read();
    const session = O.isSome(stored) ? librarySession(stored.value) : undefined;
    if (O.isNone(stored) || !session?.isValid()) {
      return Promise.resolve(E.left(authFailureFromErrorCode('NotAuthorizedException', 'User is not authenticated')));
    }
    const { username } = stored.value;
    return settle((done) => call(this.sessionUser(username, session), done));
  }

  /** A user holding `session` in scratch storage: the tokens the library caches never reach the browser's storage. */
  private sessionUser(username: string, session: CognitoUserSession): LibraryUser {
    const user = new CognitoUser({ Username: username, Pool: this.pool, Storage: new ScratchStorage() }) as LibraryUser;
    user.setSignInUserSession(session);
    return user;
  }

  /** A user for the sign-in calls: named by the e-mail the service expects, writing only to scratch storage, holding the remembered device. */
  private signInUser(username: string): LibraryUser {
    const scratch = new ScratchStorage();
    this.devices.seed(scratch, username);
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: scratch }) as LibraryUser;
  }

  /** A user over the stored tokens. `new CognitoUser` does not inherit the pool's storage, so pass it. */
  private storedUser(username: string): LibraryUser {
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: this.tokens.storage }) as LibraryUser;
  }
}

const unsupported = (message: string): Result<never> => E.left(authFailureFromErrorCode('InvalidParameterException', message));
