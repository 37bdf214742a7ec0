import { isEmailAddress } from '../../domain/email/email-shape';
import { decodeFaults, type Fault, type FaultOperation } from './fault-schema';

const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  InternalErrorException: 'An internal error occurred (forced by the local fault switch).',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
  TooManyRequestsException: 'Rate exceeded',
  UserLambdaValidationException: 'PreSignUp failed with error Forced by the local fault switch.',
  NotAuthorizedException: 'Incorrect username or password.',
};

export const defaultFaultMessage = (error: string): string => DEFAULT_MESSAGES[error] ?? `${error} (forced by the local fault switch).`;

const personKey = (address: string): string => address.trim().toLowerCase();

/** A person's faults (by e-mail address) win over the process-wide ones, so journeys of different people can share one server. */
export class FaultSwitch {
  private everyone = new Map<FaultOperation, Fault>();
  private readonly people = new Map<string, Map<FaultOperation, Fault>>();

  /** Refuses the whole set, keeping the old one, if any entry is invalid in local mode. */
  set(value: unknown, person?: string): { ok: true } | { ok: false; reason: string } {
    if (person !== undefined && !isEmailAddress(personKey(person))) return { ok: false, reason: 'Faults are set for an e-mail address.' };
    const { faults, problems } = decodeFaults(value, 'local');
    if (problems.length > 0) return { ok: false, reason: problems.join(' ') };
    if (person === undefined) this.everyone = new Map(faults);
    else this.people.set(personKey(person), new Map(faults));
    return { ok: true };
  }

  clear(person?: string): void {
    if (person === undefined) this.everyone.clear();
    else this.people.delete(personKey(person));
  }

  clearAll(): void {
    this.everyone.clear();
    this.people.clear();
  }

  list(person?: string): Record<string, Fault> {
    return Object.fromEntries((person === undefined ? this.everyone : this.people.get(personKey(person))) ?? []);
  }

  /** The first matching name (most specific first) wins; counts one use. */
  take(names: readonly FaultOperation[], person?: string): Fault | undefined {
    const own = person === undefined ? undefined : this.people.get(personKey(person));
    return (own && takeFrom(own, names)) ?? takeFrom(this.everyone, names);
  }
}

function takeFrom(faults: Map<FaultOperation, Fault>, names: readonly FaultOperation[]): Fault | undefined {
  for (const name of names) {
    const fault = faults.get(name);
    if (!fault) continue;
    if (fault.times !== undefined) {
      if (fault.times <= 1) faults.delete(name);
      else faults.set(name, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }
  return undefined;
}
