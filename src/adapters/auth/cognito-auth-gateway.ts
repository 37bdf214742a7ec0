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
import type { AccountSecurityGateway } from '../../application/ports/account-security-gateway.port';
import type { ChallengeAnswer, SignInGateway } from '../../application/ports/sign-in-gateway.port';
import type { SignUpGateway } from '../../application/ports/sign-up-gateway.port';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { CognitoAuthenticator } from './cognito-authenticator';
import { scratchStorage, librarySession, settle, stringRecord, toAuthSession, toFailure, type LibraryUser, type Result, type Settle } from './cognito-library';
import { CognitoDevices } from './cognito-devices';
import { CognitoPasswordSignIn, followsPassword } from './cognito-password-sign-in';
import { CognitoPasskeys } from './cognito-passkeys';
import { CognitoSignUp } from './cognito-sign-up';
import type { PasskeyCredentials } from './webauthn-ceremony';
import { CognitoTokenStore, type StoredTokens, type TokenStorage } from './cognito-token-store';

export type CognitoSettings = { readonly userPoolId: string; readonly clientId: string; readonly endpoint: string };

export class CognitoAuthGateway implements SignUpGateway, SignInGateway, AccountSecurityGateway {
  readonly passkeysAvailable: boolean;
  private readonly pool: CognitoUserPool;
  private readonly tokens: CognitoTokenStore;
  private readonly signUps: CognitoSignUp;
  private readonly authenticator: CognitoAuthenticator;
  private readonly passkeys: CognitoPasskeys;
  private readonly devices: CognitoDevices;
  private readonly passwords: CognitoPasswordSignIn;

  constructor(settings: CognitoSettings, storage: TokenStorage, browser?: PasskeyCredentials) {
    this.passkeysAvailable = browser !== undefined;
    this.pool = new CognitoUserPool({ UserPoolId: settings.userPoolId, ClientId: settings.clientId, endpoint: settings.endpoint, Storage: storage });
    this.tokens = new CognitoTokenStore(storage, settings.clientId);
    this.devices = new CognitoDevices(this.tokens, settings.clientId, (call) => this.withSignedInUser(call));
    this.signUps = new CognitoSignUp(this.pool, (username) => this.signInUser(username));
    this.authenticator = new CognitoAuthenticator(this.pool, (call) => this.withSignedInUser(call));
    this.passwords = new CognitoPasswordSignIn({
      clientId: settings.clientId,
      signInUser: (name) => this.signInUser(name),
      callbacks: (user, done) => this.authCallbacks(user, done),
      signedIn: (session) => this.signedIn(session),
    });
    this.passkeys = new CognitoPasskeys({
      pool: this.pool,
      clientId: settings.clientId,
      browser,
      accessToken: () => E.map(({ tokens }: { tokens: StoredTokens }) => tokens.accessToken)(this.validTokens()),
      signedIn: (session) => this.signedIn(session),
    });
  }

  async storedSession(): Promise<O.Option<AuthSession>> {
    return this.tokens.session();
  }

  readonly signUp: SignUpGateway['signUp'] = (request) => this.signUps.signUp(request);
  readonly confirmSignUp: SignUpGateway['confirmSignUp'] = (request) => this.signUps.confirmSignUp(request);
  readonly resendSignUpCode: SignUpGateway['resendSignUpCode'] = (request) => this.signUps.resendSignUpCode(request);
  readonly forgotPassword: SignInGateway['forgotPassword'] = (request) => this.signUps.forgotPassword(request);
  readonly confirmForgotPassword: SignInGateway['confirmForgotPassword'] = (request) => this.signUps.confirmForgotPassword(request);

