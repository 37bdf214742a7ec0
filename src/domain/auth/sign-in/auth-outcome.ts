// What the user-pool service answers to an auth call, before any rule is applied (spec §4, §7).
import type { AuthSession } from '../session/auth-session';

/** The service asks for another round: `session` is its opaque sign-in session for the answer. */
export type ChallengeOutcome = {
  readonly type: 'challenge';
  /** The raw challenge name, e.g. 'CUSTOM_CHALLENGE'; unknown names are possible and handled by the rules. */
  readonly challengeName: string;
  readonly session: string;
  readonly parameters: Readonly<Record<string, string>>;
  /** First factors offered by the USER_AUTH flow (SELECT_CHALLENGE). */
  readonly availableChallenges?: readonly string[];
};

/** Tokens were issued and stored by the gateway. */
export type TokensOutcome = { readonly type: 'tokens'; readonly session: AuthSession };

export type AuthOutcome = TokensOutcome | ChallengeOutcome;
