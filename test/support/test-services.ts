// The UI's services for tests: a fixed clock, a session switch, a recording chat widget, and the
// offline Protection API and chat responder on private in-memory storage.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { InMemoryProtectionApi } from '../../src/adapters/protection-api/in-memory-protection-api';
import { CryptoRandomSource } from '../../src/adapters/browser/crypto-random-source';
import { LocalStorageDestinationStore } from '../../src/adapters/browser/local-storage-destination-store';
import { createInMemoryChatChannel } from '../../src/adapters/chat/in-memory-chat-channel';
import { BreachConversations } from '../../src/application/chat/breach-conversations';
import { makeBootSupportChat, makeSupportChat } from '../../src/application/chat/support-chat';
import { makeSignInDestination } from '../../src/application/auth/sign-in-destination';
import { makeSessionLifecycle } from '../../src/application/session/session-lifecycle';
import { LocalStorageBreachProgress } from '../../src/adapters/browser/local-storage-breach-progress';
import { dashboardServices, signingServices } from '../../src/composition/resolve-services';
import { decodeEnv, type OfflineConfig } from '../../src/composition/env';
import { OfflineOutbox } from '../../src/stand-ins/outbox/offline-outbox';
import type { AnalyticsEvent } from '../../src/domain/analytics-event';
import type { AuthSession } from '../../src/domain/auth/session/auth-session';
import type { AppServices, AuthServices } from '../../src/ui/app-services';
import { RecordingChatWidget } from './fakes/recording-chat-widget';
import type { ProtectionApi } from './fakes/scripted-protection-api';
import { MemoryStorage } from './memory-storage';

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
  /** The signed-in person's session (A_SESSION by default). */
  session?: AuthSession;
  mode?: AppServices['mode'];
  chatWidgetAvailable?: boolean;
  now?: number;
  /** Replaces the session query, e.g. to make it hang or fail. */
  getCurrentSession?: AppServices['getCurrentSession'];
  /** Replaces the guards' session read (by default the session query's answer). */
  readSession?: AppServices['readSession'];
  sessionEvents?: AppServices['sessionEvents'];
  auth?: Partial<AppServices['auth']>;
  /** Loads the on-demand services (at once by default). */
  onDemand?: AppServices['onDemand'];
  /** The Protection API behind the dashboard and signing (the offline one on private storage by default). */
  api?: ProtectionApi;
  signing?: AppServices['signing'];
  /** The plans' prices (offline mode's example prices by default; give undefined for none). */
  prices?: AppServices['prices'];
  /** The free trial's days (offline mode's 14 by default; give null for none). */
  trialDays?: AppServices['trialDays'];
  operator?: string;
  /** Sign-out answers once this settles (at once by default): the session here has ended before it. */
  signOutAnswer?: Promise<void>;
};

const silentLogger = { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const noFaults = { apply: async () => ({ kind: 'none' }) as const };

function offlineApi(session: () => O.Option<AuthSession>, now: number, moveSignInAddress: (address: string) => void): ProtectionApi {
  const storage = new MemoryStorage();
  return new InMemoryProtectionApi({
    moveSignInAddress: (_userId, address) => {
      moveSignInAddress(address);
      return 'moved';
    },
    storage,
    sessions: { currentSession: async () => session() },
    faults: noFaults,
    clock: { now: () => now },
    random: new CryptoRandomSource(),
    outbox: new OfflineOutbox(storage, () => undefined),
    appOrigin: 'http://127.0.0.1:3000',
  });
}

/** The offline chat channel on private storage, answering from the curated breach facts at once. */
function offlineConversations(session: () => O.Option<AuthSession>): BreachConversations {
  const random = new CryptoRandomSource();
  const channel = createInMemoryChatChannel({
    sessions: { currentSession: async () => session() },
    faults: noFaults,
    storage: new MemoryStorage(),
    random,
    report: () => undefined,
    responder: { partDelayMs: 0 },
  });
  return new BreachConversations({ channel, logger: silentLogger, newId: () => random.uuid() });
}

/** Services a test did not give: any use fails the test loudly instead of passing by accident. */
const unused = <T extends object>(name: string): T =>
  new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`This test gave no ${name} services, but ${String(property)} was used.`);
    },
  });

const missing = (name: string) => (): never => {
  throw new Error(`This test gave no ${name}, but it was called.`);
};

export type TestServices = AppServices & {
  readonly chatWidget: RecordingChatWidget;
  /** How often the session was asked for (guards, loaders). */
  readonly sessionReads: () => number;
  readonly tracked: AnalyticsEvent[];
  /** What the screens reported as unexpected errors. */
  readonly reported: { error: unknown; context: string }[];
  readonly identified: (string | null)[];
  readonly signOuts: () => number;
  setSignedIn(signedIn: boolean): void;
};

