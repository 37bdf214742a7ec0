import { decodeFaults, type Fault, type FaultOperation } from './fault-schema';

const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  InternalErrorException: 'An internal error occurred (forced by the local fault switch).',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
  TooManyRequestsException: 'Rate exceeded',
  UserLambdaValidationException: 'PreSignUp failed with error Forced by the local fault switch.',
  NotAuthorizedException: 'Incorrect username or password.',
};

export const defaultFaultMessage = (error: string): string => DEFAULT_MESSAGES[error] ?? `${error} (forced by the local fault switch).`;

export class FaultSwitch {
  private faults = new Map<FaultOperation, Fault>();

  /** Replaces every fault; refuses the whole set (keeping the old one) if any entry is invalid in local mode. */
  set(value: unknown): { ok: true } | { ok: false; reason: string } {
    const { faults, problems } = decodeFaults(value, 'local');
    if (problems.length > 0) return { ok: false, reason: problems.join(' ') };
    this.faults = new Map(faults);
    return { ok: true };
  }

  clear(): void {
    this.faults.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }

  /** The fault for the first matching name (most specific first), counting one use of it. */
  take(names: readonly FaultOperation[]): Fault | undefined {
    for (const name of names) {
      const fault = this.faults.get(name);
      if (!fault) continue;
      if (fault.times !== undefined) {
        if (fault.times <= 1) this.faults.delete(name);
        else this.faults.set(name, { ...fault, times: fault.times - 1 });
      }
      return fault;
    }
    return undefined;
  }
}
