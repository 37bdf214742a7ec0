import { expect, type Page, type Request } from '@playwright/test';
import { BACKEND, type Mode } from '../backend';

/**
 * What analytics receives, event by event, in the order sent. Local mode: the Amplitude SDK's batches
 * to the analytics proxy (local-backend), read off the network. Offline mode: the developer panel,
 * which lists what the analytics adapter would have sent; it lives in the document, so a full page
 * load starts it again (`pageLoaded`).
 */
export class AnalyticsTap {
  private readonly sent: string[] = [];
  private readonly bodies: string[] = [];
  private seen = 0;

  private constructor(
    private readonly page: Page,
    private readonly mode: Mode,
  ) {}

  static async on(page: Page, mode: Mode): Promise<AnalyticsTap> {
    const tap = new AnalyticsTap(page, mode);
    if (mode === 'local') {
      page.on('request', (request: Request) => {
        if (!request.url().startsWith(`${BACKEND}/analytics`) || request.method() !== 'POST') return;
        const body = request.postData() ?? '';
        tap.bodies.push(body);
        const batch = JSON.parse(body) as { events?: { event_type?: string }[] };
        for (const event of batch.events ?? []) if (event.event_type) tap.sent.push(event.event_type);
      });
    }
    return tap;
  }

  /** Offline: a full page load empties the developer panel; the next events are counted from there. */
  pageLoaded(): void {
    if (this.mode === 'offline') this.seen = 0;
  }

  /** The app's own events since the last check are exactly `names`, in this order, each once. */
  async expectNext(...names: string[]): Promise<void> {
    await expect.poll(async () => (await this.events()).slice(this.seen), { timeout: 15_000 }).toEqual(names);
    this.seen += names.length;
  }

  /** Every request body analytics received (local mode; offline sends nothing). */
  payloads(): readonly string[] {
    return this.bodies;
  }

  private async events(): Promise<string[]> {
    // The SDK's own events (default tracking: page views, sessions; `$identify`) are on by design; only the app's count here.
    if (this.mode === 'local') return this.sent.filter((name) => !name.startsWith('[Amplitude]') && !name.startsWith('session_') && !name.startsWith('$'));
    const panel = this.page.getByRole('region', { name: 'Developer panel' });
    const show = panel.getByRole('button', { name: /^Show/ });
    // Opened by a dispatched click: the panel is the test's window on the page, and an open dialog covers it.
    if (await show.isVisible()) await show.dispatchEvent('click');
    const lines = await panel.getByRole('listitem').allTextContents();
    return lines
      .reverse()
      .map((line) => /^analytics\s*track “(.+)”$/.exec(line.trim())?.[1])
      .filter((name): name is string => name !== undefined);
  }
}
