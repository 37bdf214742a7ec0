// Answers to the inline start's reads (start-up/early-reads.ts): each taken once, by a request of the same method, path,
// body and token, within EARLY_ANSWERS_FOR_MS; any other request is sent as usual.
import type { EarlyAnswers, JsonRequest } from './json-http-client';

export const EARLY_READS_GLOBAL = 'protectEarlyReads';
export const EARLY_ANSWERS_FOR_MS = 30_000;

/** What the inline start leaves on the window. */
export type EarlyReads = { readonly token: string; readonly at: number; readonly answers: Record<string, Promise<Response> | undefined> };

export const earlyReadKey = (request: JsonRequest): string =>
  `${request.method} ${request.path}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`;

export const earlyAnswersOf =
  (win: object, now: () => number = Date.now): EarlyAnswers =>
  (request, token) => {
    const reads = (win as { [EARLY_READS_GLOBAL]?: EarlyReads })[EARLY_READS_GLOBAL];
    if (reads?.token !== token || now() - reads.at > EARLY_ANSWERS_FOR_MS) return undefined;
    const key = earlyReadKey(request);
    const answer = reads.answers[key];
    delete reads.answers[key];
    return answer;
  };
