import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { Mode } from '../backend';
import { ShellPage } from './shell.page';

/** In local mode the form is the signing service's page, framed (the DocuSeal stand-in local-backend serves). */
const SIGNING_FRAME = 'iframe[title="Removal authorisation form"]';

/**
 * The signing screen and the form it mounts: offline's built-in fake in the page, or in local mode the
 * DocuSeal page in its frame. Both ask for a typed name and a ticked agreement; they differ in how one
 * leaves without signing (Cancel, Decline).
 */
export class SigningPage extends ShellPage {
  readonly nameField: Locator;
  readonly agreement: Locator;
  readonly error: Locator;
  /** Where the form's parts are: the page, or the signing service's frame. */
  private readonly form: Page | FrameLocator;

  constructor(page: Page, mode: Mode) {
    super(page);
    this.form = mode === 'local' ? page.frameLocator(SIGNING_FRAME) : page;
    this.nameField = this.form.getByLabel('Type your full name to sign');
    this.agreement = this.form.getByLabel('I have read this authorisation and agree to it');
    this.error = this.form.getByRole('alert');
  }

  /** Text of the form (the agreement it shows). */
  formText(text: string): Locator {
    return this.form.getByText(text);
  }

  /** Presses Sign as the form stands. */
  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Sign', exact: true }).click();
  }

  async signAs(name: string): Promise<void> {
    await this.nameField.fill(name);
    await this.agreement.check();
    await this.submit();
  }

  /** Closes the form without signing. */
  async leaveUnsigned(): Promise<void> {
    await this.form.getByRole('button', { name: /^(Cancel|Decline)$/ }).click();
  }

  async openFormAgain(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open the form again' }).click();
  }

  backToDashboard(): Locator {
    return this.page.getByRole('link', { name: 'Back to your dashboard' });
  }
}
