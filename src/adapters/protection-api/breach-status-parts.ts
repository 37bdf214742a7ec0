// Ranking 100,000 breaches, or cloning them, is a long task: an answer decoded off the page's thread is ranked there too.
import * as E from 'fp-ts/Either';
import { isRealExposure, type Breach, type BreachStatus, type Exposure, type TrackedBreach } from '../../domain/breach/breach';
import { rankBreaches } from '../../domain/breach/breach-ranking';
import type { HttpFailure } from '../../domain/http-failure';

export type BreachStatusPart =
  | { readonly kind: 'ranked'; readonly tracked: readonly TrackedBreach[] }
  | { readonly kind: 'hidden'; readonly breaches: readonly Breach[] }
  | { readonly kind: 'done'; readonly summary: { readonly hiddenCount: number; readonly exposure: readonly Exposure[] } | null }
  | { readonly kind: 'failed'; readonly failure: HttpFailure }
  /** The worker's script runs: the answer can be sent. */
  | { readonly kind: 'ready' };

/** Breaches per message, each one task of the page's thread: 2,000 took 100 to 500 ms on a busy 2-core machine. */
export const PART_SIZE = 500;

const inParts = <T, P>(list: readonly T[], part: (items: readonly T[]) => P): P[] =>
  Array.from({ length: Math.ceil(list.length / PART_SIZE) }, (_, i) => part(list.slice(i * PART_SIZE, (i + 1) * PART_SIZE)));

/** In order: the ranked breaches, those left out, then the summary (null: unknown). */
export function toParts(result: E.Either<HttpFailure, BreachStatus>): BreachStatusPart[] {
  if (E.isLeft(result)) return [{ kind: 'failed', failure: result.left }];
  const list = result.right.dataBreaches;
  if (list === null) return [{ kind: 'done', summary: null }];
  const { ranked, hiddenCount, exposure } = rankBreaches(list);
  return [
    ...inParts(ranked, (tracked): BreachStatusPart => ({ kind: 'ranked', tracked })),
    ...inParts(
      list.filter((b) => !isRealExposure(b)),
      (breaches): BreachStatusPart => ({ kind: 'hidden', breaches }),
    ),
    { kind: 'done', summary: { hiddenCount, exposure } },
  ];
}

export type DecodingWorker = {
  postMessage(body: Blob): void;
  onmessage: ((event: { readonly data: BreachStatusPart }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
};

/** A worker that cannot start or fails leaves the decoding to `fallback`, on this thread: slower, never lost (the worker gets the blob, not a copy). */
export async function decodeInWorker(
  body: Blob,
  createWorker: () => Promise<DecodingWorker>,
  fallback: (body: Blob) => Promise<E.Either<HttpFailure, BreachStatus>>,
): Promise<E.Either<HttpFailure, BreachStatus>> {
  let worker: DecodingWorker;
  try {
    worker = await createWorker();
  } catch {
    return fallback(body);
  }
  return new Promise((resolve) => {
    const ranked: TrackedBreach[] = [];
    const breaches: Breach[] = [];
    const hidden: Breach[] = [];
    const finish = (result: E.Either<HttpFailure, BreachStatus> | Promise<E.Either<HttpFailure, BreachStatus>>) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = ({ data }) => {
      if (data.kind === 'ready') worker.postMessage(body);
      else if (data.kind === 'ranked') {
        for (const tracked of data.tracked) {
          ranked.push(tracked);
          breaches.push(tracked.breach);
        }
      } else if (data.kind === 'hidden') for (const breach of data.breaches) hidden.push(breach);
      else if (data.kind === 'failed') finish(E.left(data.failure));
      else if (data.summary === null) finish(E.right({ dataBreaches: null }));
      else {
        for (const breach of hidden) breaches.push(breach);
        finish(E.right({ dataBreaches: breaches, ranking: { ranked, ...data.summary } }));
      }
    };
    worker.onerror = () => finish(fallback(body));
  });
}