const offlineConfig = (decodeEnv({}) as { right: OfflineConfig }).right;
const offlineLinks = offlineConfig.links;

export function buildTestServices(options: TestServicesOptions = {}): TestServices {
  let signedIn = options.signedIn ?? false;
  let reads = 0;
  let signOuts = 0;
  // A new primary address moves the session's e-mail, as the user pool does; a refresh shows it.
  let user = options.session ?? A_SESSION;
  const session = () => (signedIn ? O.some(user) : O.none);
  const moveSignInAddress = (address: string) => void (user = { ...user, email: address, username: address });
  const chatWidget = new RecordingChatWidget(options.chatWidgetAvailable ?? true);
  const tracked: AnalyticsEvent[] = [];
  const reported: { error: unknown; context: string }[] = [];
  const identified: (string | null)[] = [];
  const now = options.now ?? Date.UTC(2026, 10, 22, 12, 0, 0);
  const clock = { now: () => now };
  const analytics: AppServices['analytics'] = { identify: async (id) => void identified.push(id), track: async (event) => void tracked.push(event) };
  const api = options.api ?? offlineApi(session, now, moveSignInAddress);
  const conversations = offlineConversations(session);
  const dashboard = dashboardServices({
    api,
    clock,
    device: new LocalStorageBreachProgress(new MemoryStorage()),
    sessions: { currentSession: async () => session() },
    refreshSession: async () => (signedIn ? E.right(user) : E.left({ kind: 'NotAuthorized', message: 'Not signed in.' })),
  });
  const getCurrentSession: AppServices['getCurrentSession'] =
    options.getCurrentSession ??
    (async () => {
      reads += 1;
      return session();
    });
  return {
    mode: options.mode ?? 'offline',
    links: offlineLinks,
    prices: 'prices' in options ? options.prices : offlineConfig.prices,
    trialDays: 'trialDays' in options ? (options.trialDays ?? null) : offlineConfig.trialDays,
    operator: options.operator ?? null,
    now: clock.now,
    hostedSignOutReturn: 'none',
    chatWidget,
    supportChat: makeSupportChat({ chatWidget }),
    reportError: (error, context) => void reported.push({ error, context }),
    reported,
    tracked,
    identified,
    analytics,
    getCurrentSession,
    readSession: options.readSession ?? (() => getCurrentSession()),
    sessionEvents: options.sessionEvents ?? { subscribe: () => () => undefined },
    auth: {
      signIn: missing('auth.signIn'),
      confirmSignIn: missing('auth.confirmSignIn'),
      authenticator: {
        settings: missing('auth.authenticator'),
        start: missing('auth.authenticator'),
        confirm: missing('auth.authenticator'),
        turnOff: missing('auth.authenticator'),
      },
      passkeys: { available: () => false, list: missing('auth.passkeys'), add: missing('auth.passkeys'), remove: missing('auth.passkeys') },
      devices: { list: missing('auth.devices'), forget: missing('auth.devices') },
      // As the user pool stores it: the session names the new region from then on.
      region: {
        change: async (region) => {
          if (!signedIn) return E.left({ kind: 'NotAuthorized', message: 'Not signed in.' });
          user = { ...user, region };
          return E.right(region);
        },
      },
      signUpConfirmation: new Proxy({} as AuthServices['signUpConfirmation'], { get: (_target, name) => missing(`auth.signUpConfirmation.${String(name)}`) }),
      destination: makeSignInDestination({ store: new LocalStorageDestinationStore(new MemoryStorage()), clock }),
      ...options.auth,
    },
    dashboard,
    chat: { conversations, getBreachStatus: dashboard.breaches.status },
    onDemand: options.onDemand ?? { auth: async () => undefined, chat: async () => undefined },
    signing: options.signing ?? signingServices(api, unused('signing form')),
    session: makeSessionLifecycle({
      analytics,
      errorReporter: { setUser: () => undefined, report: () => undefined },
      bootSupportChat: makeBootSupportChat({ hooks: { getUserHash: async () => E.right('0'.repeat(64)) }, chatWidget }),
      chatWidget,
      signOut: async () => {
        signOuts += 1;
        signedIn = false;
        await options.signOutAnswer;
        return E.right(undefined);
      },
      clearChats: () => conversations.clear(),
      whenReadsSettle: (run) => run(),
    }),
    sessionReads: () => reads,
    signOuts: () => signOuts,
    setSignedIn(value) {
      signedIn = value;
    },
  };
}
