// The typed services object React sees (guides/architecture.md §7): built once from the container.
import type { Option } from 'fp-ts/Option';
import type { ChatWidget } from '../application/ports/chat-widget.port';
import type { Clock } from '../application/ports/clock.port';
import type { AuthSession } from '../domain/auth/auth-session';
import type { AppMode, ExternalLinks } from './env';

export type AppServices = {
  readonly mode: AppMode;
  readonly links: ExternalLinks;
  readonly clock: Clock;
  readonly chatWidget: ChatWidget;
  /** The signed-in user's session, or none. Never rejects. */
  readonly getCurrentSession: () => Promise<Option<AuthSession>>;
};
