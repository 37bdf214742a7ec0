import { BODY_FAULTS, type BodyFault } from './body-faults';

export type FaultMode = 'offline' | 'local';

const BOTH: readonly FaultMode[] = ['offline', 'local'];
const OFFLINE: readonly FaultMode[] = ['offline'];
const LOCAL: readonly FaultMode[] = ['local'];

const FRAME_FAULTS = ['malformed-json', 'wrong-types', 'oversized'] as const;
type FrameFault = (typeof FRAME_FAULTS)[number];

const DEMO_DELAYS = { '100ms': 100, '2s': 2000, '10s': 10_000 } as const;
type DemoDelay = keyof typeof DEMO_DELAYS;

const MAX_DELAY_MS = 120_000;

/** Wait `delayMs`, then fail: no answer, a status, an error name, a broken 200 body, chat frame or close. */
export type Fault = {
  readonly error?: string;
  readonly message?: string;
  readonly status?: number;
  readonly network?: boolean;
  readonly body?: BodyFault;
  readonly frame?: FrameFault;
  readonly close?: boolean;
  readonly delayMs?: number;
  readonly times?: number;
};

type Field<T> = { readonly modes: readonly FaultMode[]; readonly accepts: string; readonly is: (value: unknown) => value is T };

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
const wholeNumber =
  (min: number, max: number) =>
  (value: unknown): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

