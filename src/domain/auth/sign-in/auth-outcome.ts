import type { AuthSession } from '../session/auth-session';

export type ChallengeOutcome = {
  readonly type: 'challenge';
  readonly challengeName: string;
  readonly session: string;
  readonly parameters: Readonly<Record<string, string>>;
  readonly availableChallenges?: readonly string[];
};

export type TokensOutcome = { readonly type: 'tokens'; readonly session: AuthSession };

export type AuthOutcome = TokensOutcome | ChallengeOutcome;
