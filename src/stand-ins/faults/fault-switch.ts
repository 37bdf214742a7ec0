// The dev fault switch: `PUT /faults` maps a Cognito operation (or the app's name for it), or a
// Protection / Hooks API operation, to a forced error, status, broken body and/or delay, so every
// failure path of the app can be exercised against the local peer.
import { isBodyFault, type BodyFault } from './body-faults';

export type Fault = {
  /** Any Cognito `__type`, e.g. 'InternalErrorException'; absent means delay only. */
  readonly error?: string;
  readonly message?: string;
  /** HTTP status override; by default 500 for InternalErrorException, else 400 (HTTP API operations: 500). */
  readonly status?: number;
  /** HTTP API operations: answer 200 with this broken body (src/adapters/protection-api/body-faults.ts). */
  readonly body?: BodyFault;
  /** `chat`: send this broken frame instead of the reply's first part. */
  readonly frame?: 'malformed-json' | 'wrong-types' | 'oversized';
  /** `chat`: send the reply's first part, then close the connection. */
  readonly close?: boolean;
  readonly delayMs?: number;
  /** How many calls the fault applies to; absent means until cleared. */
  readonly times?: number;
};

/** The operations faults may target: protocol names and the app's names (README "Offline mode knobs"). */
const FAULT_OPERATIONS = {
  SignUp: 'SignUp',
  InitiateAuth: 'InitiateAuth',
  RespondToAuthChallenge: 'RespondToAuthChallenge',
  RevokeToken: 'RevokeToken',
  GetUser: 'GetUser',
  signUp: 'SignUp',
  signIn: 'InitiateAuth (CUSTOM_AUTH)',
  refresh: 'InitiateAuth (REFRESH_TOKEN_AUTH)',
  confirmSignIn: 'RespondToAuthChallenge',
  signOut: 'RevokeToken',
  getUser: 'GetUser',
  // The Protection API, the verification endpoint and the Hooks API, by the offline fault names.
  subscriptionStatus: 'POST /api/subscription-status',
  dataBrokerDeletion: 'GET /api/data-broker-deletion',
  breachStatus: 'POST /api/breach-status',
  getUserProfile: 'GET /api/profile-info/user-profile',
  saveUserProfile: 'POST /api/profile-info/user-profile',
  getEmailAddresses: 'GET /api/profile-info/email-addresses',
  addEmailAddress: 'POST /api/profile-info/email-addresses',
  verifyEmailAddress: 'POST /verify/email-addresses',
  setPrimaryEmailAddress: 'PATCH /api/profile-info/email-addresses',
  removeEmailAddress: 'DELETE /api/profile-info/email-addresses',
  getRemovalContract: 'GET /api/data-broker-removal/contract',
  requestRemovalContract: 'POST /api/data-broker-removal/contract',
  deleteRemovalContract: 'DELETE /api/data-broker-removal/contract',
  userHash: 'POST /hooks/protect-intercom-user-hashes',
  signRemovalContract: 'POST /dev/removal-contract/sign',
  chat: 'message on the /chat socket',
} as const;

export type FaultOperation = keyof typeof FAULT_OPERATIONS;

const isFaultOperation = (name: string): name is FaultOperation => Object.prototype.hasOwnProperty.call(FAULT_OPERATIONS, name);

const MAX_DELAY_MS = 120_000;

const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  InternalErrorException: 'An internal error occurred (forced by the local fault switch).',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
  TooManyRequestsException: 'Rate exceeded',
  UserLambdaValidationException: 'PreSignUp failed with error Forced by the local fault switch.',
  NotAuthorizedException: 'Incorrect username or password.',
};

export const defaultFaultMessage = (error: string): string => DEFAULT_MESSAGES[error] ?? `${error} (forced by the local fault switch).`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** A fault from untrusted JSON, or the reason it is refused. */
function parseFault(name: string, value: unknown): Fault | string {
  if (!isRecord(value)) return `${name}: a fault must be an object`;
  const fault: { -readonly [K in keyof Fault]: Fault[K] } = {};
  const { error, message, status, delayMs, times, body, frame, close } = value;
  if (error !== undefined) {
    if (typeof error !== 'string' || !/^[A-Za-z0-9_.:#-]{1,128}$/.test(error)) return `${name}.error must be an error type name`;
    fault.error = error;
  }
  if (message !== undefined) {
    if (typeof message !== 'string' || message.length > 1000) return `${name}.message must be a string`;
    fault.message = message;
  }
  if (status !== undefined) {
    if (!isCount(status, 599) || status < 400) return `${name}.status must be an HTTP error status`;
    fault.status = status;
  }
  if (delayMs !== undefined) {
    if (!isCount(delayMs, MAX_DELAY_MS)) return `${name}.delayMs must be 0…${MAX_DELAY_MS}`;
    fault.delayMs = delayMs;
  }
  if (times !== undefined) {
    if (!isCount(times, 1_000_000) || times < 1) return `${name}.times must be a positive integer`;
    fault.times = times;
  }
  if (body !== undefined) {
    if (!isBodyFault(body)) return `${name}.body must be one of malformed-json, html, wrong-types, prototype-pollution`;
    fault.body = body;
  }
  if (frame !== undefined) {
    if (frame !== 'malformed-json' && frame !== 'wrong-types' && frame !== 'oversized') return `${name}.frame must be one of malformed-json, wrong-types, oversized`;
    fault.frame = frame;
  }
  if (close !== undefined) {
    if (typeof close !== 'boolean') return `${name}.close must be true or false`;
    fault.close = close;
  }
  if (fault.error === undefined && fault.delayMs === undefined && fault.status === undefined && fault.body === undefined && fault.frame === undefined && fault.close !== true) {
    return `${name}: give an error, a status, a body, a frame, close, a delayMs or a combination`;
  }
  return fault;
}

export class FaultSwitch {
  private faults = new Map<FaultOperation, Fault>();

  /** Replaces every fault; refuses the whole set (keeping the old one) if any entry is invalid. */
  set(value: unknown): { ok: true } | { ok: false; reason: string } {
    if (!isRecord(value)) return { ok: false, reason: 'The body must be a JSON object of operation → fault.' };
    const next = new Map<FaultOperation, Fault>();
    for (const [name, raw] of Object.entries(value)) {
      if (!isFaultOperation(name)) return { ok: false, reason: `Unknown operation '${name}'; use one of ${Object.keys(FAULT_OPERATIONS).join(', ')}.` };
      const fault = parseFault(name, raw);
      if (typeof fault === 'string') return { ok: false, reason: fault };
      next.set(name, fault);
    }
    this.faults = next;
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
