// The local Cognito user pool: routes each call, after the fault switch, to the part that serves it. Pure: time
// comes in as `now`, randomness through `random`, persistence out through `onStateChange`.
import { type FaultSwitch, defaultFaultMessage } from '../../src/stand-ins/faults/fault-switch';
import { CustomAuth } from './custom-auth';
import { DeviceRegistry } from './devices';
import { CognitoServiceError, MESSAGES, cognitoError, errorBody, invalid, statusFor } from './errors';
import { faultNames } from './fault-names';
import { FirstFactorSelection, isPasswordFactor } from './first-factor';
import type { SigningKey } from './jwt';
import { PoolMfa, type UserMfa } from './mfa';
import { PasswordFlows } from './password-flows';
import { PASSWORD_MFA_CHALLENGES, PasswordMfa } from './password-mfa';
import { type JsonObject, isRecord, nameValueList, optionalString, requiredString, stringMap } from './request';
import { type Answer, ChallengeSessions } from './sessions';
import { type PoolConfig, type PoolSettings, type Random, cryptoRandom, settingsOf } from './settings';
import { type ConfirmationMail, SignUps } from './sign-up';
import { type TokenFamily, Tokens } from './tokens';
import { type CodeMail, type Triggers, passwordlessTriggers } from './triggers';
import { type StoredUser, Users } from './users';
import { PoolWebAuthn, type StoredPasskey } from './webauthn';

export type PoolState = {
  readonly users: readonly StoredUser[];
  readonly families: readonly TokenFamily[];
  readonly mfa?: readonly UserMfa[];
  readonly passkeys?: readonly StoredPasskey[];
};

export type PoolOptions = PoolConfig & {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly issuer: string;
  readonly signingKey: SigningKey;
  readonly faults: FaultSwitch;
  readonly sendCode: (mail: CodeMail, now: number) => void;
  readonly sendConfirmation?: (mail: ConfirmationMail, now: number) => void;
  readonly initialState?: PoolState;
  readonly onStateChange?: (state: PoolState) => void;
  readonly onInternalError?: (error: unknown) => void;
};

export type PoolResponse = { readonly status: number; readonly body: unknown; readonly delayMs?: number };

