import type * as O from 'fp-ts/Option';
import type { Analytics } from '../application/fan-out-analytics';
import type { AuthenticatorUseCases, PasskeyUseCases, RegionUseCases, RememberedDeviceUseCases } from '../application/auth/account-security';
import type { ConfirmSignIn, SignIn } from '../application/auth/sign-in';
import type { SignUpConfirmation } from '../application/auth/sign-up-confirmation';
import type { BreachConversations } from '../application/chat/breach-conversations';
import type { SupportChat } from '../application/chat/support-chat';
import type { Breaches, GetBreachStatus } from '../application/breaches';
import type { EmailAddresses } from '../application/email-addresses';
import type { DashboardData } from '../application/load-dashboard';
import type { Profile } from '../application/profile';
import type { CheckSigningLink, Removal, SignRemovalContract } from '../application/removal';
import type { SignInDestination } from '../application/auth/sign-in-destination';
import type { SessionLifecycle } from '../application/session/session-lifecycle';
import type { SessionRecovery } from '../application/session/session-recovery';
import type { AuthSession } from '../domain/auth/session/auth-session';
import type { ExternalLinks } from '../domain/navigation/external-links';
import type { PlanPrices } from '../domain/subscription/plan-prices';

export type AuthServices = {
  readonly signIn: SignIn;
  readonly confirmSignIn: ConfirmSignIn;
  readonly signUpConfirmation: SignUpConfirmation;
  readonly destination: SignInDestination;
  readonly authenticator: AuthenticatorUseCases;
  readonly passkeys: PasskeyUseCases;
  readonly devices: RememberedDeviceUseCases;
  readonly region: RegionUseCases;
};

export type DashboardServices = {
  readonly data: DashboardData;
  readonly breaches: Breaches;
  readonly profile: Profile;
  readonly emails: EmailAddresses;
  readonly removal: Removal;
  readonly lastVisit: () => Promise<string | null>;
};

export type SigningServices = { readonly check: CheckSigningLink; readonly sign: SignRemovalContract };

export type ChatServices = { readonly conversations: BreachConversations; readonly getBreachStatus: GetBreachStatus };

export type Feed<T> = { list(): readonly T[]; subscribe(listener: (items: readonly T[]) => void): () => void };

export type OutboxMessage = {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly code: string;
  readonly magicLink: string;
  readonly sentAt: number;
};

export type DevRecord = { readonly id: number; readonly kind: string; readonly summary: string };

export type AppServices = {
  readonly mode: 'offline' | 'real';
  readonly links: ExternalLinks;
  readonly prices: PlanPrices | undefined;
  readonly trialDays: number | null;
  readonly operator: string | null;
  readonly now: () => number;
  readonly supportChat: SupportChat;
  readonly analytics: Analytics;
  /** The signed-in person's session, refreshed when expired; none when nobody is signed in. Rejects only on a bug. */
  readonly getCurrentSession: () => Promise<O.Option<AuthSession>>;
  /** As getCurrentSession, but 'unreachable' when the session had expired and its refresh got no answer (the tokens are kept). Rejects only on a bug. */
  readonly readSession: () => Promise<O.Option<AuthSession> | 'unreachable'>;
  /** A session the services refused: renewed (new claims) or ended (signed out). */
  readonly sessionEvents: Pick<SessionRecovery, 'subscribe'>;
  readonly auth: AuthServices;
  readonly dashboard: DashboardServices;
  readonly chat: ChatServices;
  /** Loads, once, the code behind `auth` (but `destination` and `region`) and `chat.conversations`: a screen using them awaits it first. */
  readonly onDemand: { readonly auth: () => Promise<void>; readonly chat: () => Promise<void> };
  readonly signing: SigningServices;
  readonly session: SessionLifecycle;
  /** At start-up: how a sign-out that went to the hosted sign-in pages came back ('none' without one). */
  readonly hostedSignOutReturn: 'none' | 'done' | 'failed';
  /** Scrubbed; never throws. */
  readonly reportError: (error: unknown, context: string) => void;
  /** Offline mode only. */
  readonly outbox?: Feed<OutboxMessage>;
  readonly devtools?: Feed<DevRecord>;
};
