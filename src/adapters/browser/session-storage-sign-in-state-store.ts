import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { SignInStateStore } from '../../application/ports/sign-in-state-store.port';
import { AUTH_FLOW_TYPES, type AuthFlowType } from '../../domain/auth/sign-in/auth-flow';
import type { SignInState } from '../../domain/auth/sign-in/sign-in-state';

export const SIGN_IN_STATE_KEY = 'protect.signInState';

const FlowType = t.keyof(Object.fromEntries(AUTH_FLOW_TYPES.map((flow) => [flow, null])) as Record<AuthFlowType, null>);

const StoredSignInState = t.type({
  username: t.string,
  challengeName: t.string,
  session: t.string,
  signInDetails: t.type({ loginId: t.string, authFlowType: FlowType }),
  savedAt: t.number,
});

/** Keeps the sign-in state for the tab, so a reload of /verify-code does not lose the pending sign-in. */
export class SessionStorageSignInStateStore implements SignInStateStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  async save(state: SignInState): Promise<void> {
    this.storage.setItem(SIGN_IN_STATE_KEY, JSON.stringify(state));
  }

  async load(): Promise<O.Option<SignInState>> {
    const raw = this.storage.getItem(SIGN_IN_STATE_KEY);
    if (raw === null) return O.none;
    try {
      return O.fromEither(StoredSignInState.decode(JSON.parse(raw)));
    } catch {
      return O.none;
    }
  }

  async clear(): Promise<void> {
    this.storage.removeItem(SIGN_IN_STATE_KEY);
  }
}