// Offline failures carry the fake's wording and break chat with `body`, and offline mode never counts `times` down;
// local-backend always answers, so `network` is offline only.
const FIELDS: { readonly [K in keyof Fault]-?: Field<NonNullable<Fault[K]>> } & { readonly delay: Field<DemoDelay> } = {
  error: {
    modes: BOTH,
    accepts: 'an error name (1–128 letters, digits or _.:#-)',
    is: (value): value is string => typeof value === 'string' && /^[A-Za-z0-9_.:#-]{1,128}$/.test(value),
  },
  message: { modes: LOCAL, accepts: 'a string of at most 1000 characters', is: (value): value is string => typeof value === 'string' && value.length <= 1000 },
  status: { modes: BOTH, accepts: 'an HTTP error status (400…599)', is: wholeNumber(400, 599) },
  network: { modes: OFFLINE, accepts: 'true or false', is: isBoolean },
  body: { modes: BOTH, accepts: `one of ${BODY_FAULTS.join(', ')}`, is: oneOf(BODY_FAULTS) },
  frame: { modes: LOCAL, accepts: `one of ${FRAME_FAULTS.join(', ')}`, is: oneOf(FRAME_FAULTS) },
  close: { modes: LOCAL, accepts: 'true or false', is: isBoolean },
  delayMs: { modes: BOTH, accepts: `a whole number of milliseconds, 0…${MAX_DELAY_MS}`, is: wholeNumber(0, MAX_DELAY_MS) },
  delay: { modes: BOTH, accepts: `one of ${Object.keys(DEMO_DELAYS).join(', ')}`, is: oneOf(Object.keys(DEMO_DELAYS) as DemoDelay[]) },
  times: { modes: LOCAL, accepts: 'a positive whole number', is: wholeNumber(1, 1_000_000) },
};

const FAULT_OPERATIONS = {
  session: OFFLINE,
  signUp: BOTH,
  signIn: BOTH,
  refresh: BOTH,
  confirmSignIn: BOTH,
  signOut: BOTH,
  confirmSignUp: BOTH,
  resendSignUpCode: BOTH,
  getUser: LOCAL,
  listDevices: BOTH,
  passkeyOptions: BOTH,
  passkeyRegistrationOptions: BOTH,
  forgetDevice: BOTH,
  setRegion: BOTH,
  SignUp: LOCAL,
  InitiateAuth: LOCAL,
  RespondToAuthChallenge: LOCAL,
  RevokeToken: LOCAL,
  GetUser: LOCAL,
  identity: BOTH,
  GetId: LOCAL,
  GetCredentialsForIdentity: LOCAL,
  hostedSignOut: BOTH,
  ConfirmSignUp: LOCAL,
  ResendConfirmationCode: LOCAL,
  subscriptionStatus: BOTH,
  dataBrokerDeletion: BOTH,
  breachStatus: BOTH,
  getBreachProgress: BOTH,
  markVisit: BOTH,
  setBreachFixed: BOTH,
  getUserProfile: BOTH,
  saveUserProfile: BOTH,
  getEmailAddresses: BOTH,
  addEmailAddress: BOTH,
  verifyEmailAddress: BOTH,
  setPrimaryEmailAddress: BOTH,
  removeEmailAddress: BOTH,
  getRemovalContract: BOTH,
  requestRemovalContract: BOTH,
  deleteRemovalContract: BOTH,
  signRemovalContract: BOTH,
  userHash: BOTH,
  chat: BOTH,
} as const satisfies Record<string, readonly FaultMode[]>;

export type FaultOperation = keyof typeof FAULT_OPERATIONS;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFaultOperation = (name: string): name is FaultOperation => Object.hasOwn(FAULT_OPERATIONS, name);
const isField = (key: string): key is keyof typeof FIELDS => Object.hasOwn(FIELDS, key);

const operationsOf = (mode: FaultMode): string[] => Object.entries(FAULT_OPERATIONS).flatMap(([name, modes]) => (modes.includes(mode) ? [name] : []));
const fieldsOf = (mode: FaultMode): string[] => Object.entries(FIELDS).flatMap(([name, { modes }]) => (modes.includes(mode) ? [name] : []));
const onlyIn = (modes: readonly FaultMode[]): string => `${modes.join(' and ')} mode only`;

/** Fields that do nothing on their own: a fault of only these is most likely a mistake, and `times` would count it. */
const EFFECTLESS: readonly string[] = ['message', 'times'];
const doesSomething = (fault: Record<string, unknown>): boolean => Object.entries(fault).some(([key, value]) => !EFFECTLESS.includes(key) && value !== false);

function decodeFault(name: string, value: unknown, mode: FaultMode): readonly [FaultOperation, Fault] | string {
  if (!isFaultOperation(name)) return `Unknown operation '${name}'; use one of ${operationsOf(mode).join(', ')}.`;
  const modes = FAULT_OPERATIONS[name];
  if (!modes.includes(mode)) return `'${name}' is ${onlyIn(modes)}; use one of ${operationsOf(mode).join(', ')}.`;
  if (!isRecord(value)) return `${name}: a fault must be an object.`;
  const fault: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!isField(key)) return `${name}.${key} is not a fault field; use ${fieldsOf(mode).join(', ')}.`;
    const spec: Field<unknown> = FIELDS[key];
    if (!spec.modes.includes(mode)) return `${name}.${key} is ${onlyIn(spec.modes)}.`;
    if (!spec.is(field)) return `${name}.${key} must be ${spec.accepts}.`;
    fault[key] = field;
  }
  const { delay, ...rest } = fault as Fault & { delay?: DemoDelay };
  const decoded: Fault = delay === undefined ? rest : { ...rest, delayMs: rest.delayMs ?? DEMO_DELAYS[delay] };
  const effective = fieldsOf(mode).filter((key) => !EFFECTLESS.includes(key));
  return doesSomething(decoded) ? [name, decoded] : `${name}: a fault must do something; give ${effective.join(', ')} or a combination.`;
}

export type DecodedFaults = { readonly faults: ReadonlyMap<FaultOperation, Fault>; readonly problems: readonly string[] };

export function decodeFaults(value: unknown, mode: FaultMode): DecodedFaults {
  if (!isRecord(value)) return { faults: new Map(), problems: ['The faults must be a JSON object of operation → fault.'] };
  const faults = new Map<FaultOperation, Fault>();
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(value)) {
    const decoded = decodeFault(name, raw, mode);
    if (typeof decoded === 'string') problems.push(decoded);
    else faults.set(...decoded);
  }
  return { faults, problems };
}