  initiateAuth(request: SignInRequest): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(request.username);
    const metadata = request.clientMetadata;
    if (request.authFlowType === 'CUSTOM_WITHOUT_SRP') {
      return settle((done) => {
        const user = this.signInUser(username);
        user.setAuthenticationFlowType('CUSTOM_AUTH');
        user.initiateAuth(new AuthenticationDetails({ Username: username, ClientMetadata: metadata }), this.authCallbacks(user, done));
      });
    }
    if (request.authFlowType !== 'USER_AUTH') return this.passwords.start({ flow: request.authFlowType, username, password: request.password, metadata });
    if (request.password === undefined) return this.passkeys.initiate(username, request.preferredChallenge);
    const flow = request.preferredChallenge === 'PASSWORD' ? 'PASSWORD' : 'PASSWORD_SRP';
    return this.passwords.start({ flow, username, password: request.password, metadata });
  }

  /** The use-case keeps the challenge session; a user rebuilt around it answers, as the library's own user would. */
  respondToChallenge(answer: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    if (followsPassword(answer)) return this.passwords.answer(answer);
    if (answer.challengeName === 'SELECT_CHALLENGE') return this.passkeys.select(normalizeUsername(answer.username), answer.session, answer.answer);
    if (answer.challengeName !== 'CUSTOM_CHALLENGE')
      return Promise.resolve(E.left(authFailureFromErrorCode('InvalidParameterException', `The Cognito adapter does not answer ${answer.challengeName}.`)));
    return settle((done) => {
      const user = this.signInUser(normalizeUsername(answer.username));
      user.setAuthenticationFlowType('CUSTOM_AUTH');
      user.Session = answer.session;
      user.sendCustomChallengeAnswer(answer.answer, this.authCallbacks(user, done));
    });
  }

  readonly answerPasskeyChallenge: SignInGateway['answerPasskeyChallenge'] = (challenge) =>
    this.passkeys.answer(normalizeUsername(challenge.username), challenge);
  readonly registerPasskey: AccountSecurityGateway['registerPasskey'] = () => this.passkeys.register();
  readonly listPasskeys: AccountSecurityGateway['listPasskeys'] = () => this.passkeys.list();
  readonly deletePasskey: AccountSecurityGateway['deletePasskey'] = (id) => this.passkeys.remove(id);
  readonly associateSoftwareToken: SignInGateway['associateSoftwareToken'] = (request) => this.passwords.associateSoftwareToken(request);
  readonly verifySoftwareToken: SignInGateway['verifySoftwareToken'] = (request) => this.passwords.verifySoftwareToken(request);
  readonly associateUserSoftwareToken: AccountSecurityGateway['associateUserSoftwareToken'] = () => this.authenticator.associate();
  readonly verifyUserSoftwareToken: AccountSecurityGateway['verifyUserSoftwareToken'] = (code) => this.authenticator.verify(code);
  readonly setMfaPreference: AccountSecurityGateway['setMfaPreference'] = (preference) => this.authenticator.setPreference(preference);
  readonly getMfaSettings: AccountSecurityGateway['getMfaSettings'] = () => this.authenticator.settings();
  readonly setRegion: AccountSecurityGateway['setRegion'] = (region) =>
    this.withSignedInUser((user, done) =>
      user.updateAttributes([{ Name: 'custom:region', Value: region }], (error) => done(error ? E.left(toFailure(error)) : E.right(undefined))),
    );
  readonly listDevices: AccountSecurityGateway['listDevices'] = () => this.devices.list();
  readonly forgetDevice: AccountSecurityGateway['forgetDevice'] = (deviceKey) => this.devices.forget(deviceKey);

  revokeRefreshToken(): Promise<Result<void>> {
    return this.revokeStored(this.tokens.read());
  }

  /** As the library's revokeTokens: RevokeToken only when the access token names its origin (`origin_jti`). */
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

  async clearSession(): Promise<void> {
    this.tokens.clearTokens();
  }

  async clearStoredDevice(): Promise<void> {
    this.tokens.clearDevice();
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

  private withSignedInUser<A>(call: (user: LibraryUser, done: Settle<A>) => void): Promise<Result<A>> {
    const valid = this.validTokens();
    if (E.isLeft(valid)) return Promise.resolve(valid);
    return settle((done) => call(this.sessionUser(valid.right.tokens.username, valid.right.session), done));
  }

  private validTokens(): Result<{ readonly tokens: StoredTokens; readonly session: CognitoUserSession }> {
    const stored = this.tokens.read();
    const session = O.isSome(stored) ? librarySession(stored.value) : undefined;
    if (O.isNone(stored) || !session?.isValid()) return E.left(authFailureFromErrorCode('NotAuthorizedException', 'User is not authenticated'));
    return E.right({ tokens: stored.value, session });
  }

  private sessionUser(username: string, session: CognitoUserSession): LibraryUser {
    const user = new CognitoUser({ Username: username, Pool: this.pool, Storage: scratchStorage() }) as LibraryUser;
    user.setSignInUserSession(session);
    return user;
  }

  /** Named by the e-mail the service expects, so it writes only to scratch storage; it holds the remembered device. */
  private signInUser(username: string): LibraryUser {
    const scratch = scratchStorage();
    this.devices.seed(scratch, username);
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: scratch }) as LibraryUser;
  }

  /** `new CognitoUser` does not inherit the pool's storage, so it is passed. */
  private storedUser(username: string): LibraryUser {
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: this.tokens.storage }) as LibraryUser;
  }
}
