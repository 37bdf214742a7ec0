import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BreachConversations } from '../../../application/chat/breach-conversations';
import type { GetBreachStatus } from '../../../application/breaches';
import type { Breach } from '../../../domain/breach/breach';
import { buildBreachKey, toBreachRef, type BreachRef } from '../../../domain/breach/breach-key';
import { canSend, MAX_CHAT_MESSAGE_LENGTH, type ChatState } from '../../../domain/chat/chat-state';

/** Known: among the person's breaches, its facts shown; unknown: not among them, or a malformed link; unavailable: unread, the chat still works. */
type BreachFacts = { readonly state: 'loading' | 'unknown' | 'unavailable' } | { readonly state: 'known'; readonly breach: Breach };

type ChatbotDeps = {
  readonly conversations: Pick<BreachConversations, 'open' | 'state' | 'send' | 'retry' | 'subscribe'>;
  readonly getBreachStatus: GetBreachStatus;
  /** Told the breach's catalogue, never which breach. */
  readonly track: (name: 'view' | 'message' | 'response', breachSource: string) => void;
};

/** Untrusted, from the link. */
type ChatbotInput = { readonly breachName: string | null; readonly source: string | null };

const SUGGESTED_QUESTIONS = [
  msg`What was leaked?`,
  msg`Am I at risk?`,
  msg`What should I do first?`,
  msg`Is my password exposed?`,
  msg`I never used this site. Why am I in it?`,
] as const;

export class ChatbotViewModel {
  readonly ref: BreachRef | null;
  readonly key: string | null;
  facts: BreachFacts = { state: 'loading' };
  conversation: ChatState | null = null;
  loadError: string | null = null;
  draft = '';

  constructor(
    private readonly deps: ChatbotDeps,
    input: ChatbotInput,
  ) {
    this.ref = O.toNullable(toBreachRef(input.source, input.breachName?.trim()));
    this.key = this.ref ? buildBreachKey(this.ref) : null;
    if (!this.ref) this.facts = { state: 'unknown' };
    makeAutoObservable<this, 'deps'>(this, { deps: false, ref: false, key: false }, { autoBind: true });
  }

  get title(): string {
    return this.facts.state === 'known' ? this.facts.breach.title : (this.ref?.breachName ?? '');
  }

  get suggestions(): readonly string[] {
    const asked = new Set((this.conversation?.messages ?? []).filter((m) => m.type === 'outgoing').map((m) => m.content));
    return SUGGESTED_QUESTIONS.map((question) => i18n._(question)).filter((question) => !asked.has(question));
  }

  get canSend(): boolean {
    return this.conversation !== null && canSend(this.conversation, this.draft);
  }

  /** The conversation and the breach's facts, in parallel; records the view. Nothing for a malformed link. */
  async load(): Promise<void> {
    if (this.key === null || this.ref === null) return;
    this.deps.track('view', this.ref.source);
    await Promise.all([this.openConversation(this.key), this.readFacts(this.ref)]);
  }

  attach(): () => void {
    const key = this.key;
    if (key === null) return () => undefined;
    this.follow(key);
    return this.deps.conversations.subscribe((changed) => {
      if (changed === key) this.follow(key);
    });
  }

  setDraft(value: string): void {
    this.draft = value.slice(0, MAX_CHAT_MESSAGE_LENGTH);
  }

  /** Sends the draft; it is cleared only once the message is on its way (what was typed is never lost). */
  async send(text: string = this.draft): Promise<void> {
    const key = this.key;
    if (key === null || this.conversation === null || !canSend(this.conversation, text)) return;
    const typed = this.draft;
    const sent = await this.deps.conversations.send(key, text);
    if (!sent) return;
    this.deps.track('message', this.ref?.source ?? '');
    runInAction(() => {
      if (this.draft === typed && text === typed) this.draft = '';
    });
  }

  async retry(id: string): Promise<void> {
    if (this.key !== null && (await this.deps.conversations.retry(this.key, id))) this.deps.track('message', this.ref?.source ?? '');
  }

  async reload(): Promise<void> {
    this.loadError = null;
    if (this.key !== null) await this.openConversation(this.key);
  }

  private async openConversation(key: string): Promise<void> {
    const opened = await this.deps.conversations.open(key);
    runInAction(() => {
      if (E.isRight(opened)) this.conversation = opened.right.state;
      else this.loadError = t`The assistant cannot be reached right now. Check your connection and try again.`;
    });
  }

  private async readFacts(ref: BreachRef): Promise<void> {
    const { dataBreaches } = await this.deps.getBreachStatus();
    const breach = dataBreaches?.find((b) => b.name.toLowerCase() === ref.breachName.toLowerCase());
    runInAction(() => (this.facts = dataBreaches === null ? { state: 'unavailable' } : breach ? { state: 'known', breach } : { state: 'unknown' }));
  }

  private follow(key: string): void {
    const before = this.conversation;
    const now = O.toNullable(this.deps.conversations.state(key));
    this.conversation = now;
    const last = now?.messages[now.messages.length - 1];
    if (before?.isPending && now && !now.isPending && last?.type === 'incoming') this.deps.track('response', this.ref?.source ?? '');
  }
}
