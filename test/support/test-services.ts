import * as E from 'fp-ts/Either';
// Plain AppServices for UI tests: fixed clock, a session switch, a recording chat widget.
import * as O from 'fp-ts/Option';
import type { ChatWidget } from '../../src/application/ports/chat-widget.port';
import { InMemoryProtectionApi } from '../../src/adapters/protection-api/in-memory-protection-api';
import { OfflineOutbox } from '../../src/stand-ins/outbox/offline-outbox';
import { CryptoRandomSource } from '../../src/adapters/browser/crypto-random-source';
import { dashboardServices, type AppServices } from '../../src/composition/app-services';
import { createInMemoryChatChannel } from '../../src/adapters/chat/in-memory-chat-channel';
import { BreachConversations } from '../../src/application/chat/breach-conversations';
import { makeBootSupportChat } from '../../src/application/chat/boot-support-chat';
import { makeSessionLifecycle } from '../../src/application/session/session-lifecycle';
import { MemoryStorage } from './memory-storage';
import { storagePendingDestination } from '../../src/adapters/browser/pending-destination';
import { decodeEnv, type OfflineConfig } from '../../src/composition/env';
import { NOTHING_LATE } from '../../src/start-up/late-start';
import type { AnalyticsEvent } from '../../src/domain/analytics/analytics-event';
import type { AuthSession } from '../../src/domain/auth/session/auth-session';

class RecordingChatWidget implements ChatWidget {
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
  dashboard?: AppServices['dashboard'];
  chat?: AppServices['chat'];
  signing?: AppServices['signing'];
};

/** The offline Protection API on a private in-memory storage: realistic dashboard data, no faults. */
function offlineDashboard(session: () => O.Option<AuthSession>, now: number): AppServices['dashboard'] {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
    key: () => null,
    get length() {
      return entries.size;
    },
  };
  const clock = { now: () => now };
  const api = new InMemoryProtectionApi({
    storage,
    sessions: { currentSession: async () => session() },
    faults: { apply: async () => ({ kind: 'none' }) },
    clock,
    random: new CryptoRandomSource(),
    outbox: new OfflineOutbox(storage, () => undefined),
    appOrigin: 'http://127.0.0.1:3000',
  });
  return dashboardServices(api, clock);
}

/** The offline chat channel on a private storage, answering from the curated breach facts at once. */
function offlineChat(session: () => O.Option<AuthSession>): AppServices['chat'] {
  const random = new CryptoRandomSource();
  const channel = createInMemoryChatChannel({
    sessions: { currentSession: async () => session() },
    faults: { apply: async () => ({ kind: 'none' }) },
    storage: new MemoryStorage(),
    random,
    report: () => undefined,
    responder: { partDelayMs: 0 },
  });
  const silent = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
  return new BreachConversations({ channel, logger: silent, newId: () => random.uuid() });
}

/** Services a test did not give: any use fails the test loudly instead of passing by accident. */
const unused = <T extends object>(name: string): T =>
  new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`This test gave no ${name} services, but ${String(property)} was used.`);
    },
  });

export type TestServices = AppServices & {
  readonly chatWidget: RecordingChatWidget;
  /** How often the session was asked for (guards, loaders). */
  readonly sessionReads: () => number;
  readonly tracked: AnalyticsEvent[];
  /** What the screens reported as unexpected errors. */
  readonly reported: { error: unknown; context: string }[];
  readonly identified: (string | null)[];
  setSignedIn(signedIn: boolean): void;
};

const offlineLinks = (decodeEnv({}) as { right: OfflineConfig }).right.links;

export function buildTestServices(options: TestServicesOptions = {}): TestServices {
  let signedIn = options.signedIn ?? false;
  let reads = 0;
  const chatWidget = new RecordingChatWidget(options.chatWidgetAvailable ?? true);
  const tracked: AnalyticsEvent[] = [];
  const reported: { error: unknown; context: string }[] = [];
  const identified: (string | null)[] = [];
  const now = options.now ?? Date.UTC(2026, 10, 22, 12, 0, 0);
  const analytics: AppServices['analytics'] = { identify: async (id) => void identified.push(id), track: async (event) => void tracked.push(event) };
  const auth = options.auth ?? unused<AppServices['auth']>('auth');
  const chat = options.chat ?? offlineChat(() => (signedIn ? O.some(A_SESSION) : O.none));
  return {
    mode: options.mode ?? 'offline',
    links: offlineLinks,
    clock: { now: () => now },
    chatWidget,
    lateStart: NOTHING_LATE,
    reportError: (error, context) => void reported.push({ error, context }),
    reported,
    tracked,
    identified,
    analytics,
    getCurrentSession:
      options.getCurrentSession ??
      (async () => {
        reads += 1;
        return signedIn ? O.some(A_SESSION) : O.none;
      }),
    auth,
    dashboard: options.dashboard ?? offlineDashboard(() => (signedIn ? O.some(A_SESSION) : O.none), now),
    chat,
    signing: options.signing ?? unused<AppServices['signing']>('signing'),
    pendingDestination: storagePendingDestination(new MemoryStorage(), { now: () => now }),
    session: makeSessionLifecycle({
      analytics,
      errorReporter: { setUser: () => undefined, report: () => undefined },
      bootSupportChat: makeBootSupportChat({ hooks: { getUserHash: async () => E.right('0'.repeat(64)) }, chatWidget }),
      chatWidget,
      signOut: () => auth.signOut(),
      clearChats: () => chat.clear(),
    }),
    sessionReads: () => reads,
    setSignedIn(value) {
      signedIn = value;
    },
  };
}
