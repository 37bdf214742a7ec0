import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { SignInStateStore } from '../../application/ports/sign-in-state-store.port';
import { AUTH_FLOW_TYPES, type AuthFlowType } from '../../domain/auth/sign-in/auth-flow';
import type { SignInState } from '../../domain/auth/sign-in/sign-in-state';
import { readStored } from '../../wire/stored-json';

export const SIGN_IN_STATE_KEY = 'protect.signInState';

const FlowType = t.keyof(Object.fromEntries(AUTH_FLOW_TYPES.map((flow) => [flow, null])) as Record<AuthFlowType, null>);

const StoredSignInState = t.type({ username: t.string, challengeName: t.string, session: t.string, authFlowType: FlowType, savedAt: t.number });

/** For the browser, not the tab: the e-mailed link opens in a new tab. */
export class LocalStorageSignInStateStore implements SignInStateStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  async save(state: SignInState): Promise<void> {
    const { username, challengeName, session, savedAt } = state;
    const stored: t.TypeOf<typeof StoredSignInState> = { username, challengeName, session, authFlowType: state.signInDetails.authFlowType, savedAt };
    this.storage.setItem(SIGN_IN_STATE_KEY, JSON.stringify(stored));
  }

  async load(): Promise<O.Option<SignInState>> {
    const stored = readStored<t.TypeOf<typeof StoredSignInState> | undefined>(this.storage, SIGN_IN_STATE_KEY, StoredSignInState, undefined);
    if (stored === undefined) return O.none;
    const { authFlowType, ...state } = stored;
    return O.some({ ...state, signInDetails: { loginId: state.username, authFlowType } });
  }

  async clear(): Promise<void> {
    this.storage.removeItem(SIGN_IN_STATE_KEY);
  }
}
