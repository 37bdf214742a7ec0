// The dev outbox: every code e-mail the pool "sends" lands here (and as one console line), so a person
// or a test can read the code and the /verify-code magic link without a mail server.
import { randomUUID } from 'node:crypto';

export type OutboxMessage = {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly code: string;
  readonly magicLink: string;
  /** ISO 8601. */
  readonly sentAt: string;
};

export type OutboxOptions = {
  /** Where the app runs; the magic link points at `${appOrigin}/verify-code`. */
  readonly appOrigin: string;
  readonly log?: (line: string) => void;
  /** Oldest messages are dropped beyond this. */
  readonly capacity?: number;
};

const CODE_SUBJECT = 'Your Protect sign-in code';
const ADDRESS_CODE_SUBJECT = 'Confirm your e-mail address for Protect';

/** The /verify-code token: base64url of the JSON the app's decodeVerifyCodeToken expects. */
const verifyCodeToken = (payload: { username: string; code: string; userAlias: string }): string =>
  Buffer.from(JSON.stringify({ username: payload.username, code: payload.code, userAlias: payload.userAlias }), 'utf8').toString('base64url');

export class Outbox {
  private messages: OutboxMessage[] = [];
  private readonly appOrigin: string;
  private readonly log: (line: string) => void;
  private readonly capacity: number;

  constructor(options: OutboxOptions) {
    this.appOrigin = options.appOrigin.replace(/\/+$/, '');
    this.log = options.log ?? ((line) => console.log(line));
    this.capacity = options.capacity ?? 200;
  }

  sendCode(mail: { to: string; code: string; userAlias: string }, now: number): OutboxMessage {
    return this.send({ ...mail, subject: CODE_SUBJECT, path: '/verify-code' }, now);
  }

  /** The code for an address added to an account: its link opens the dashboard's verify step. */
  sendAddressCode(mail: { to: string; code: string; userAlias: string }, now: number): OutboxMessage {
    return this.send({ ...mail, subject: ADDRESS_CODE_SUBJECT, path: '/dashboard' }, now);
  }

  private send(mail: { to: string; code: string; userAlias: string; subject: string; path: string }, now: number): OutboxMessage {
    const token = verifyCodeToken({ username: mail.to, code: mail.code, userAlias: mail.userAlias });
    const message: OutboxMessage = {
      id: randomUUID(),
      to: mail.to,
      subject: mail.subject,
      code: mail.code,
      magicLink: `${this.appOrigin}${mail.path}?token=${token}`,
      sentAt: new Date(now).toISOString(),
    };
    this.messages = [message, ...this.messages].slice(0, this.capacity);
    this.log(`[outbox] code for ${mail.to}: ${mail.code}`);
    return message;
  }

  /** Newest first. */
  list(): readonly OutboxMessage[] {
    return this.messages;
  }

  /** The newest message, to one address (case-insensitive) when given. */
  latest(to?: string): OutboxMessage | undefined {
    const wanted = to?.trim().toLowerCase();
    return wanted === undefined ? this.messages[0] : this.messages.find((m) => m.to.toLowerCase() === wanted);
  }

  clear(): void {
    this.messages = [];
  }
}
