// The Cognito gateway as the app holds it: the stored session, and forgetting it, are read from storage
// here; every call to Cognito loads the library and the full gateway first, once. A signed-in visit
// shows its data without that code.
import type * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AuthGateway, ChallengeAnswer, PasskeyChallenge, PasskeySummary } from '../../application/ports/auth-gateway.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { SignInRequest } from '../../domain/auth/sign-in/auth-flow';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { MfaPreference, MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { CodeDeliveryDetails } from '../../domain/auth/sign-in/sign-in-step';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';
import type { ConfirmSignUpRequest, SignUpOutcome, SignUpRequest } from '../../domain/auth/sign-up/sign-up';
import type { CognitoAuthGateway, CognitoSettings } from './cognito-auth-gateway';
import { authSessionOf } from './cognito-stored-session';
import { CognitoTokenStore, type TokenStorage } from './cognito-token-store';
import { lazyPart } from './lazy-part';
import type { PasskeyCredentials } from './passkey-browser';

type Result<A> = E.Either<AuthFailure, A>;

/** What the loaded chunk gives: the port, and a revoke of tokens read before it loaded. */
export type FullGateway = AuthGateway & Pick<CognitoAuthGateway, 'revokeStored'>;

/** Makes the full gateway; by default from its own chunk. */
export type LoadGateway = (settings: CognitoSettings, storage: TokenStorage, browser?: PasskeyCredentials) => Promise<FullGateway>;

const loadCognitoGateway: LoadGateway = async (settings, storage, browser) => {
  const { CognitoAuthGateway } = await import(/* webpackChunkName: "cognito" */ './cognito-auth-gateway');
  return new CognitoAuthGateway(settings, storage, browser);
};

export class LazyCognitoAuthGateway implements AuthGateway {
  readonly hasOAuthProvider = false;
  private readonly tokens: CognitoTokenStore;
  private readonly call: <A>(run: (gateway: FullGateway) => Promise<Result<A>>) => Promise<Result<A>>;

  constructor(
    private readonly settings: CognitoSettings,
    private readonly storage: TokenStorage,
    private readonly browser?: PasskeyCredentials,
    private readonly load: LoadGateway = loadCognitoGateway,
  ) {
    this.tokens = new CognitoTokenStore(storage, settings.clientId);
    this.call = lazyPart(() => this.load(this.settings, this.storage, this.browser));
  }

  /** As the full gateway has it: a passkey is offered only where the browser has WebAuthn. */
  get passkeysAvailable(): boolean {
    return this.browser !== undefined;
  }

  async storedSession(): Promise<O.Option<AuthSession>> {
    return O.chain(authSessionOf)(this.tokens.read());
  }

  async clearSession(): Promise<void> {
    this.tokens.clearTokens();
  }

  async clearStoredDevice(): Promise<void> {
    this.tokens.clearDevice();
  }

  signUp(request: SignUpRequest): Promise<Result<SignUpOutcome>> {
    return this.call((gateway) => gateway.signUp(request));
  }
  confirmSignUp(request: ConfirmSignUpRequest): Promise<Result<void>> {
    return this.call((gateway) => gateway.confirmSignUp(request));
  }
  resendSignUpCode(request: { readonly username: string }): Promise<Result<CodeDeliveryDetails>> {
    return this.call((gateway) => gateway.resendSignUpCode(request));
  }
  initiateAuth(request: SignInRequest): Promise<Result<AuthOutcome>> {
    return this.call((gateway) => gateway.initiateAuth(request));
  }
  respondToChallenge(answer: ChallengeAnswer): Promise<Result<AuthOutcome>> {
    return this.call((gateway) => gateway.respondToChallenge(answer));
  }
  answerPasskeyChallenge(challenge: PasskeyChallenge): Promise<Result<AuthOutcome>> {
    return this.call((gateway) => gateway.answerPasskeyChallenge(challenge));
  }
  registerPasskey(): Promise<Result<void>> {
    return this.call((gateway) => gateway.registerPasskey());
  }
  listPasskeys(): Promise<Result<readonly PasskeySummary[]>> {
    return this.call((gateway) => gateway.listPasskeys());
  }
  deletePasskey(id: string): Promise<Result<void>> {
    return this.call((gateway) => gateway.deletePasskey(id));
  }
  associateSoftwareToken(request: { readonly session: string }): Promise<Result<{ readonly secretCode: string; readonly session: string }>> {
    return this.call((gateway) => gateway.associateSoftwareToken(request));
  }
  verifySoftwareToken(request: { readonly username: string; readonly session: string; readonly code: string }): Promise<Result<AuthOutcome>> {
    return this.call((gateway) => gateway.verifySoftwareToken(request));
  }
  associateUserSoftwareToken(): Promise<Result<{ readonly secretCode: string }>> {
    return this.call((gateway) => gateway.associateUserSoftwareToken());
  }
  verifyUserSoftwareToken(code: string): Promise<Result<void>> {
    return this.call((gateway) => gateway.verifyUserSoftwareToken(code));
  }
  setMfaPreference(preference: MfaPreference): Promise<Result<void>> {
    return this.call((gateway) => gateway.setMfaPreference(preference));
  }
  getMfaSettings(): Promise<Result<MfaSettings>> {
    return this.call((gateway) => gateway.getMfaSettings());
  }
  refreshSession(): Promise<Result<AuthSession>> {
    return this.call((gateway) => gateway.refreshSession());
  }
  /** The tokens are read now: sign-out clears them while the library loads. */
  revokeRefreshToken(): Promise<Result<void>> {
    const stored = this.tokens.read();
    return this.call((gateway) => gateway.revokeStored(stored));
  }
  signOutOfOAuthProvider(): Promise<Result<void>> {
    return this.call((gateway) => gateway.signOutOfOAuthProvider());
  }
  listDevices(): Promise<Result<readonly RememberedDevice[]>> {
    return this.call((gateway) => gateway.listDevices());
  }
  forgetDevice(deviceKey: string): Promise<Result<void>> {
    return this.call((gateway) => gateway.forgetDevice(deviceKey));
  }
}
