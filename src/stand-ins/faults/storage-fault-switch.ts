// Offline-mode fault injection (README "Offline mode knobs"): localStorage['protect.offline.faults']
// maps an operation name to a fault, so a person or a test can see every fallback, the pending page
// and the error page without touching code. Read on every call, so a change applies at once.
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { BODY_FAULTS, type BodyFault } from './body-faults';

export const FAULTS_STORAGE_KEY = 'protect.offline.faults';

/** The demo delays as named presets: `{ "delay": "2s" }` is `{ "delayMs": 2000 }`. */
const DEMO_DELAYS = { '100ms': 100, '2s': 2000, '10s': 10_000 } as const;

/** One operation's fault: delay first (if any), then fail with a network error, a status, a named error or a broken body. */
const Fault = t.partial({
  delayMs: t.number,
  /** A demo-delay preset; delayMs wins when both are given. */
  delay: t.keyof(DEMO_DELAYS),
  status: t.number,
  network: t.boolean,
  /** A Cognito error name (auth operations), e.g. 'InternalErrorException'. */
  error: t.string,
  /** HTTP API operations: answer 200 with this broken body instead (protection-api/body-faults.ts). */
  body: t.keyof(Object.fromEntries(BODY_FAULTS.map((name) => [name, null])) as Record<BodyFault, null>),
});
type Fault = t.TypeOf<typeof Fault>;

const Faults = t.record(t.string, Fault);

/** What an operation should do after its delay. */
export type FaultOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'network' }
  | { readonly kind: 'error'; readonly name: string }
  | { readonly kind: 'body'; readonly body: BodyFault };

export type FaultSwitch = {
  /** Waits out the configured delay for `operation`, then says how it should fail, if at all. Never rejects. */
  apply(operation: string): Promise<FaultOutcome>;
};

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads faults from a Storage; a malformed value is ignored with one console warning per value. */
export function createStorageFaultSwitch(storage: Pick<Storage, 'getItem'> | undefined, sleep: Sleep = realSleep): FaultSwitch {
  let warnedAbout: string | null = null;

  const read = (operation: string): Fault | undefined => {
    const raw = storage?.getItem(FAULTS_STORAGE_KEY);
    if (!raw) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const decoded = Faults.decode(json);
    if (E.isLeft(decoded)) {
      if (warnedAbout !== raw) console.warn(`Ignoring ${FAULTS_STORAGE_KEY}: it must be a JSON object of operation → fault.`);
      warnedAbout = raw;
      return undefined;
    }
    return Object.prototype.hasOwnProperty.call(decoded.right, operation) ? decoded.right[operation] : undefined;
  };

  return {
    async apply(operation) {
      const fault = read(operation);
      if (!fault) return { kind: 'none' };
      const delayMs = fault.delayMs ?? (fault.delay === undefined ? 0 : DEMO_DELAYS[fault.delay]);
      if (delayMs > 0) await sleep(delayMs);
      if (fault.network) return { kind: 'network' };
      if (fault.status !== undefined) return { kind: 'status', status: fault.status };
      if (fault.error !== undefined) return { kind: 'error', name: fault.error };
      if (fault.body !== undefined) return { kind: 'body', body: fault.body };
      return { kind: 'none' };
    },
  };
}
