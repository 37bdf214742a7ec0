import type { Locator, Page } from '@playwright/test';

/** The parts of the app shell every page has. */
export class ShellPage {
  readonly footer: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.footer = page.getByRole('contentinfo');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  earnLink(): Locator {
    return this.footer.getByRole('link', { name: /^Earn/ });
  }
}
