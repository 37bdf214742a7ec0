// The stored session, and forgetting it, are read from storage here; every call to Cognito loads the library
// and the full gateway first, once. A signed-in visit shows its data without that code.
import type * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type { AccountSecurityGateway } from '../../application/ports/account-security-gateway.port';
import type { SignInGateway } from '../../application/ports/sign-in-gateway.port';
import type { SignUpGateway } from '../../application/ports/sign-up-gateway.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { CognitoAuthGateway, CognitoSettings } from './cognito-auth-gateway';
import { CognitoTokenStore, type TokenStorage } from './cognito-token-store';
import { lazyPart } from './lazy-part';
import type { PasskeyCredentials } from './webauthn-ceremony';

export type FullGateway = SignUpGateway & SignInGateway & AccountSecurityGateway & Pick<CognitoAuthGateway, 'revokeStored'>;

export type LoadGateway = (settings: CognitoSettings, storage: TokenStorage, browser?: PasskeyCredentials) => Promise<FullGateway>;

type Call = { [K in keyof FullGateway]: FullGateway[K] extends (...args: never[]) => Promise<E.Either<AuthFailure, unknown>> ? K : never }[keyof FullGateway];

const loadCognitoGateway: LoadGateway = async (settings, storage, browser) => {
  const { CognitoAuthGateway } = await import(/* webpackChunkName: "cognito" */ './cognito-auth-gateway');
  return new CognitoAuthGateway(settings, storage, browser);
};

export class LazyCognitoAuthGateway implements SignUpGateway, SignInGateway, AccountSecurityGateway {
  readonly passkeysAvailable: boolean;
  private readonly tokens: CognitoTokenStore;
  private readonly gateway: <A>(run: (gateway: FullGateway) => Promise<E.Either<AuthFailure, A>>) => Promise<E.Either<AuthFailure, A>>;

  constructor(settings: CognitoSettings, storage: TokenStorage, browser?: PasskeyCredentials, load: LoadGateway = loadCognitoGateway) {
    this.passkeysAvailable = browser !== undefined;
    this.tokens = new CognitoTokenStore(storage, settings.clientId);
    this.gateway = lazyPart(() => load(settings, storage, browser));
  }

  async storedSession(): Promise<O.Option<AuthSession>> {
    return this.tokens.session();
  }

  async clearSession(): Promise<void> {
    this.tokens.clearTokens();
  }

  async clearStoredDevice(): Promise<void> {
    this.tokens.clearDevice();
  }

  /** The tokens are read now: sign-out clears them while the library loads. */
  revokeRefreshToken(): ReturnType<SignInGateway['revokeRefreshToken']> {
    const stored = this.tokens.read();
    return this.gateway((gateway) => gateway.revokeStored(stored));
  }

  readonly signUp = this.forward('signUp');
  readonly confirmSignUp = this.forward('confirmSignUp');
  readonly resendSignUpCode = this.forward('resendSignUpCode');
  readonly forgotPassword = this.forward('forgotPassword');
  readonly confirmForgotPassword = this.forward('confirmForgotPassword');
  readonly initiateAuth = this.forward('initiateAuth');
  readonly respondToChallenge = this.forward('respondToChallenge');
  readonly answerPasskeyChallenge = this.forward('answerPasskeyChallenge');
  readonly associateSoftwareToken = this.forward('associateSoftwareToken');
  readonly verifySoftwareToken = this.forward('verifySoftwareToken');
  readonly refreshSession = this.forward('refreshSession');
  readonly registerPasskey = this.forward('registerPasskey');
  readonly listPasskeys = this.forward('listPasskeys');
  readonly deletePasskey = this.forward('deletePasskey');
  readonly associateUserSoftwareToken = this.forward('associateUserSoftwareToken');
  readonly verifyUserSoftwareToken = this.forward('verifyUserSoftwareToken');
  readonly setMfaPreference = this.forward('setMfaPreference');
  readonly getMfaSettings = this.forward('getMfaSettings');
  readonly setRegion = this.forward('setRegion');
  readonly listDevices = this.forward('listDevices');
  readonly forgetDevice = this.forward('forgetDevice');

  private forward<K extends Call>(name: K): FullGateway[K] {
    const call = (...args: unknown[]) => this.gateway((gateway) => (gateway[name] as (...a: unknown[]) => Promise<E.Either<AuthFailure, unknown>>)(...args));
    return call as unknown as FullGateway[K];
  }
}
