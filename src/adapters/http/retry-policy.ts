export const HTTP_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRY_LIMIT = 2;
export const OWN_CLIENT_RETRY_LIMIT = 0;

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 413, 429, 500, 502, 503, 504]);

export type RetryQuestion = {
  readonly method: string;
  /** Undefined when no answer arrived (network error or time-out). */
  readonly status: number | undefined;
  readonly retriesSoFar: number;
  readonly limit: number;
};

export const shouldRetry = ({ method, status, retriesSoFar, limit }: RetryQuestion): boolean =>
  retriesSoFar < limit && IDEMPOTENT_METHODS.has(method.toUpperCase()) && (status === undefined || RETRYABLE_STATUSES.has(status));

export const retryDelayMs = (retryNumber: number): number => 300 * 2 ** (retryNumber - 1);
