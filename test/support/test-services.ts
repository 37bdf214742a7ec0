// Plain AppServices for UI tests: fixed clock, a session switch, a recording chat widget.
import * as O from 'fp-ts/Option';
import type { ChatWidget } from '../../src/application/ports/chat-widget.port';
import type { AppServices } from '../../src/composition/app-services';
import { decodeEnv, type OfflineConfig } from '../../src/composition/env';
import type { AnalyticsEvent } from '../../src/domain/analytics/analytics-event';
import type { AuthSession } from '../../src/domain/auth/auth-session';

export class RecordingChatWidget implements ChatWidget {
  shown = 0;
  constructor(readonly available: boolean) {}
  async show(): Promise<void> {
    this.shown += 1;
  }
  async boot(): Promise<void> {}
  async track(): Promise<void> {}
  async shutdown(): Promise<void> {}
}

export const A_SESSION: AuthSession = {
  userId: 'u-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  region: 'US',
  userAlias: '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10',
  idToken: 'id-token',
  accessToken: 'access-token',
  expiresAt: Date.UTC(2030, 0, 1),
};

export type TestServicesOptions = {
  signedIn?: boolean;
  mode?: AppServices['mode'];
  chatWidgetAvailable?: boolean;
  now?: number;
  /** Replaces the session query, e.g. to make it hang or fail. */
  getCurrentSession?: AppServices['getCurrentSession'];
  auth?: AppServices['auth'];
};

export type TestServices = AppServices & {
  readonly chatWidget: RecordingChatWidget;
  /** How often the session was asked for (guards, loaders). */
  readonly sessionReads: () => number;
  readonly tracked: AnalyticsEvent[];
  readonly identified: (string | null)[];
  setSignedIn(signedIn: boolean): void;
};

const offlineLinks = (decodeEnv({}) as { right: OfflineConfig }).right.links;

export function buildTestServices(options: TestServicesOptions = {}): TestServices {
  let signedIn = options.signedIn ?? false;
  let reads = 0;
  const chatWidget = new RecordingChatWidget(options.chatWidgetAvailable ?? true);
  const tracked: AnalyticsEvent[] = [];
  const identified: (string | null)[] = [];
  const now = options.now ?? Date.UTC(2026, 10, 22, 12, 0, 0);
  return {
    mode: options.mode ?? 'offline',
    links: offlineLinks,
    clock: { now: () => now },
    chatWidget,
    tracked,
    identified,
    analytics: { identify: async (id) => void identified.push(id), track: async (event) => void tracked.push(event) },
    getCurrentSession:
      options.getCurrentSession ??
      (async () => {
        reads += 1;
        return signedIn ? O.some(A_SESSION) : O.none;
      }),
    auth: options.auth,
    sessionReads: () => reads,
    setSignedIn(value) {
      signedIn = value;
    },
  };
}
