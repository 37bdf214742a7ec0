import * as E from 'fp-ts/Either';
import * as J from 'fp-ts/Json';
import type { BodyFault } from './body-faults';
import type { Fault } from './fault-schema';

export const FAULTS_STORAGE_KEY = 'protect.offline.faults';

export type FaultOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'network' }
  | { readonly kind: 'error'; readonly name: string }
  | { readonly kind: 'body'; readonly body: BodyFault };

export type FaultSwitch = {
  /** Waits out the configured delay first. Never rejects. */
  apply(operation: string): Promise<FaultOutcome>;
};

/** The service error a forced error name or status stands for. */
export const faultErrorName = (outcome: Extract<FaultOutcome, { kind: 'error' | 'status' }>): string =>
  outcome.kind === 'error' ? outcome.name : outcome.status >= 500 ? 'InternalErrorException' : 'InvalidParameterException';

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Nobody sees a refusal here: entries that decode apply, the rest are left out with a warning. The schema loads once set.
export function createStorageFaultSwitch(storage: Pick<Storage, 'getItem'> | undefined, sleep: Sleep = realSleep): FaultSwitch {
  let last: { readonly raw: string; readonly faults: ReadonlyMap<string, Fault> } | undefined;

  const read = async (operation: string): Promise<Fault | undefined> => {
    const raw = storage?.getItem(FAULTS_STORAGE_KEY);
    if (!raw) return undefined;
    if (last?.raw !== raw) {
      const schema = await import(/* webpackChunkName: "offline-faults" */ './fault-schema').catch(() => null);
      if (schema === null) {
        console.warn(`${FAULTS_STORAGE_KEY}: left out, as the code that reads it did not load.`);
        return undefined;
      }
      const { faults, problems } = schema.decodeFaults(E.getOrElseW(() => undefined)(J.parse(raw)), 'offline');
      if (problems.length > 0) console.warn(`${FAULTS_STORAGE_KEY}: left out what offline mode cannot apply. ${problems.join(' ')}`);
      last = { raw, faults };
    }
    return last.faults.get(operation);
  };

  return {
    async apply(operation) {
      const fault = await read(operation);
      if (!fault) return { kind: 'none' };
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.network) return { kind: 'network' };
      if (fault.status !== undefined) return { kind: 'status', status: fault.status };
      if (fault.error !== undefined) return { kind: 'error', name: fault.error };
      if (fault.body !== undefined) return { kind: 'body', body: fault.body };
      return { kind: 'none' };
    },
  };
}
