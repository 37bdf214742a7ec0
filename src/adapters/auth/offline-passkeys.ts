// The offline pool's passkeys, as local-backend's pool keeps them: registration, the list and deletion for
// the signed-in person, and the WEB_AUTHN challenge of USER_AUTH (offered by offline-first-factor.ts). The
// browser's ceremony and the checks (@simplewebauthn/server) load only when used.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { PasskeySummary } from '../../application/ports/auth-gateway.port';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthSession } from '../../domain/auth/session/auth-session';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import type { Clock } from '../../application/ports/clock.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import { fail, type OfflinePoolStore, type PoolUser } from './offline-pool-store';
import type { PasskeyCredentials } from './passkey-browser';
import type { KnownPasskey, RelyingParty } from './offline-webauthn';
import { OfflineFirstFactor, type OfflineFirstFactorDeps } from './offline-first-factor';
import { corruptBody, corruptJson } from '../../stand-ins/faults/body-faults';
import type { FaultSwitch } from '../../stand-ins/faults/storage-fault-switch';

const PASSKEYS_KEY = 'protect.offline.passkeys';

const StoredPasskey = t.type({
  sub: t.string,
  credentialId: t.string,
  publicKey: t.string,
  counter: t.number,
  transports: t.array(t.string),
  createdAt: t.number,
});
type StoredPasskey = t.TypeOf<typeof StoredPasskey>;
const SignInSession = t.intersection([
  t.type({
    sub: t.string,
    username: t.string,
    challengeName: t.keyof({ SELECT_CHALLENGE: null, WEB_AUTHN: null }),
    passkeyAsked: t.boolean,
    expiresAt: t.number,
  }),
  t.partial({ challenge: t.string }),
]);
type SignInSession = t.TypeOf<typeof SignInSession>;
const PasskeyState = t.type({
  passkeys: t.array(StoredPasskey),
  registrations: t.record(t.string, t.type({ challenge: t.string, expiresAt: t.number })),
  sessions: t.record(t.string, SignInSession),
});
type PasskeyState = t.TypeOf<typeof PasskeyState>;

type Result<A> = Promise<E.Either<AuthFailure, A>>;

export type OfflinePasskeyDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** navigator.credentials when this browser has WebAuthn; none offers no passkey. */
  readonly browser?: PasskeyCredentials;
  /** The app's origin: its host is the relying-party id. */
  readonly appOrigin: string;
  readonly clock: Clock;
  readonly random: RandomSource;
  /** How long a sign-in challenge and a started registration live. */
  readonly sessionTtlMs: number;
  /** The pool's users and the signed-in person. */
  readonly store: Pick<OfflinePoolStore, 'readPool' | 'writePool' | 'signedInSub'>;
  /** Tokens for `user`, signing in as `username`. */
  readonly issueSession: (user: PoolUser, username: string) => AuthSession;
  /** The fault switch: `passkeyOptions` and `passkeyRegistrationOptions` break the options as `body` says. */
  readonly faults?: FaultSwitch;
} & Omit<OfflineFirstFactorDeps, 'passkeys' | 'store'>;

const ceremony = () => import(/* webpackChunkName: "webauthn" */ './webauthn-ceremony');
const checks = () => import(/* webpackChunkName: "offline-webauthn" */ './offline-webauthn');

const known = (passkey: StoredPasskey): KnownPasskey => passkey;

export class OfflinePasskeys {
  private readonly rp: RelyingParty;
  /** USER_AUTH's first-factor choice, which loads with the passkeys. */
  private readonly firstFactor: OfflineFirstFactor;

  constructor(private readonly deps: OfflinePasskeyDeps) {
    const origin = new URL(deps.appOrigin);
    this.rp = { id: origin.hostname, name: 'Protect', origin: origin.origin };
    this.firstFactor = new OfflineFirstFactor({ ...deps, passkeys: this });
  }

  get available(): boolean {
    return this.deps.browser !== undefined;
  }

  /** USER_AUTH without a password: the first-factor choice, or the passkey when preferred. */
  initiate(request: Parameters<OfflineFirstFactor['initiate']>[0]): Result<AuthOutcome> {
    return this.firstFactor.initiate(request);
  }

  /** The first-factor choice answered (SELECT_CHALLENGE), or a chosen password first factor (PASSWORD, PASSWORD_SRP) with the password. */
  select(answer: Parameters<OfflineFirstFactor['respond']>[0]): Result<AuthOutcome> {
    return this.firstFactor.respond(answer);
  }

  /** The person has a passkey in this pool (a first factor they can use). */
  hasPasskey(sub: string): boolean {
    return this.ownedBy(this.read(), sub).length > 0;
  }

  /** WEB_AUTHN: the browser signs the request options, and the pool checks the assertion (the confirmSignIn fault knob acts on the choice before it). */
  async answer(username: string, sessionId: string, parameters: Readonly<Record<string, string>>, signal?: AbortSignal): Result<AuthOutcome> {
    const browser = this.deps.browser;
    if (!browser) return E.left({ kind: 'Passkey', problem: 'NotSupported' });
    const credential = await (await ceremony()).getPasskey(browser, parameters.CREDENTIAL_REQUEST_OPTIONS ?? '', signal);
    if (E.isLeft(credential)) return credential;
    const session = this.take(sessionId, 'WEB_AUTHN', username);
    if (E.isLeft(session)) return session;
    const passkey = this.read().passkeys.find((p) => p.credentialId === credential.right.id && p.sub === session.right.sub);
    if (!passkey) return fail('NotAuthorizedException', 'The passkey is not registered for this person.');
    const { verifyAuthentication, PasskeyRefusal } = await checks();
    try {
      const counter = await verifyAuthentication(this.rp, session.right.challenge ?? '', credential.right, known(passkey));
      this.update((state) => ({ ...state, passkeys: state.passkeys.map((p) => (p.credentialId === passkey.credentialId ? { ...p, counter } : p)) }));
    } catch (error) {
      if (error instanceof PasskeyRefusal) return fail(error.code, error.message);
      throw error;
    }
    // The address may have stopped signing in (another became primary) while the passkey was asked.
    const user = this.deps.store.readPool().users[username];
    return user
      ? E.right({ type: 'tokens', session: this.deps.issueSession(user, username) })
      : fail('NotAuthorizedException', 'Invalid session for the user.');
  }

