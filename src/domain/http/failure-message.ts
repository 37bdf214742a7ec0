// The HTTP client's error texts (spec §8 "HTTP client errors"), for logs and error reports only; what
// a person reads comes from the message table.
import type { HttpFailure } from './http-failure';

export function describeHttpFailure(failure: HttpFailure): string {
  switch (failure.kind) {
    case 'Http':
      return `Request failed with status code ${failure.status}`;
    case 'Timeout':
      return 'Request timed out';
    case 'Network':
      return 'Network Error';
    case 'NoToken':
      return 'No token';
    case 'Decode':
      return `Unexpected response: ${failure.details.join('; ')}`;
  }
}

/** Whether the server said the resource does not exist (spec §8: a missing contract). */
export const isNotFound = (failure: HttpFailure): boolean => failure.kind === 'Http' && failure.status === 404;
