// Webpack builds the worker from this expression into its own chunk (same origin: the CSP's worker-src 'self').
import type { DecodingWorker } from './breach-status-parts';

export const createBreachStatusWorker = (): DecodingWorker =>
  new Worker(new URL(/* webpackChunkName: "breach-status-decoder" */ './breach-status.worker.ts', import.meta.url)) as unknown as DecodingWorker;
