// Analytics to Amplitude, through our proxy: queued (bounded) until the SDK is up. Its chunk holds only the SDK, so it
// keeps its name ("amplitude") for the bench's vendor-task attribution; its set-up loads beside it.
import type { AnalyticsSink } from '../../application/ports/analytics-sink.port';
import { analyticsEventName, analyticsEventProperties, type AnalyticsEvent } from '../../domain/analytics-event';
import { nextTask } from '../browser/next-task';
import type { AmplitudeClient, AmplitudeConfig } from './amplitude-setup';

const MAX_QUEUED = 100;

type Action = (client: AmplitudeClient) => void;

/** `start` and `flush` never reject. */
export class AmplitudeAnalyticsSink implements AnalyticsSink {
  private client: AmplitudeClient | null = null;
  private starting: Promise<void> | undefined;
  private failed = false;
  private queued: Action[] = [];
  /** Passed with each event: the SDK applies its own only when it processes one, which may be after a reset. */
  private userId: string | null = null;

  constructor(
    private readonly config: AmplitudeConfig,
    private readonly load: () => Promise<AmplitudeClient> = () =>
      import(/* webpackChunkName: "amplitude" */ /* webpackExports: ["createInstance"] */ '@amplitude/analytics-browser').then(async (sdk) => {
        await nextTask();
        return sdk.createInstance() as unknown as AmplitudeClient;
      }),
  ) {}

  start(): Promise<void> {
    this.starting ??= Promise.all([this.load(), import(/* webpackChunkName: "amplitude-setup" */ './amplitude-setup')]).then(
      async ([client, { startClient }]) => {
        await startClient(client, this.config);
        this.client = client;
        for (const action of this.queued) this.run(client, action);
        this.queued = [];
      },
      () => {
        this.failed = true;
        this.queued = [];
      },
    );
    return this.starting;
  }

  identify(userId: string | null): Promise<void> {
    this.userId = userId;
    return this.use((client) => (userId === null ? client.reset() : client.setUserId(userId)));
  }

  track(event: AnalyticsEvent): Promise<void> {
    const options = this.userId === null ? undefined : { user_id: this.userId };
    return this.use((client) => void client.track(analyticsEventName(event), { ...analyticsEventProperties(event) }, options));
  }

  async flush(): Promise<void> {
    await this.client?.flush().promise.catch(() => undefined);
  }

  private async use(action: Action): Promise<void> {
    if (this.client) this.run(this.client, action);
    else if (!this.failed) this.queued = [...this.queued, action].slice(-MAX_QUEUED);
  }

  private run(client: AmplitudeClient, action: Action): void {
    try {
      action(client);
    } catch {
      // Analytics must never break the screen that sent it.
    }
  }
}