type Answered = JsonObject | Promise<JsonObject>;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export class LocalCognitoPool {
  readonly settings: PoolSettings;
  readonly random: Random;
  readonly faults: FaultSwitch;
  readonly signingKey: SigningKey;
  readonly triggers: Triggers;
  readonly users = new Users(this);
  readonly tokens: Tokens = new Tokens(this);
  readonly mfa = new PoolMfa(this);
  readonly webauthn = new PoolWebAuthn(this);
  readonly sessions = new ChallengeSessions(this);
  readonly devices: DeviceRegistry = new DeviceRegistry(this);
  readonly passwordMfa = new PasswordMfa(this);
  readonly custom = new CustomAuth(this);
  readonly passwords = new PasswordFlows(this);
  readonly firstFactors = new FirstFactorSelection(this);
  readonly signUps = new SignUps(this);
  /** The time of the call being handled; codes the triggers mail are stamped with it. */
  private now = 0;

  constructor(private readonly options: PoolOptions) {
    this.settings = settingsOf(options);
    this.random = options.random ?? cryptoRandom;
    this.faults = options.faults;
    this.signingKey = options.signingKey;
    const initial = options.initialState;
    this.users.load(initial?.users);
    this.tokens.load(initial?.families);
    this.mfa.load(initial?.mfa);
    this.webauthn.load(initial?.passkeys);
    const defaults = passwordlessTriggers({
      authenticator: { asks: (sub) => this.mfa.asksAuthenticator(sub), matches: (sub, code) => this.mfa.authenticatorCodeMatches(sub, code, this.now) },
      generateCode: () => this.random.code(),
      sendCode: (mail) => this.sendCode(mail),
      maxAttempts: this.settings.maxAttempts,
    });
    this.triggers = { ...defaults, ...options.triggers };
  }

  /** One protocol call: `target` is the X-Amz-Target header, `body` the decoded JSON. Passkey calls need `handleAsync`. */
  handle(target: string, body: unknown, now: number): PoolResponse {
    const { delay, run } = this.start(target, body, now);
    try {
      const answer = run();
      if (answer instanceof Promise) {
        answer.catch(() => undefined);
        throw cognitoError('UnsupportedOperationException', 'This call awaits a passkey check; call handleAsync.');
      }
      return { status: 200, body: answer, ...delay };
    } catch (error) {
      return { ...this.failure(error), ...delay };
    }
  }

  async handleAsync(target: string, body: unknown, now: number): Promise<PoolResponse> {
    const { delay, run } = this.start(target, body, now);
    try {
      return { status: 200, body: await run(), ...delay };
    } catch (error) {
      return { ...this.failure(error), ...delay };
    }
  }

  state(): PoolState {
    return { users: this.users.all(), families: this.tokens.state(), mfa: this.mfa.state(), passkeys: this.webauthn.state() };
  }

  changed(): void {
    this.options.onStateChange?.(this.state());
  }

  sendCode(mail: CodeMail): void {
    this.options.sendCode(mail, this.now);
  }

  sendConfirmation(mail: ConfirmationMail, now: number): void {
    this.options.sendConfirmation?.(mail, now);
  }

  private start(target: string, body: unknown, now: number): { readonly delay: { delayMs?: number }; readonly run: () => Answered } {
    this.now = now;
    this.sessions.prune(now);
    this.tokens.prune(now);
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
    const fault = operation !== undefined && isRecord(body) ? this.faults.take(faultNames(operation, body), this.addressOf(body, now)) : undefined;
    const run = (): Answered => {
      if (operation === undefined) throw cognitoError('UnknownOperationException', 'Missing or unknown X-Amz-Target.');
      if (!isRecord(body)) throw cognitoError('SerializationException', 'The request body must be a JSON object.');
      if (fault?.error !== undefined || fault?.status !== undefined) {
        // A status alone forces the service's internal error with that status.
        const type = fault.error ?? 'InternalErrorException';
        const code = type.split('#').pop() ?? type;
        throw new CognitoServiceError(type, fault.message ?? defaultFaultMessage(code), fault.status ?? statusFor(code));
      }
      return this.operate(operation, body, now);
    };
    return { delay: fault?.delayMs === undefined ? {} : { delayMs: fault.delayMs }, run };
  }

  private operate(operation: string, body: JsonObject, now: number): Answered {
    const ofClient = () => this.ofClient(body);
    const signedIn = () => this.tokens.subOf(requiredString(body, 'AccessToken'), now);
    const operations = new Map<string, () => Answered>([
      ['SignUp', () => this.signUps.signUp(ofClient(), now)],
      ['ConfirmSignUp', () => this.signUps.confirm(ofClient(), now)],
      ['ResendConfirmationCode', () => this.signUps.resend(ofClient(), now)],
      ['ForgotPassword', () => this.signUps.forgotPassword(ofClient(), now)],
      ['ConfirmForgotPassword', () => this.signUps.confirmForgotPassword(ofClient(), now)],
      ['InitiateAuth', () => this.initiateAuth(ofClient(), now)],
      ['RespondToAuthChallenge', () => this.respondToAuthChallenge(ofClient(), now)],
      ['RevokeToken', () => this.tokens.revoke(requiredString(ofClient(), 'Token'), now)],
      ['GetUser', () => this.getUser(signedIn())],
      ['UpdateUserAttributes', () => this.updateUserAttributes(signedIn(), body)],
      ['ConfirmDevice', () => this.devices.confirm(signedIn(), body, now)],
      ['ListDevices', () => this.devices.list(signedIn())],
      ['ForgetDevice', () => this.devices.forget(signedIn(), body)],
      ['AssociateSoftwareToken', () => this.mfa.associateSoftwareToken(body, now)],
      ['VerifySoftwareToken', () => this.mfa.verifySoftwareToken(body, now)],
      ['SetUserMFAPreference', () => this.mfa.setUserMfaPreference(body, now)],
      ['StartWebAuthnRegistration', () => this.webauthn.startRegistration(body, now)],
      ['CompleteWebAuthnRegistration', () => this.webauthn.completeRegistration(body, now)],
      ['ListWebAuthnCredentials', () => this.webauthn.list(body, now)],
      ['DeleteWebAuthnCredential', () => this.webauthn.remove(body, now)],
    ]);
    const run = operations.get(operation);
    if (run === undefined) throw cognitoError('UnsupportedOperationException', `${operation} is not supported by the local Cognito peer.`);
    return run();
  }

  private initiateAuth(body: JsonObject, now: number): Answered {
    const flow = requiredString(body, 'AuthFlow');
    const parameters = stringMap(body, 'AuthParameters');
    switch (flow) {
      case 'CUSTOM_AUTH': {
        const clientMetadata = stringMap(body, 'ClientMetadata');
        if (parameters.SRP_A !== undefined) return this.passwords.startCustom(parameters, clientMetadata, now);
        return this.custom.start(parameters, clientMetadata, now);
      }
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN':
        return this.tokens.refresh(parameters, now);
      case 'USER_SRP_AUTH':
        return this.passwords.startSrp(parameters, now);
      case 'USER_PASSWORD_AUTH':
        return this.passwords.userPassword(parameters, now);
      case 'USER_AUTH':
        return isPasswordFactor(parameters) ? this.passwords.startUserAuth(parameters, now) : this.firstFactors.initiate(parameters, now);
      default:
        throw invalid(`Unsupported AuthFlow ${flow}`);
    }
  }

  private respondToAuthChallenge(body: JsonObject, now: number): Answered {
    const challengeName = requiredString(body, 'ChallengeName');
    const session = requiredString(body, 'Session');
    const mfaChallenge = PASSWORD_MFA_CHALLENGES.find((name) => name === challengeName);
    const answerers = new Map<string, (answer: Answer) => Answered>([
      ['CUSTOM_CHALLENGE', (answer) => this.custom.respond(answer, now)],
      ['PASSWORD_VERIFIER', (answer) => this.passwords.verify(answer, now)],
      ['NEW_PASSWORD_REQUIRED', (answer) => this.passwords.newPassword(answer, now)],
      ['DEVICE_SRP_AUTH', (answer) => this.devices.answerSrp(answer, now)],
      ['DEVICE_PASSWORD_VERIFIER', (answer) => this.devices.answerVerifier(answer, now)],
      ['SELECT_CHALLENGE', (answer) => this.firstFactors.respond(answer, now)],
      ['WEB_AUTHN', (answer) => this.webauthn.respond(answer, now)],
    ]);
    const respond = mfaChallenge === undefined ? answerers.get(challengeName) : (answer: Answer) => this.passwordMfa.respond(mfaChallenge, answer, now);
    if (respond === undefined) throw invalid(`Unsupported ChallengeName ${challengeName}`);
    const responses = stringMap(body, 'ChallengeResponses');
    const username = responses.USERNAME;
    if (!username) throw invalid('Missing required parameter USERNAME');
    return respond({ session, username, responses, clientMetadata: stringMap(body, 'ClientMetadata') });
  }

  private failure(error: unknown): { readonly status: number; readonly body: unknown } {
    if (!(error instanceof CognitoServiceError)) this.options.onInternalError?.(error);
    const serviceError = error instanceof CognitoServiceError ? error : cognitoError('InternalErrorException', 'An internal error occurred.');
    return { status: serviceError.status, body: errorBody(serviceError) };
  }

  private getUser(sub: string): JsonObject {
    const user = this.users.get(sub);
    if (!user) throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    return {
      Username: user.sub,
      UserAttributes: [{ Name: 'sub', Value: user.sub }, ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value }))],
      ...this.mfa.getUserFields(user.sub),
    };
  }

  /** The app client may write `custom:region` only, as its write attributes are set; nothing here needs a code sent. */
  private updateUserAttributes(sub: string, body: JsonObject): JsonObject {
    const user = this.users.get(sub);
    if (!user) throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    const changes = nameValueList(body, 'UserAttributes');
    if (Object.keys(changes).length === 0) throw invalid('Missing required parameter UserAttributes');
    if (Object.keys(changes).some((name) => name !== 'custom:region'))
      throw cognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
    this.users.save({ ...user, attributes: { ...user.attributes, ...changes } });
    return { CodeDeliveryDetailsList: [] };
  }

  private ofClient(body: JsonObject): JsonObject {
    const clientId = requiredString(body, 'ClientId');
    if (clientId !== this.settings.clientId) throw cognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
    return body;
  }

  /** Whose call this is, for faults forced for one person: the address typed, or held by the user the call names. */
  private addressOf(body: JsonObject, now: number): string | undefined {
    try {
      const parameters = stringMap(body, 'AuthParameters');
      const named = optionalString(body, 'Username') || parameters.USERNAME || stringMap(body, 'ChallengeResponses').USERNAME;
      if (named) return this.users.find(named)?.attributes.email ?? named;
      const token = optionalString(body, 'AccessToken');
      const verified = token === undefined ? undefined : this.tokens.verify(token, now);
      const refresh = optionalString(body, 'Token') ?? parameters.REFRESH_TOKEN;
      const sub = verified?.ok ? verified.token.sub : refresh === undefined ? undefined : this.tokens.familyOf(refresh)?.sub;
      return sub === undefined ? undefined : this.users.get(sub)?.attributes.email;
    } catch {
      return undefined; // A malformed body is refused by the operation itself, with its own message.
    }
  }
}
