// A breach-status answer decoded off the main thread comes back in parts: one structured clone of
// 100,000 breaches would be one long task on the way back, as the decoding itself was.
import * as E from 'fp-ts/Either';
import type { Breach, BreachStatus } from '../../domain/breach/breach';
import type { HttpFailure } from '../../domain/http/http-failure';

export type BreachStatusPart =
  | { readonly kind: 'part'; readonly breaches: readonly Breach[] }
  | { readonly kind: 'done'; readonly unknown: boolean }
  | { readonly kind: 'failed'; readonly failure: HttpFailure };

/** Breaches per message: each structured clone a few milliseconds. */
export const PART_SIZE = 2_000;

/** The messages that carry a decoded answer, in order. */
export function toParts(result: E.Either<HttpFailure, BreachStatus>): BreachStatusPart[] {
  if (E.isLeft(result)) return [{ kind: 'failed', failure: result.left }];
  const list = result.right.dataBreaches;
  const parts: BreachStatusPart[] = [];
  for (let start = 0; list !== null && start < list.length; start += PART_SIZE) parts.push({ kind: 'part', breaches: list.slice(start, start + PART_SIZE) });
  return [...parts, { kind: 'done', unknown: list === null }];
}

/** The worker the answer's text is sent to; what it posts back arrives through `onmessage`. */
export type DecodingWorker = {
  postMessage(text: string): void;
  onmessage: ((event: { readonly data: BreachStatusPart }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
};

/**
 * Sends `text` to a new worker and gathers its parts into the answer. A worker that cannot start or
 * fails leaves the decoding to `fallback`, on this thread: slower, never lost.
 */
export async function decodeInWorker(
  text: string,
  createWorker: () => Promise<DecodingWorker>,
  fallback: (text: string) => E.Either<HttpFailure, BreachStatus>,
): Promise<E.Either<HttpFailure, BreachStatus>> {
  let worker: DecodingWorker;
  try {
    worker = await createWorker();
  } catch {
    return fallback(text);
  }
  return new Promise((resolve) => {
    const breaches: Breach[] = [];
    const finish = (result: E.Either<HttpFailure, BreachStatus>) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = ({ data }) => {
      if (data.kind === 'part') for (const breach of data.breaches) breaches.push(breach);
      else if (data.kind === 'failed') finish(E.left(data.failure));
      else finish(E.right({ dataBreaches: data.unknown ? null : breaches }));
    };
    worker.onerror = () => finish(fallback(text));
    worker.postMessage(text);
  });
}
