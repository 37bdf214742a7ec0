// The bearer value rides inside every request frame, never in the URL.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { MAX_CHAT_MESSAGE_LENGTH } from '../domain/chat/chat-state';
import { decodeJson, type JsonProblem } from './decode-report';

export const MAX_FRAME_CHARS = 256 * 1024;
const MAX_MESSAGE_CHARS = MAX_CHAT_MESSAGE_LENGTH;
export const MAX_HISTORY_MESSAGES = 200;

const Id = t.refinement(t.string, (s) => s.length > 0 && s.length <= 100, 'Id');
const BreachName = t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= 200, 'BreachName');

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

const WireMessage = t.type({ id: Id, content: t.string, type: t.keyof({ outgoing: null, incoming: null }), error: t.boolean });

const HistoryFrame = t.type({ type: t.literal('history'), request_id: Id, breach_name: t.string, messages: t.array(WireMessage) });
const ReplyFrame = t.type({ type: t.literal('reply'), request_id: Id, breach_name: t.string, id: Id, content: t.string, done: t.boolean });
const ErrorFrame = t.type({ type: t.literal('error'), request_id: t.union([Id, t.null]), error: t.string, message: t.string });
export const ServerFrame = t.union([HistoryFrame, ReplyFrame, ErrorFrame]);
export type ServerFrame = t.TypeOf<typeof ServerFrame>;

export type FrameProblem = { readonly kind: 'Oversized'; readonly details: readonly string[] } | JsonProblem;

export const decodeFrame = <C extends t.Mixed>(codec: C, text: string): E.Either<FrameProblem, t.TypeOf<C>> =>
  text.length > MAX_FRAME_CHARS ? E.left({ kind: 'Oversized', details: [`${text.length} characters`] }) : decodeJson<t.TypeOf<C>>(codec, text);

export const encodeFrame = (frame: ClientFrame | ServerFrame): string => JSON.stringify(frame);
