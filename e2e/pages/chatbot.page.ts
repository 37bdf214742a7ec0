import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell.page';

/** The breach assistant: a breach's heading, the conversation log and the question box. */
export class ChatbotPage extends ShellPage {
  readonly question: Locator;
  readonly conversation: Locator;
  /** The assistant's answers, each once it is whole (not while it streams, not a failed one). */
  readonly answer: Locator;
  readonly notAnswered: Locator;

  constructor(page: Page) {
    super(page);
    this.question = page.getByLabel('Your question');
    this.conversation = page.getByRole('log', { name: 'Conversation' });
    this.answer = this.conversation.locator('.chat-message--incoming[aria-busy="false"]:not(.chat-message--failed)');
    this.notAnswered = this.conversation.getByText('Not answered.');
  }

  /** Waits for the assistant on a breach, the one titled `title` when given. */
  async expectOpen(title?: string): Promise<void> {
    await expect(this.heading).toHaveText(title === undefined ? /^Ask about / : `Ask about ${title}`);
  }

  /** Types the question and sends it with Enter, once the box takes input. */
  async ask(question: string): Promise<void> {
    await expect(this.question).toBeEnabled();
    await this.question.fill(question);
    await this.question.press('Enter');
  }

  said(text: string): Locator {
    return this.conversation.getByText(text);
  }

  async retry(): Promise<void> {
    await this.conversation.getByRole('button', { name: 'Retry' }).click();
  }

  async backToDashboard(): Promise<void> {
    await this.page.getByRole('link', { name: '← Your dashboard' }).click();
  }
}
