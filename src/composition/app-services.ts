// The typed services object React sees (guides/architecture.md §7): every port resolved once, every
// use-case and view-model factory wired here, so TypeScript checks each argument.
import type { Container } from 'inversify';
import type { Option } from 'fp-ts/Option';
import type { ChatWidget } from '../application/ports/chat-widget.port';
import type { Clock } from '../application/ports/clock.port';
import type { AuthSession } from '../domain/auth/auth-session';
import type { AppMode, ExternalLinks } from './env';

export type { AppMode, ExternalLinks };
import { TOKENS, resolve } from './tokens';

export type AppServices = {
  readonly mode: AppMode;
  readonly links: ExternalLinks;
  readonly clock: Clock;
  readonly chatWidget: ChatWidget;
  /**
   * The signed-in user's session, or none. Rejects only on a bug (the route error page shows);
   * offline mode's `session` fault simulates one.
   */
  readonly getCurrentSession: () => Promise<Option<AuthSession>>;
};

export function resolveAppServices(container: Container): AppServices {
  const config = resolve(container, TOKENS.Config);
  const auth = resolve(container, TOKENS.SessionSource);
  return {
    mode: config.mode,
    links: config.links,
    clock: resolve(container, TOKENS.Clock),
    chatWidget: resolve(container, TOKENS.ChatWidget),
    getCurrentSession: () => auth.currentSession(),
  };
}
