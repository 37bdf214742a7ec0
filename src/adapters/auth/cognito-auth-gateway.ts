import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
  type IAuthenticationCallback,
  type ISignUpResult,
} from 'amazon-cognito-identity-js';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthGateway, ChallengeAnswer } from '../../application/ports/auth-gateway.port';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { type MfaMethodPreference, type MfaPreference, type MfaSettings, mfaSettingsFrom } from '../../domain/auth/sign-in/mfa';
import { UserMfaFields } from './session.codecs';
import { ScratchStorage, settle, stringRecord, toAuthSession, toFailure, type LibraryUser, type Result, type Settle } from './cognito-library';

export type CognitoSettings = {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly endpoint: string;
};

/** What the gateway needs of a Web Storage: the library's four calls, plus enumeration to wipe every key. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

export const LIBRARY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

const DEVICE_KEY_SUFFIXES = ['deviceKey', 'deviceGroupKey', 'randomPasswordKey'] as const;
/** Sent as null, as Amplify does: null is "absent" on the wire, where an empty list is a value a peer may refuse. */
const NO_VALIDATION_DATA = null as unknown as CognitoUserAttribute[];
/** The library needs some username to build a user; a TOTP association is keyed by the challenge session only. */
const TOTP_SETUP_USER = 'totp-setup';
/** The FriendlyDeviceName sent with VerifySoftwareToken. */
const AUTHENTICATOR_NAME = 'Authenticator app';

/** The one call of the library's Client the gateway makes itself, for what the library has no method for. */
type LibraryClient = { request(operation: string, params: Readonly<Record<string, unknown>>, callback: (error: unknown, data: unknown) => void): void };

const cognitoMethodSettings = (method: MfaMethodPreference | undefined) => (method === undefined ? null : { Enabled: method.enabled, PreferredMfa: method.preferred });

export class CognitoAuthGateway implements AuthGateway {
  readonly hasOAuthProvider = false;

  private readonly pool: CognitoUserPool;
  private readonly prefix: string;

  constructor(
    settings: CognitoSettings,
    private readonly storage: TokenStorage,
  ) {
    this.pool = new CognitoUserPool({
      UserPoolId: settings.userPoolId,
      ClientId: settings.clientId,
      endpoint: settings.endpoint,
      Storage: storage,
    });
    this.prefix = `${LIBRARY_KEY_PREFIX}${settings.clientId}`;
  }

  async storedSession(): Promise<O.Option<AuthSession>> {
    return O.chain((stored: StoredTokens) => toAuthSession(stored.session))(this.readStored());
  }

  signUp(request: SignUpRequest): Promise<Result<SignUpOutcome>> {
    const attributes = Object.entries(request.attributes).map(([Name, Value]) => new CognitoUserAttribute({ Name, Value }));
    return settle((done) => {
      const metadata = request.confirmation === undefined ? undefined : { signUpConfirmation: request.confirmation };
      this.pool.signUp(normalizeUsername(request.username), request.password, attributes, NO_VALIDATION_DATA, (error?: Error, result?: ISignUpResult) => {
        if (error || !result) return done(E.left(toFailure(error)));
        const delivery = result.codeDeliveryDetails as ISignUpResult['codeDeliveryDetails'] | undefined;
        done(
          E.right({
            userConfirmed: result.userConfirmed,
            userId: result.userSub,
            codeDeliveryDetails: delivery
              ? O.some({ destination: delivery.Destination, deliveryMedium: delivery.DeliveryMedium, attributeName: delivery.AttributeName })
              : O.none,
          }),
        );
      }, metadata);
    });
  }

  /** The library's confirmRegistration (ConfirmSignUp); it answers "SUCCESS" and nothing else. */
  confirmSignUp(request: ConfirmSignUpRequest): Promise<Result<void>> {
    return settle((done) => {
      this.signInUser(normalizeUsername(request.username)).confirmRegistration(request.code.trim(), false, (error: unknown) => {
        done(error ? E.left(toFailure(error)) : E.right(undefined));
      });
    });
  }

