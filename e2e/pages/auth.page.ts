import { expect, type Locator, type Page } from '@playwright/test';

/** Sign-up, sign-in and the code step, by intent. */
export class AuthPage {
  readonly inbox: Locator;

  constructor(readonly page: Page) {
    this.inbox = page.getByRole('region', { name: 'Offline inbox' });
  }

  async requestCode(path: '/sign-up' | string, email: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByLabel('E-mail address').fill(email);
    await this.page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  }

  /** The newest code in the offline inbox. */
  async latestCode(): Promise<string> {
    const code = await this.inbox.locator('.offline-inbox__code').first().textContent();
    return code?.trim() ?? '';
  }

  async enterCode(code: string): Promise<void> {
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
