// What the offline fault knobs do to the user pool's calls.
import { authFailureFromErrorCode } from '../../domain/auth/failure/auth-error-code';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { FaultOutcome } from '../../stand-ins/faults/storage-fault-switch';

export class OfflineFaultError extends Error {
  constructor(operation: string, detail: string) {
    super(`Offline fault on ${operation}: ${detail}`);
    this.name = 'OfflineFaultError';
  }
}

/** Broken bodies are an HTTP API fault; the user pool has none. */
export function authFailureOfFault(outcome: FaultOutcome, operation: string): AuthFailure | null {
  switch (outcome.kind) {
    case 'none':
    case 'body':
      return null;
    case 'network':
      return { kind: 'Network' };
    case 'error':
      return authFailureFromErrorCode(outcome.name, `Offline fault on ${operation}`);
    case 'status':
      return authFailureFromErrorCode(outcome.status >= 500 ? 'InternalErrorException' : 'InvalidParameterException', `Offline fault on ${operation}`);
  }
}
