import type { Option } from 'fp-ts/Option';
import type { SignInState } from '../../domain/auth/sign-in/sign-in-state';

/** Keeps what it is given: the lifetime is the use-cases' rule. Never rejects. */
export interface SignInStateStore {
  save(state: SignInState): Promise<void>;
  /** The saved state, expired or not; none when nothing (readable) is saved. */
  load(): Promise<Option<SignInState>>;
  clear(): Promise<void>;
}
