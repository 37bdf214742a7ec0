// The pool's passkeys, as local-backend keeps them; USER_AUTH's first factor may be a passkey only (the sign-in
// page offers a passkey beside the e-mailed code). The checks (@simplewebauthn/server) load only when used.
import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { AuthOutcome } from '../../domain/auth/sign-in/auth-outcome';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/auth/sign-in/sign-in-state';
import { normalizeUsername } from '../../domain/auth/sign-in/username';
import { corruptBody, corruptJson } from '../faults/body-faults';
import type { FaultSwitch } from '../faults/storage-fault-switch';
import { fail, invalidSession, type StoredPasskey, without } from './pool-store';
import type { OfflineUserPool } from './user-pool';
import type * as Checks from './webauthn-checks';

type Result<A> = Promise<E.Either<AuthFailure, A>>;
type Json = Readonly<Record<string, unknown>>;

const checks = (): Promise<typeof Checks> => import(/* webpackChunkName: "offline-webauthn" */ './webauthn-checks');

export class PoolPasskeys {
  private readonly rp: Checks.RelyingParty;

  /** `faults`: `passkeyOptions` and `passkeyRegistrationOptions` break the options as `body` says. */
  constructor(
    private readonly pool: OfflineUserPool,
    private readonly faults: FaultSwitch,
  ) {
    const origin = new URL(pool.deps.appOrigin);
    this.rp = { id: origin.hostname, name: 'Protect', origin: origin.origin };
  }

  /** USER_AUTH: the first-factor choice, refused to a person with no passkey (nothing to choose from). */
  firstFactor(typed: string): E.Either<AuthFailure, AuthOutcome> {
    const username = normalizeUsername(typed);
    const found = this.pool.store.user(username, 'confirmed');
    if (E.isLeft(found)) return found;
    const user = found.right;
    if (this.ownedBy(user.sub).length === 0) return fail('NotAuthorizedException', 'This person has no passkey.');
    const session = this.pool.store.openChallenge({ username, name: 'SELECT_CHALLENGE' });
    return E.right({ type: 'challenge', challengeName: 'SELECT_CHALLENGE', session, parameters: { USERNAME: user.sub }, availableChallenges: ['WEB_AUTHN'] });
  }

  async select(typed: string, id: string, answer: string): Result<AuthOutcome> {
    if (answer !== 'WEB_AUTHN') return fail('InvalidParameterException', `Challenge ${answer} is not available for this user.`);
    const username = normalizeUsername(typed);
    const open = this.pool.store.challenge(id, 'SELECT_CHALLENGE', username);
    if (E.isLeft(open)) return open;
    this.pool.store.closeChallenge(id);
    const user = this.pool.store.read().users[username];
    if (!user) return invalidSession();
    const options = await (await checks()).authenticationOptions(this.rp, this.ownedBy(user.sub));
    const session = this.pool.store.openChallenge({ username, name: 'WEB_AUTHN', webAuthnChallenge: options.challenge });
    const json = JSON.stringify(options);
    const fault = await this.faults.apply('passkeyOptions');
    const requestOptions = fault.kind === 'body' ? corruptBody(json, fault.body) : json;
    return E.right({ type: 'challenge', challengeName: 'WEB_AUTHN', session, parameters: { USERNAME: user.sub, CREDENTIAL_REQUEST_OPTIONS: requestOptions } });
  }

  async answer(typed: string, id: string, credential: Json): Result<AuthOutcome> {
    const username = normalizeUsername(typed);
    const open = this.pool.store.challenge(id, 'WEB_AUTHN', username);
    if (E.isLeft(open)) return open;
    this.pool.store.closeChallenge(id);
    const sub = this.pool.store.read().users[username]?.sub;
    const passkey = this.pool.store.read().passkeys.find((p) => p.credentialId === credential.id && p.sub === sub);
    if (!passkey) return fail('NotAuthorizedException', 'The passkey is not registered for this person.');
    const counter = await (await checks()).verifyAuthentication(this.rp, open.right.webAuthnChallenge ?? '', credential, passkey);
    if (E.isLeft(counter)) return counter;
    this.update((passkeys) => passkeys.map((p) => (p.credentialId === passkey.credentialId ? { ...p, counter: counter.right } : p)));
    return this.pool.passkeySignIn(username);
  }

  async registrationOptions(sub: string): Result<unknown> {
    const options = await (await checks()).registrationOptions(this.rp, sub, this.ownedBy(sub));
    const pending = { challenge: options.challenge, expiresAt: this.pool.deps.now() + SIGN_IN_STATE_TTL_MS };
    this.pool.store.update((pool) => ({ ...pool, registrations: { ...pool.registrations, [sub]: pending } }));
    const fault = await this.faults.apply('passkeyRegistrationOptions');
    return E.right(fault.kind === 'body' ? corruptJson(options, fault.body) : options);
  }

  async register(sub: string, credential: Json): Result<void> {
    const pending = this.pool.store.read().registrations[sub];
    if (!pending || this.pool.deps.now() >= pending.expiresAt)
      return fail('WebAuthnChallengeNotFoundException', 'No passkey registration was started, or it expired.');
    const made = await (await checks()).verifyRegistration(this.rp, pending.challenge, credential);
    if (E.isLeft(made)) return made;
    if (this.pool.store.read().passkeys.some((p) => p.credentialId === made.right.credentialId))
      return fail('PasskeyAlreadyExists', 'This passkey is already registered.');
    const passkey = { ...made.right, transports: [...made.right.transports], sub, createdAt: this.pool.deps.now() };
    this.pool.store.update((pool) => ({ ...pool, registrations: without(pool.registrations, sub), passkeys: [...pool.passkeys, passkey] }));
    return E.right(undefined);
  }

  list(sub: string): readonly { readonly id: string; readonly createdAt: number }[] {
    return this.ownedBy(sub).map((p) => ({ id: p.credentialId, createdAt: p.createdAt }));
  }

  remove(sub: string, id: string): E.Either<AuthFailure, void> {
    if (!this.ownedBy(sub).some((p) => p.credentialId === id)) return fail('ResourceNotFoundException', 'The passkey does not exist.');
    this.update((passkeys) => passkeys.filter((p) => p.credentialId !== id));
    return E.right(undefined);
  }

  private ownedBy(sub: string): StoredPasskey[] {
    return this.pool.store.read().passkeys.filter((p) => p.sub === sub);
  }

  private update(change: (passkeys: readonly StoredPasskey[]) => StoredPasskey[]): void {
    this.pool.store.update((pool) => ({ ...pool, passkeys: change(pool.passkeys) }));
  }
}
