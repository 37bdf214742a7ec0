// The chatbot socket's frames (docs/api/chat-socket.md): JSON text frames, snake_case, the bearer
// value inside every request frame (never in the URL). Both directions live here, so the WebSocket
// adapter, the offline responder and local-backend cannot drift. Replies may stream in parts.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { MAX_CHAT_MESSAGE_LENGTH } from '../domain/chat/chat-state';
import { describeDecodeErrors } from './decode-report';

/** Frames longer than this are dropped unread (a reply part is a sentence; history is capped). */
export const MAX_FRAME_CHARS = 256 * 1024;
/** What one message may hold (the input caps it; the server refuses more). */
const MAX_MESSAGE_CHARS = MAX_CHAT_MESSAGE_LENGTH;
/** The most messages a history frame carries (the newest). */
export const MAX_HISTORY_MESSAGES = 200;

const Id = t.refinement(t.string, (s) => s.length > 0 && s.length <= 100, 'Id');
const BreachName = t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= 200, 'BreachName');

// ---- Client → server ------------------------------------------------------------------------

const FetchHistoryFrame = t.type({ action: t.literal('fetch.history'), request_id: Id, authorization: t.string, breach_name: BreachName });
const MessageFrame = t.type({
  action: t.literal('message'),
  request_id: Id,
  authorization: t.string,
  breach_name: BreachName,
  message: t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= MAX_MESSAGE_CHARS, 'Message'),
});
export const ClientFrame = t.union([FetchHistoryFrame, MessageFrame]);
export type ClientFrame = t.TypeOf<typeof ClientFrame>;

// ---- Server → client ------------------------------------------------------------------------

const WireMessage = t.type({ id: Id, content: t.string, type: t.keyof({ outgoing: null, incoming: null }), error: t.boolean });

const HistoryFrame = t.type({ type: t.literal('history'), request_id: Id, breach_name: t.string, messages: t.array(WireMessage) });
/** One part of the reply to the outgoing message `request_id`; parts share `id`; the last has `done`. */
const ReplyFrame = t.type({ type: t.literal('reply'), request_id: Id, breach_name: t.string, id: Id, content: t.string, done: t.boolean });
/** The request `request_id` failed (bad token, bad frame, server error): no answer will come. */
const ErrorFrame = t.type({ type: t.literal('error'), request_id: t.union([Id, t.null]), error: t.string, message: t.string });
export const ServerFrame = t.union([HistoryFrame, ReplyFrame, ErrorFrame]);
export type ServerFrame = t.TypeOf<typeof ServerFrame>;

export type FrameProblem = { readonly kind: 'Oversized' | 'NotJson' | 'Shape'; readonly details: readonly string[] };

/** A frame's text to a typed frame, or why not. Size first, so an oversized frame is never parsed. */
export function decodeFrame<C extends t.Mixed>(codec: C, text: string): E.Either<FrameProblem, t.TypeOf<C>> {
  if (text.length > MAX_FRAME_CHARS) return E.left({ kind: 'Oversized', details: [`${text.length} characters`] });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return E.left({ kind: 'NotJson', details: [] });
  }
  const decoded = codec.decode(json) as t.Validation<t.TypeOf<C>>;
  return E.isRight(decoded) ? decoded : E.left({ kind: 'Shape', details: describeDecodeErrors(decoded.left) });
}

export const encodeFrame = (frame: ClientFrame | ServerFrame): string => JSON.stringify(frame);
