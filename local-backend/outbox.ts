// Every code e-mail "sent" lands here and as one console line, so a person or a test can read it without a mail server.
import { randomUUID } from 'node:crypto';
import { codeMail, withNewest, type CodeMailKind, type OutboxMessageFields } from '../src/stand-ins/outbox/code-mail';

export type OutboxMessage = OutboxMessageFields & { readonly sentAt: string };

export type OutboxOptions = { readonly appOrigin: string; readonly log?: (line: string) => void; readonly capacity?: number };

type Mail = { readonly to: string; readonly code: string; readonly userAlias: string };

export class Outbox {
  private messages: OutboxMessage[] = [];
  private readonly appOrigin: string;
  private readonly log: (line: string) => void;
  private readonly capacity: number;

  constructor(options: OutboxOptions) {
    this.appOrigin = options.appOrigin;
    this.log = options.log ?? ((line) => console.log(line));
    this.capacity = options.capacity ?? 200;
  }

  sendCode(mail: Mail, now: number): OutboxMessage {
    return this.send('signIn', mail, now);
  }

  sendAddressCode(mail: Mail, now: number): OutboxMessage {
    return this.send('addressCode', mail, now);
  }

  sendSignUpConfirmation(mail: Mail & { readonly method: 'code' | 'link' }, now: number): OutboxMessage {
    return this.send(mail.method === 'link' ? 'signUpLink' : 'signUpCode', mail, now);
  }

  private send(kind: CodeMailKind, mail: Mail, now: number): OutboxMessage {
    const message: OutboxMessage = { id: randomUUID(), ...codeMail(kind, mail, this.appOrigin), sentAt: new Date(now).toISOString() };
    this.messages = withNewest(this.messages, message, this.capacity);
    this.log(`[outbox] code for ${mail.to}: ${mail.code}`);
    return message;
  }

  list(): readonly OutboxMessage[] {
    return this.messages;
  }

  latest(to?: string): OutboxMessage | undefined {
    const wanted = to?.trim().toLowerCase();
    return wanted === undefined ? this.messages[0] : this.messages.find((m) => m.to.toLowerCase() === wanted);
  }

  clear(): void {
    this.messages = [];
  }
}
