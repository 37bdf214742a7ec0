// What Amplitude is started with: its options and the privacy rules every event passes (ours and those it captures).
import { safeDocumentTitle } from '../../domain/navigation/page-titles';
import { scrubText, scrubValue, withoutQuery } from '../../domain/scrub';
import { nextTask } from '../browser/next-task';

type AmplitudeEvent = { event_properties?: Record<string, unknown>; user_properties?: Record<string, unknown>; [key: string]: unknown };

export type AmplitudeClient = {
  init(apiKey: string, options: Record<string, unknown>): { promise: Promise<void> };
  add(plugin: { name: string; type: 'enrichment'; execute(event: AmplitudeEvent): Promise<AmplitudeEvent | null> }): { promise: Promise<void> };
  track(name: string, properties?: Record<string, unknown>, options?: { user_id?: string }): { promise: Promise<unknown> };
  setUserId(userId: string | undefined): void;
  reset(): void;
  flush(): { promise: Promise<void> };
};

export type AmplitudeConfig = { readonly apiKey: string; readonly proxyUrl: string };

export const amplitudeOptions = (config: AmplitudeConfig): Record<string, unknown> => ({
  serverUrl: config.proxyUrl,
  defaultTracking: true,
  // The remote configuration and diagnostics would call Amplitude's hosts directly, bypassing the proxy.
  fetchRemoteConfig: false,
  remoteConfig: { fetchRemoteConfig: false },
  enableDiagnostics: false,
  trackingOptions: { ipAddress: false },
  enableRequestBodyCompression: false,
  // The page's 64 KB keepalive budget is shared with error reports (up to 60 KB): a batch over the rest would fail.
  transport: { type: 'fetch', enableKeepalive: false },
  // A cookie would ride on every request to our hosts, and reading cookies at start is a long task on a phone.
  identityStorage: 'localStorage',
  // Console capture would turn the SDK's messages (with the batch) into error reports.
  logLevel: 0,
});

/** Query values the SDK copies into properties (campaign and click ids): any query value may be personal. */
const QUERY_COPIES = /^(initial_)?(utm_[a-z_]+|[a-z]*clid|gbraid|wbraid|ko_click_id|li_fat_id|rdt_cid|rtd_cid)$/i;
const TITLE_KEYS = /page title$/i;

function scrubProperty(value: unknown): unknown {
  if (typeof value === 'string') return /^([a-z][a-z0-9+.-]*:\/\/|\/)/i.test(value) ? withoutQuery(value) : scrubText(value);
  if (Array.isArray(value)) return value.map(scrubProperty);
  if (value !== null && typeof value === 'object') {
    const scrubbed = scrubValue(value) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(scrubbed)
        .filter(([key]) => !QUERY_COPIES.test(key))
        .map(([key, item]) => [key, TITLE_KEYS.test(key) && typeof item === 'string' ? safeDocumentTitle(item) : scrubProperty(item)]),
    );
  }
  return value;
}

/** Every event, autocaptured ones too: URLs lose query and fragment, titles are ours, query copies and personal values go. */
export const scrubAmplitudeEvent = (event: AmplitudeEvent): AmplitudeEvent => ({
  ...event,
  event_properties: event.event_properties === undefined ? undefined : (scrubProperty(event.event_properties) as Record<string, unknown>),
  user_properties: event.user_properties === undefined ? undefined : (scrubProperty(event.user_properties) as Record<string, unknown>),
});

const privacyPlugin = (name: string) => ({ name, type: 'enrichment' as const, execute: async (event: AmplitudeEvent) => scrubAmplitudeEvent(event) });

// Our rules first; init adds the SDK's enrichment (page URL and title) after them, so they run once more after it, with
// no task in between, so that no event queued during init is sent before.
export async function startClient(client: AmplitudeClient, config: AmplitudeConfig): Promise<void> {
  await nextTask();
  await client.add(privacyPlugin('protect-privacy')).promise;
  await nextTask();
  await client.init(config.apiKey, amplitudeOptions(config)).promise;
  await client.add(privacyPlugin('protect-privacy-last')).promise;
  await nextTask();
}
