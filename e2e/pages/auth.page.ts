import { expect, type Locator, type Page } from '@playwright/test';

/** Sign-up, sign-in, the code step and (offline) the on-screen inbox, by intent. */
export class AuthPage {
  readonly inbox: Locator;
  readonly emailField: Locator;
  readonly codeField: Locator;

  constructor(readonly page: Page) {
    this.inbox = page.getByRole('region', { name: 'Offline inbox' });
    this.emailField = page.getByLabel('E-mail address');
    this.codeField = page.getByLabel('Verification code');
  }

  /** Signs out from the header and waits for the home page, as a person would before going on. */
  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.page).toHaveURL('/');
  }

  async requestCode(path: '/sign-up' | string, email: string): Promise<void> {
    await this.page.goto(path);
    await this.sendCode(email);
  }

  /** On the sign-up or sign-in page: asks for a code for `email` and waits for the code step, so the e-mail has been sent. */
  async sendCode(email: string): Promise<void> {
    await this.emailField.fill(email);
    await this.page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  }

  /** Offline: the newest e-mail to `address` in the inbox (newest first, each headed "To <address> · <time>" in the page's language). */
  inboxMailTo(address: string): Locator {
    return this.page
      .locator('.offline-inbox')
      .getByRole('listitem')
      .filter({ hasText: ` ${address} ·` })
      .first();
  }

  async enterCode(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