  /** The library's resendConfirmationCode (ResendConfirmationCode). */
  resendSignUpCode(request: { readonly username: string }): Promise<Result<CodeDeliveryDetails>> {
    return settle((done) => {
      this.signInUser(normalizeUsername(request.username)).resendConfirmationCode((error: unknown, result?: unknown) => {
        if (error) return done(E.left(toFailure(error)));
        const delivery = stringRecord((result as { CodeDeliveryDetails?: unknown } | undefined)?.CodeDeliveryDetails);
        done(
          E.right({
            ...(delivery.Destination === undefined ? {} : { destination: delivery.Destination }),
            ...(delivery.DeliveryMedium === undefined ? {} : { deliveryMedium: delivery.DeliveryMedium }),
            ...(delivery.AttributeName === undefined ? {} : { attributeName: delivery.AttributeName }),
          }),
        );
      });
    });
  }

  /**
   * CUSTOM_WITHOUT_SRP (the product's flow) is the library's initiateAuth with CUSTOM_AUTH; the password flows are its
   * authenticateUser: USER_SRP_AUTH, USER_PASSWORD_AUTH, and CUSTOM_WITH_SRP (CUSTOM_AUTH that proves the password over SRP first).
   */
  initiateAuth(request: SignInRequest): Promise<Result<AuthOutcome>> {
    switch (request.authFlowType) {
      case 'CUSTOM_WITHOUT_SRP':
        return this.customWithoutSrp(request.username);
      case 'USER_SRP_AUTH':
      case 'USER_PASSWORD_AUTH':
      case 'CUSTOM_WITH_SRP':
        return this.passwordSignIn(request.authFlowType, request.username, request.password);
      default:
        return Promise.resolve(unsupported(`The Cognito adapter does not run ${request.authFlowType}: the library has no USER_AUTH flow.`));
    }
  }