  async register(): Result<void> {
    const browser = this.deps.browser;
    if (!browser) return E.left({ kind: 'Passkey', problem: 'NotSupported' });
    const sub = this.deps.store.signedInSub();
    if (E.isLeft(sub)) return sub;
    const { registrationOptions, verifyRegistration, PasskeyRefusal } = await checks();
    const options = await registrationOptions(this.rp, sub.right, this.ownedBy(this.read(), sub.right).map(known));
    const expiresAt = this.deps.clock.now() + this.deps.sessionTtlMs;
    this.update((state) => ({ ...state, registrations: { ...state.registrations, [sub.right]: { challenge: options.challenge, expiresAt } } }));
    const fault = await this.deps.faults?.apply('passkeyRegistrationOptions');
    const credential = await (await ceremony()).createPasskey(browser, fault?.kind === 'body' ? corruptJson(options, fault.body) : options);
    if (E.isLeft(credential)) return credential;
    const pending = this.read().registrations[sub.right];
    if (!pending || this.deps.clock.now() >= pending.expiresAt)
      return fail('WebAuthnChallengeNotFoundException', 'No passkey registration was started, or it expired.');
    try {
      const made = await verifyRegistration(this.rp, pending.challenge, credential.right);
      if (this.read().passkeys.some((p) => p.credentialId === made.credentialId)) return fail('PasskeyAlreadyExists', 'This passkey is already registered.');
      const { [sub.right]: _done, ...registrations } = this.read().registrations;
      this.update((state) => ({
        ...state,
        registrations,
        passkeys: [...state.passkeys, { ...made, transports: [...made.transports], sub: sub.right, createdAt: this.deps.clock.now() }],
      }));
      return E.right(undefined);
    } catch (error) {
      if (error instanceof PasskeyRefusal) return fail(error.code, error.message);
      throw error;
    }
  }

  async list(): Result<readonly PasskeySummary[]> {
    const sub = this.deps.store.signedInSub();
    if (E.isLeft(sub)) return sub;
    return E.right(this.ownedBy(this.read(), sub.right).map((p) => ({ id: p.credentialId, createdAt: p.createdAt })));
  }

  async remove(id: string): Result<void> {
    const sub = this.deps.store.signedInSub();
    if (E.isLeft(sub)) return sub;
    if (!this.ownedBy(this.read(), sub.right).some((p) => p.credentialId === id)) return fail('ResourceNotFoundException', 'The passkey does not exist.');
    this.update((state) => ({ ...state, passkeys: state.passkeys.filter((p) => p.credentialId !== id) }));
    return E.right(undefined);
  }

  /** The WEB_AUTHN challenge for `sub`'s passkeys (USER_AUTH with the passkey preferred or chosen). */
  async passkeyChallenge(sub: string, username: string): Result<AuthOutcome> {
    const { authenticationOptions } = await checks();
    const options = await authenticationOptions(this.rp, this.ownedBy(this.read(), sub).map(known));
    const session = this.deps.random.uuid();
    this.update((state) => ({
      ...state,
      sessions: {
        ...state.sessions,
        [session]: {
          sub,
          username,
          challengeName: 'WEB_AUTHN',
          challenge: options.challenge,
          passkeyAsked: true,
          expiresAt: this.deps.clock.now() + this.deps.sessionTtlMs,
        },
      },
    }));
    const json = JSON.stringify(options);
    const fault = await this.deps.faults?.apply('passkeyOptions');
    return E.right({
      type: 'challenge',
      challengeName: 'WEB_AUTHN',
      session,
      parameters: { USERNAME: sub, CREDENTIAL_REQUEST_OPTIONS: fault?.kind === 'body' ? corruptBody(json, fault.body) : json },
    });
  }

  /** A sign-in session is answered once: taken out whatever the answer. */
  private take(sessionId: string, challengeName: SignInSession['challengeName'], username: string): E.Either<AuthFailure, SignInSession> {
    const state = this.read();
    const session = state.sessions[sessionId];
    const { [sessionId]: _answered, ...others } = state.sessions;
    this.update(() => ({ ...state, sessions: others }));
    if (!session || session.challengeName !== challengeName || session.username !== username)
      return fail('NotAuthorizedException', 'Invalid session for the user.');
    if (this.deps.clock.now() >= session.expiresAt) return fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    return E.right(session);
  }

  private ownedBy(state: PasskeyState, sub: string): StoredPasskey[] {
    return state.passkeys.filter((p) => p.sub === sub);
  }

  /** Storage is outside input: what does not decode reads as no passkeys. */
  private read(): PasskeyState {
    const raw = this.deps.storage.getItem(PASSKEYS_KEY);
    let parsed: unknown = null;
    try {
      parsed = raw === null ? null : JSON.parse(raw);
    } catch {
      parsed = null;
    }
    return O.getOrElse((): PasskeyState => ({ passkeys: [], registrations: {}, sessions: {} }))(O.fromEither(PasskeyState.decode(parsed)));
  }

  private update(change: (state: PasskeyState) => PasskeyState): void {
    this.deps.storage.setItem(PASSKEYS_KEY, JSON.stringify(change(this.read())));
  }
}
