import type { Option } from 'fp-ts/Option';
import type { SignInState } from '../../domain/auth/sign-in/sign-in-state';

/** Keeps what it is given: the lifetime is the use-cases' rule. */
export interface SignInStateStore {
  /** Replaces any saved state. Never rejects. */
  save(state: SignInState): Promise<void>;
  /** The saved state, expired or not; none when nothing (readable) is saved. Never rejects. */
  load(): Promise<Option<SignInState>>;
  /** Forgets the saved state, if any. Never rejects. */
  clear(): Promise<void>;
}