  private passwordSignIn(flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_WITH_SRP', typed: string, password: string): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    return settle((done) => {
      const user = this.signInUser(username);
      user.setAuthenticationFlowType(flow === 'CUSTOM_WITH_SRP' ? 'CUSTOM_AUTH' : flow);
      user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), this.authCallbacks(user, done));
    });
  }

  private customWithoutSrp(typed: string): Promise<Result<AuthOutcome>> {
    const username = normalizeUsername(typed);
    return settle((done) => {
      const user = this.signInUser(username);
      user.setAuthenticationFlowType('CUSTOM_AUTH');
      user.initiateAuth(new AuthenticationDetails({ Username: username }), this.authCallbacks(user, done));
    });
  }

  /** The use-case keeps the challenge session; a user rebuilt around it answers, as the library's own user would. */
  respondToChallenge(answer: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    if (answer.challengeName === 'NEW_PASSWORD_REQUIRED') {
      return settle((done) => {
        const user = this.signInUser(normalizeUsername(answer.username));
        user.Session = answer.session;
        user.completeNewPasswordChallenge(answer.answer, { ...answer.userAttributes }, this.authCallbacks(user, done));
      });
    }
    if (answer.challengeName !== 'CUSTOM_CHALLENGE') {
      return Promise.resolve(unsupported(`The Cognito adapter answers CUSTOM_CHALLENGE and NEW_PASSWORD_REQUIRED only, not ${answer.challengeName}.`));
    }
    return settle((done) => {
      const user = this.signInUser(normalizeUsername(answer.username));
      user.setAuthenticationFlowType('CUSTOM_AUTH');
      user.Session = answer.session;
      user.sendCustomChallengeAnswer(answer.answer, this.authCallbacks(user, done));
    });
  }

  async answerPasskeyChallenge(): Promise<Result<AuthOutcome>> {
    return E.left({ kind: 'Passkey', problem: 'NotSupported' });
  }

  associateSoftwareToken(request: { readonly session: string }): Promise<Result<{ readonly secretCode: string; readonly session: string }>> {
    return settle((done) => {
      const user = this.signInUser(TOTP_SETUP_USER);
      user.Session = request.session;
      user.associateSoftwareToken({
        associateSecretCode: (secretCode) => done(E.right({ secretCode, session: user.Session ?? '' })),
        onFailure: (error) => done(E.left(toFailure(error))),
      });
    });
  }


  /** MFA_SETUP: the library's verifySoftwareToken with the setup session, which answers MFA_SETUP itself. */
  verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Promise<Result<AuthOutcome>> {
    return settle((done) => {
      const user = this.signInUser(normalizeUsername(request.username));
      user.Session = request.session;
      user.verifySoftwareToken(request.code, AUTHENTICATOR_NAME, {
        onSuccess: (session: CognitoUserSession) => done(this.signedIn(session)),
        onFailure: (error: unknown) => done(E.left(toFailure(error))),
      });
    });
  }

  associateUserSoftwareToken(): Promise<Result<{ readonly secretCode: string }>> {
    return this.withSignedInUser((user, done) =>
      user.associateSoftwareToken({
        associateSecretCode: (secretCode) => done(E.right({ secretCode })),
        onFailure: (error) => done(E.left(toFailure(error))),
      }),
    );
  }

  verifyUserSoftwareToken(code: string): Promise<Result<void>> {
    return this.withSignedInUser((user, done) =>
      user.verifySoftwareToken(code, AUTHENTICATOR_NAME, {
        onSuccess: () => done(E.right(undefined)),
        onFailure: (error: unknown) => done(E.left(toFailure(error))),
      }),
    );
  }

  /** The library's setUserMfaPreference knows SMS and TOTP only; e-mail MFA goes through its own client. */
  setMfaPreference(preference: MfaPreference): Promise<Result<void>> {
    return this.withSignedInUser((user, done) => {
      const finish = (error: unknown) => done(error ? E.left(toFailure(error)) : E.right(undefined));
      const totp = cognitoMethodSettings(preference.totp);
      if (preference.email === undefined) return user.setUserMfaPreference(null, totp, finish);
      const accessToken = user.getSignInUserSession()?.getAccessToken().getJwtToken();
      (this.pool as unknown as { client: LibraryClient }).client.request(
        'SetUserMFAPreference',
        { AccessToken: accessToken, SoftwareTokenMfaSettings: totp, EmailMfaSettings: cognitoMethodSettings(preference.email) },
        finish,
      );
    });
  }

  getMfaSettings(): Promise<Result<MfaSettings>> {
    return this.withSignedInUser((user, done) =>
      user.getUserData(
        (error, data) => {
          if (error || !data) return done(E.left(toFailure(error)));
          const fields = UserMfaFields.decode(data);
          done(E.isRight(fields) ? E.right(mfaSettingsFrom(fields.right.UserMFASettingList, fields.right.PreferredMfaSetting)) : E.left({ kind: 'Unexpected', cause: 'GetUser answered malformed MFA fields' }));
        },
        { bypassCache: true },
      ),
    );
  }

  /** The library's revokeTokens: RevokeToken only when the access token names its origin (`origin_jti`). */
  revokeRefreshToken(): Promise<Result<void>> {
    const stored = this.readStored();
    if (O.isNone(stored) || stored.value.refreshToken === '') return Promise.resolve(E.right(undefined));
    const { username, session } = stored.value;
    return settle((done) => {
      const user = this.storedUser(username);
      user.setSignInUserSession(session);
      const finish = (error?: unknown) => done(error ? E.left(toFailure(error)) : E.right(undefined));
      if (typeof user.revokeTokens === 'function') user.revokeTokens(finish);
      else user.signOut(finish);
    });
  }

  /** Removes every key the library wrote, for any user and app client, device data included. */
  async clearSession(): Promise<void> {
    this.removeKeys((key) => key.startsWith(LIBRARY_KEY_PREFIX));
  }

  async signOutOfOAuthProvider(): Promise<Result<void>> {
    return E.right(undefined);
  }

  async forgetDevice(): Promise<void> {
    this.removeKeys((key) => key.startsWith(`${this.prefix}.`) && DEVICE_KEY_SUFFIXES.some((suffix) => key.endsWith(`.${suffix}`)));
  }

  refreshSession(): Promise<Result<AuthSession>> {
    const stored = this.readStored();
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
      onSuccess: (session) => done(this.signedIn(session)),
      onFailure: (error) => done(E.left(toFailure(error))),
      customChallenge: (parameters) => challenge('CUSTOM_CHALLENGE', parameters),
      mfaRequired: challenge,
      totpRequired: challenge,
      mfaSetup: challenge,
      selectMFAType: challenge,
      newPasswordRequired: (_attributes, required) => challenge('NEW_PASSWORD_REQUIRED', { requiredAttributes: JSON.stringify(required ?? []) }),
    };
  }

  /** The library calls onSuccess with an empty session after an unexpected challenge, so only a valid one counts. */
  private signedIn(session: CognitoUserSession): Result<AuthOutcome> {
    if (!session.isValid()) return E.left({ kind: 'SessionNotPersisted' });
    const auth = toAuthSession(session);
    if (O.isNone(auth)) return E.left({ kind: 'InvalidTokens' });
    this.removeKeys((key) => key.startsWith(LIBRARY_KEY_PREFIX));
    // Stored under the sub: storage keys show in devtools and to any script, so none may name the e-mail.
    this.storedUser(auth.value.userId).setSignInUserSession(session);
    return E.right({ type: 'tokens', session: auth.value });
  }

  /**
   * Runs a call as the signed-in person, over a valid stored session (the use-case refreshes first). The user
   * writes to scratch storage: the library caches GetUser's answer, which names the e-mail.
   */
  private withSignedInUser<A>(call: (user: LibraryUser, done: Settle<A>) => void): Promise<Result<A>> {
    const stored = this.readStored();
    if (O.isNone(stored) || !stored.value.session.isValid()) {
      return Promise.resolve(E.left(authFailureFromErrorCode('NotAuthorizedException', 'User is not authenticated')));
    }
    const { username, session } = stored.value;
    return settle((done) => {
      const user = new CognitoUser({ Username: username, Pool: this.pool, Storage: new ScratchStorage() }) as LibraryUser;
      user.setSignInUserSession(session);
      call(user, done);
    });
  }

  /** A user for the sign-in calls: named by the e-mail the service expects, writing only to scratch storage. */
  private signInUser(username: string): LibraryUser {
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: new ScratchStorage() }) as LibraryUser;
  }

  /** A user over the stored tokens. `new CognitoUser` does not inherit the pool's storage, so pass it. */
  private storedUser(username: string): LibraryUser {
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: this.storage }) as LibraryUser;
  }

  private readStored(): O.Option<StoredTokens> {
    const username = this.storage.getItem(`${this.prefix}.LastAuthUser`);
    if (!username) return O.none;
    const item = (name: string) => this.storage.getItem(`${this.prefix}.${username}.${name}`) ?? '';
    const idToken = item('idToken');
    const accessToken = item('accessToken');
    if (idToken === '' || accessToken === '') return O.none;
    const refreshToken = item('refreshToken');
    const data = {
      IdToken: new CognitoIdToken({ IdToken: idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: refreshToken }),
      ClockDrift: Number.parseInt(item('clockDrift'), 10) || 0,
    };
    return O.some({ username, refreshToken, session: new CognitoUserSession(data) });
  }

  private removeKeys(matches: (key: string) => boolean): void {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key !== null && matches(key)) keys.push(key);
    }
    for (const key of keys) this.storage.removeItem(key);
  }
}

type StoredTokens = { readonly username: string; readonly refreshToken: string; readonly session: CognitoUserSession };

const unsupported = (message: string): Result<never> => E.left(authFailureFromErrorCode('InvalidParameterException', message));
