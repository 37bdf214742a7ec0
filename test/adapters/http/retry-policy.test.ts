import { DEFAULT_RETRY_LIMIT, HTTP_TIMEOUT_MS, OWN_CLIENT_RETRY_LIMIT, retryDelayMs, shouldRetry } from '../../../src/adapters/http/retry-policy';

describe('HTTP retry policy', () => {
  it('times out after 10 s, retries twice by default and never for our own clients', () => {
    expect(HTTP_TIMEOUT_MS).toBe(10_000);
    expect(DEFAULT_RETRY_LIMIT).toBe(2);
    expect(OWN_CLIENT_RETRY_LIMIT).toBe(0);
  });

  it.each([408, 413, 429, 500, 502, 503, 504, undefined])('retries an idempotent GET after status %s', (status) => {
    expect(shouldRetry({ method: 'get', status, retriesSoFar: 0, limit: 2 })).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 501])('does not retry status %s', (status) => {
    expect(shouldRetry({ method: 'GET', status, retriesSoFar: 0, limit: 2 })).toBe(false);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])('treats %s as idempotent', (method) => {
    expect(shouldRetry({ method, status: 503, retriesSoFar: 1, limit: 2 })).toBe(true);
  });

  it.each(['POST', 'PATCH'])('never retries %s', (method) => {
    expect(shouldRetry({ method, status: 503, retriesSoFar: 0, limit: 2 })).toBe(false);
  });

  it('stops at the limit, and at once with limit 0', () => {
    expect(shouldRetry({ method: 'GET', status: 503, retriesSoFar: 2, limit: 2 })).toBe(false);
    expect(shouldRetry({ method: 'GET', status: 503, retriesSoFar: 0, limit: OWN_CLIENT_RETRY_LIMIT })).toBe(false);
  });

  it.each([
    [1, 300],
    [2, 600],
    [3, 1200],
  ])('waits 0.3·2^(n−1) s before retry %d', (n, ms) => {
    expect(retryDelayMs(n)).toBe(ms);
  });
});
