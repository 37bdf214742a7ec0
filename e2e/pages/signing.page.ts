import type { Locator, Page } from '@playwright/test';
import { ShellPage } from './shell.page';

/**
 * The signing screen and the form it mounts: offline's built-in fake, or in local mode the DocuSeal
 * element local-backend serves. Both ask for a typed name and a ticked agreement; they differ in how
 * one leaves without signing (Cancel, Decline).
 */
export class SigningPage extends ShellPage {
  readonly nameField: Locator;
  readonly agreement: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    super(page);
    this.nameField = page.getByLabel('Type your full name to sign');
    this.agreement = page.getByLabel('I have read this authorisation and agree to it');
    this.error = page.getByRole('alert');
  }

  /** Presses Sign as the form stands. */
  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign', exact: true }).click();
  }

  async signAs(name: string): Promise<void> {
    await this.nameField.fill(name);
    await this.agreement.check();
    await this.submit();
  }

  /** Closes the form without signing. */
  async leaveUnsigned(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Cancel|Decline)$/ }).click();
  }

  async openFormAgain(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open the form again' }).click();
  }

  backToDashboard(): Locator {
    return this.page.getByRole('link', { name: 'Back to your dashboard' });
  }
}
