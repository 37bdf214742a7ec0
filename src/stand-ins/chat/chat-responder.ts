// The chatbot service's side of the socket, for offline mode and local-backend alike.
import * as E from 'fp-ts/Either';
import * as J from 'fp-ts/Json';
import type { ChatMessage } from '../../domain/chat/chat-state';
import { HOSTILE_CHAT_LINKS } from '../faults/body-faults';
import { ClientFrame, decodeFrame, encodeFrame, MAX_FRAME_CHARS, MAX_HISTORY_MESSAGES, type ServerFrame } from '../../wire/chat-frames.wire';

export type ChatFault = {
  readonly delayMs?: number;
  readonly refuse?: boolean;
  /** Refused as if the token were not valid: nothing is kept of the message. */
  readonly refuseToken?: boolean;
  readonly closeMidAnswer?: boolean;
  readonly frame?: 'malformed-json' | 'wrong-types' | 'oversized';
  readonly hostileLinks?: boolean;
};

export type ChatHistoryStore = {
  read(userId: string, breachName: string): readonly ChatMessage[];
  write(userId: string, breachName: string, messages: readonly ChatMessage[]): void;
};

export const memoryChatHistoryStore = (): ChatHistoryStore => {
  const conversations = new Map<string, readonly ChatMessage[]>();
  const key = (userId: string, breachName: string) => JSON.stringify([userId, breachName.toLowerCase()]);
  return {
    read: (userId, breachName) => conversations.get(key(userId, breachName)) ?? [],
    write: (userId, breachName, messages) => void conversations.set(key(userId, breachName), messages),
  };
};

export type ChatResponderDeps = {
  readonly verify: (authorization: string) => Promise<{ readonly userId: string } | null>;
  readonly store: ChatHistoryStore;
  readonly answer: (breachName: string, question: string) => string;
  readonly parts: (answer: string) => readonly string[];
  readonly takeFault: (userId: string) => Promise<ChatFault | undefined>;
  readonly newId: () => string;
  readonly partDelayMs?: number;
};

export type ChatSession = { receive(text: string): Promise<void> };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function chatSession(deps: ChatResponderDeps, connection: { send(text: string): void; close(): void }): ChatSession {
  const send = (frame: ServerFrame) => connection.send(encodeFrame(frame));
  const refuse = (requestId: string | null, error: string, message: string) => send({ type: 'error', request_id: requestId, error, message });

  return {
    async receive(text) {
      const decoded = decodeFrame(ClientFrame, text);
      if (E.isLeft(decoded)) {
        const details = decoded.left.details.length ? ` (${decoded.left.details.join(', ')})` : '';
        return refuse(requestIdOf(text), 'BadRequest', `The frame was refused: ${decoded.left.kind}${details}.`);
      }
      const frame = decoded.right;
      const caller = await deps.verify(frame.authorization);
      if (!caller) return refuse(frame.request_id, 'Unauthorized', 'Missing or invalid bearer token.');
      const breachName = frame.breach_name.trim();
      if (frame.action === 'fetch.history') {
        const messages = [...deps.store.read(caller.userId, breachName)].slice(-MAX_HISTORY_MESSAGES);
        return send({ type: 'history', request_id: frame.request_id, breach_name: breachName, messages });
      }
      const outgoing: ChatMessage = { id: frame.request_id, content: frame.message, type: 'outgoing', error: false };
      const before = deps.store.read(caller.userId, breachName).filter((m) => !m.error);
      const keep = (...messages: ChatMessage[]) => deps.store.write(caller.userId, breachName, [...before, ...messages]);
      const failed = { ...outgoing, error: true };
      const fault = await deps.takeFault(caller.userId);
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.refuseToken) return refuse(frame.request_id, 'Unauthorized', 'Missing or invalid bearer token.');
      if (fault?.refuse) {
        keep(failed);
        return refuse(frame.request_id, 'InternalError', 'The answer could not be made (forced by the fault switch).');
      }
      const answer = deps.answer(breachName, frame.message);
      const reply = fault?.hostileLinks ? `${answer}\n\n${HOSTILE_CHAT_LINKS}` : answer;
      const parts = deps.parts(reply);
      const replyId = deps.newId();
      for (const [i, content] of parts.entries()) {
        const part: ServerFrame = { type: 'reply', request_id: frame.request_id, breach_name: breachName, id: replyId, content, done: i === parts.length - 1 };
        if (i === 0 && fault?.frame) {
          connection.send(brokenFrame(fault.frame, encodeFrame(part)));
          return keep(failed);
        }
        send(part);
        if (i === 0 && fault?.closeMidAnswer) {
          keep(failed);
          return connection.close();
        }
        if (i < parts.length - 1 && deps.partDelayMs) await sleep(deps.partDelayMs);
      }
      keep(outgoing, { id: replyId, content: reply, type: 'incoming', error: false });
    },
  };
}

/** So that the client can fail the request of a frame that does not decode. */
function requestIdOf(text: string): string | null {
  const json = text.length > MAX_FRAME_CHARS ? null : E.getOrElseW(() => null)(J.parse(text));
  const id = typeof json === 'object' && json !== null ? (json as Record<string, unknown>).request_id : undefined;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
}

function brokenFrame(kind: NonNullable<ChatFault['frame']>, frame: string): string {
  switch (kind) {
    case 'malformed-json':
      return frame.slice(0, Math.floor(frame.length / 2));
    case 'wrong-types':
      return JSON.stringify({ type: 'reply', request_id: 42, id: ['x'], content: { text: 'x' }, done: 'yes' });
    case 'oversized':
      return JSON.stringify({ type: 'reply', padding: 'x'.repeat(1024 * 1024) });
  }
}
