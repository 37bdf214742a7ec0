import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { AccountSecurityGateway } from '../../../src/application/ports/account-security-gateway.port';
import type { SignInGateway } from '../../../src/application/ports/sign-in-gateway.port';
import type { SignUpGateway } from '../../../src/application/ports/sign-up-gateway.port';
import type { AuthSession } from '../../../src/domain/auth/session/auth-session';

/** Every port of one user-pool adapter, as the three implementations are. */
export type AuthGateway = SignUpGateway & SignInGateway & AccountSecurityGateway;

type ScriptedMethod = Exclude<keyof AuthGateway, 'passkeysAvailable' | 'storedSession' | 'clearSession' | 'clearStoredDevice'>;
type Answer<K extends ScriptedMethod> = Awaited<ReturnType<AuthGateway[K]>>;
/** A ready answer, or a function for answers that must wait or depend on the request. */
type Scripted<K extends ScriptedMethod> = Answer<K> | ((...args: Parameters<AuthGateway[K]>) => Promise<Answer<K>>);

export type GatewayCall = { readonly method: keyof AuthGateway; readonly args: readonly unknown[] };

/**
 * A scripted AuthGateway: each service call answers from its queue (an unscripted call throws, so a test
 * notices calls it did not expect); the local session is plain state; every call is recorded.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly calls: GatewayCall[] = [];
  /** What storedSession reads; clearSession empties it. */
  session: O.Option<AuthSession> = O.none;
  private readonly queues = new Map<ScriptedMethod, unknown[]>();

  /** Queues answers for a method, used in order. */
  script<K extends ScriptedMethod>(method: K, ...answers: Scripted<K>[]): this {
    this.queues.set(method, [...(this.queues.get(method) ?? []), ...answers]);
    return this;
  }

  callsTo(method: keyof AuthGateway): readonly (readonly unknown[])[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  private record(method: keyof AuthGateway, args: readonly unknown[]): void {
    this.calls.push({ method, args });
  }

  private answer<K extends ScriptedMethod>(method: K, args: Parameters<AuthGateway[K]>): Promise<Answer<K>> {
    this.record(method, args);
    const queue = this.queues.get(method) ?? [];
    if (queue.length === 0) throw new Error(`FakeAuthGateway.${method} was called but not scripted`);
    const next = queue.shift() as Scripted<K>;
    return typeof next === 'function' ? (next as (...a: Parameters<AuthGateway[K]>) => Promise<Answer<K>>)(...args) : Promise.resolve(next);
  }

  storedSession(): Promise<O.Option<AuthSession>> {
    this.record('storedSession', []);
    return Promise.resolve(this.session);
  }

  clearSession(): Promise<void> {
    this.record('clearSession', []);
    this.session = O.none;
    return Promise.resolve();
  }

  clearStoredDevice(): Promise<void> {
    this.record('clearStoredDevice', []);
    return Promise.resolve();
  }

  signUp(...args: Parameters<AuthGateway['signUp']>) {
    return this.answer('signUp', args);
  }

  confirmSignUp(...args: Parameters<AuthGateway['confirmSignUp']>) {
    return this.answer('confirmSignUp', args);
  }

  resendSignUpCode(...args: Parameters<AuthGateway['resendSignUpCode']>) {
    return this.answer('resendSignUpCode', args);
  }

  forgotPassword(...args: Parameters<AuthGateway['forgotPassword']>) {
    return this.answer('forgotPassword', args);
  }

  confirmForgotPassword(...args: Parameters<AuthGateway['confirmForgotPassword']>) {
    return this.answer('confirmForgotPassword', args);
  }

  initiateAuth(...args: Parameters<AuthGateway['initiateAuth']>) {
    return this.answer('initiateAuth', args);
  }

  respondToChallenge(...args: Parameters<AuthGateway['respondToChallenge']>) {
    return this.answer('respondToChallenge', args);
  }

  answerPasskeyChallenge(...args: Parameters<AuthGateway['answerPasskeyChallenge']>) {
    return this.answer('answerPasskeyChallenge', args);
  }

  passkeysAvailable = false;

  registerPasskey(...args: Parameters<AuthGateway['registerPasskey']>) {
    return this.answer('registerPasskey', args);
  }

  listPasskeys(...args: Parameters<AuthGateway['listPasskeys']>) {
    return this.answer('listPasskeys', args);
  }

  deletePasskey(...args: Parameters<AuthGateway['deletePasskey']>) {
    return this.answer('deletePasskey', args);
  }

  listDevices(...args: Parameters<AuthGateway['listDevices']>) {
    return this.answer('listDevices', args);
  }

  forgetDevice(...args: Parameters<AuthGateway['forgetDevice']>) {
    return this.answer('forgetDevice', args);
  }

  associateSoftwareToken(...args: Parameters<AuthGateway['associateSoftwareToken']>) {
    return this.answer('associateSoftwareToken', args);
  }

  verifySoftwareToken(...args: Parameters<AuthGateway['verifySoftwareToken']>) {
    return this.answer('verifySoftwareToken', args);
  }

  associateUserSoftwareToken(...args: Parameters<AuthGateway['associateUserSoftwareToken']>) {
    return this.answer('associateUserSoftwareToken', args);
  }

  verifyUserSoftwareToken(...args: Parameters<AuthGateway['verifyUserSoftwareToken']>) {
    return this.answer('verifyUserSoftwareToken', args);
  }

  setMfaPreference(...args: Parameters<AuthGateway['setMfaPreference']>) {
    return this.answer('setMfaPreference', args);
  }

  getMfaSettings(...args: Parameters<AuthGateway['getMfaSettings']>) {
    return this.answer('getMfaSettings', args);
  }

  setRegion(...args: Parameters<AuthGateway['setRegion']>) {
    return this.answer('setRegion', args);
  }

  refreshSession(...args: Parameters<AuthGateway['refreshSession']>) {
    return this.answer('refreshSession', args);
  }

  revokeRefreshToken(...args: Parameters<AuthGateway['revokeRefreshToken']>) {
    return this.answer('revokeRefreshToken', args);
  }
}

/** Right(undefined), for the void answers. */
export const done = E.right(undefined);
