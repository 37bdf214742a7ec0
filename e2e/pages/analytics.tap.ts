import { expect, type Page } from '@playwright/test';
import { WAIT } from '../waits';

/**
 * What analytics would have sent, in order: the offline developer panel's list of what the analytics adapter
 * recorded. It lives in the document, so a full page load starts it again (`pageLoaded`). What the real SDK
 * sends to the analytics proxy is checked in local mode by e2e/local/privacy.local.spec.ts.
 */
export class AnalyticsTap {
  private seen = 0;

  constructor(private readonly page: Page) {}

  /** A full page load empties the panel; the next events are counted from there. */
  pageLoaded(): void {
    this.seen = 0;
  }

  /** The app's own events since the last check are exactly `names`, in this order, each once. */
  async expectNext(...names: string[]): Promise<void> {
    await expect.poll(async () => (await this.events()).slice(this.seen), { timeout: WAIT.slow }).toEqual(names);
    this.seen += names.length;
  }

  /** The panel's analytics lines since the last page load, oldest first: each track and identify. */
  async lines(): Promise<string[]> {
    const panel = this.page.getByRole('region', { name: 'Developer panel' });
    const show = panel.getByRole('button', { name: /^Show/ });
    // Opened by a dispatched click: the panel is the test's window on the page, and an open dialog covers it.
    if (await show.isVisible()) await show.dispatchEvent('click');
    const lines = await panel.getByRole('listitem').allTextContents();
    return lines.reverse().filter((line) => line.trim().startsWith('analytics'));
  }

  private async events(): Promise<string[]> {
    return (await this.lines()).map((line) => /^analytics\s*track “(.+)”$/.exec(line.trim())?.[1]).filter((name): name is string => name !== undefined);
  }
}
