import type { ChatWidget, ChatWidgetIdentity } from '../../application/ports/chat-widget.port';
import { analyticsEventName, type AnalyticsEvent } from '../../domain/analytics-event';

export type IntercomRegion = 'us' | 'eu' | 'ap';

export type IntercomSdk = {
  Intercom(settings: Record<string, unknown>): void;
  boot(settings: Record<string, unknown>): void;
  show(): void;
  shutdown(): void;
  trackEvent(name: string, metadata?: Record<string, unknown>): void;
};

/** The SDK's own region table (constants.js), repeated for boot calls after a shutdown. */
export const INTERCOM_API_BASE: Readonly<Record<IntercomRegion, string>> = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  ap: 'https://api-iam.au.intercom.io',
};

const MAX_QUEUED_EVENTS = 50;

export class IntercomChatWidget implements ChatWidget {
  readonly available = true;
  private sdk: Promise<IntercomSdk | null> | undefined;
  private started = false;
  private identity: ChatWidgetIdentity | null = null;
  private queued: string[] = [];

  constructor(
    private readonly config: { readonly appId: string; readonly region: IntercomRegion },
    private readonly load: () => Promise<IntercomSdk> = () => import(/* webpackChunkName: "intercom" */ '@intercom/messenger-js-sdk'),
  ) {}

  async show(): Promise<void> {
    await this.use((sdk) => {
      this.launch(sdk);
      sdk.show();
    });
  }

  async start(): Promise<void> {
    await this.use((sdk) => {
      this.launch(sdk);
      this.flush(sdk);
    });
  }

  /** A running messenger starts over as this user; one not yet loaded waits for start. */
  async boot(identity: ChatWidgetIdentity): Promise<void> {
    this.identity = identity;
    if (!this.started) return;
    await this.use((sdk) => {
      sdk.shutdown();
      sdk.boot(this.settings());
      this.flush(sdk);
    });
  }

  async track(event: AnalyticsEvent): Promise<void> {
    const name = analyticsEventName(event);
    if (!this.started) {
      this.queued = [...this.queued, name].slice(-MAX_QUEUED_EVENTS);
      return;
    }
    await this.use((sdk) => sdk.trackEvent(name));
  }

  async shutdown(): Promise<void> {
    this.identity = null;
    this.queued = [];
    if (!this.started) return;
    await this.use((sdk) => sdk.shutdown());
  }

  private launch(sdk: IntercomSdk): void {
    if (this.started) return;
    sdk.Intercom({ ...this.settings(), region: this.config.region });
    this.started = true;
  }

  private settings(): Record<string, unknown> {
    const identity = this.identity;
    return {
      app_id: this.config.appId,
      api_base: INTERCOM_API_BASE[this.config.region],
      hide_default_launcher: true,
      ...(identity ? { user_id: identity.userId, user_hash: identity.userHash, ...(identity.email === undefined ? {} : { email: identity.email }) } : {}),
    };
  }

  private flush(sdk: IntercomSdk): void {
    for (const name of this.queued) sdk.trackEvent(name);
    this.queued = [];
  }

  private async use(act: (sdk: IntercomSdk) => void): Promise<void> {
    this.sdk ??= this.load().catch(() => null);
    const sdk = await this.sdk;
    if (!sdk) return;
    try {
      act(sdk);
    } catch {
      // A failing messenger must not break the page that asked for it.
    }
  }
}
