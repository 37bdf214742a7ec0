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

/** Wait `delayMs`, then fail: no answer (network), a status, an error (Cognito `__type`, API body `error`), a broken 200 body, chat frame or close. */
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

// Local only: message (offline failures carry the fake's wording), frame and close (offline chat breaks
// with body), times (offline never writes the value back). Offline only: network (local-backend answers).
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

type Operation = { readonly modes: readonly FaultMode[]; readonly means: string };

const FAULT_OPERATIONS = {
  session: { modes: OFFLINE, means: 'reading the session: any failure shows the error page, a long delay the pending page' },
  signUp: { modes: BOTH, means: 'SignUp' },
  signIn: { modes: BOTH, means: 'InitiateAuth (CUSTOM_AUTH): mails the code' },
  refresh: { modes: BOTH, means: 'InitiateAuth (REFRESH_TOKEN_AUTH)' },
  confirmSignIn: { modes: BOTH, means: 'RespondToAuthChallenge: checks the code' },
  signOut: { modes: BOTH, means: 'RevokeToken' },
  confirmSignUp: { modes: BOTH, means: 'ConfirmSignUp: checks the sign-up code' },
  resendSignUpCode: { modes: BOTH, means: 'ResendConfirmationCode' },
  getUser: { modes: LOCAL, means: 'GetUser' },
  listDevices: { modes: BOTH, means: 'ListDevices: the remembered devices' },
  passkeyOptions: {
    modes: BOTH,
    means: "the WEB_AUTHN challenge's sign-in options (CREDENTIAL_REQUEST_OPTIONS): body breaks them, the challenge itself still comes",
  },
  passkeyRegistrationOptions: {
    modes: BOTH,
    means: "StartWebAuthnRegistration's creation options (CredentialCreationOptions): body breaks them, the answer itself still comes",
  },
  forgetDevice: { modes: BOTH, means: 'ForgetDevice' },
  SignUp: { modes: LOCAL, means: 'the Cognito operation' },
  InitiateAuth: { modes: LOCAL, means: 'the Cognito operation' },
  RespondToAuthChallenge: { modes: LOCAL, means: 'the Cognito operation' },
  RevokeToken: { modes: LOCAL, means: 'the Cognito operation' },
  GetUser: { modes: LOCAL, means: 'the Cognito operation' },
  identity: { modes: BOTH, means: 'the identity pool: GetId and GetCredentialsForIdentity' },
  GetId: { modes: LOCAL, means: 'the identity-pool operation' },
  GetCredentialsForIdentity: { modes: LOCAL, means: 'the identity-pool operation' },
  hostedSignOut: { modes: BOTH, means: "the hosted sign-in page's sign-out (GET /logout)" },
  ConfirmSignUp: { modes: LOCAL, means: 'the Cognito operation' },
  ResendConfirmationCode: { modes: LOCAL, means: 'the Cognito operation' },
  subscriptionStatus: { modes: BOTH, means: 'POST /api/subscription-status' },
  dataBrokerDeletion: { modes: BOTH, means: 'GET /api/data-broker-deletion' },
  breachStatus: { modes: BOTH, means: 'POST /api/breach-status' },
  getBreachProgress: { modes: BOTH, means: 'GET /api/breach-progress' },
  setBreachFixed: { modes: BOTH, means: 'PUT /api/breach-progress' },
  getUserProfile: { modes: BOTH, means: 'GET /api/profile-info/user-profile' },
  saveUserProfile: { modes: BOTH, means: 'POST /api/profile-info/user-profile' },
  getEmailAddresses: { modes: BOTH, means: 'GET /api/profile-info/email-addresses' },
  addEmailAddress: { modes: BOTH, means: 'POST /api/profile-info/email-addresses' },
  verifyEmailAddress: { modes: BOTH, means: 'POST /verify/email-addresses' },
  setPrimaryEmailAddress: { modes: BOTH, means: 'PATCH /api/profile-info/email-addresses' },
  removeEmailAddress: { modes: BOTH, means: 'DELETE /api/profile-info/email-addresses' },
  getRemovalContract: { modes: BOTH, means: 'GET /api/data-broker-removal/contract' },
  requestRemovalContract: { modes: BOTH, means: 'POST /api/data-broker-removal/contract' },
  deleteRemovalContract: { modes: BOTH, means: 'DELETE /api/data-broker-removal/contract' },
  signRemovalContract: { modes: BOTH, means: 'POST /dev/removal-contract/sign: what a completed signing does' },
  userHash: { modes: BOTH, means: 'POST /hooks/protect-intercom-user-hashes' },
  chat: { modes: BOTH, means: 'a message on the chat socket' },
} as const satisfies Record<string, Operation>;

export type FaultOperation = keyof typeof FAULT_OPERATIONS;

const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFaultOperation = (name: string): name is FaultOperation => has(FAULT_OPERATIONS, name);
const isField = (key: string): key is keyof typeof FIELDS => has(FIELDS, key);

const operationsOf = (mode: FaultMode): string[] => Object.entries(FAULT_OPERATIONS).flatMap(([name, { modes }]) => (modes.includes(mode) ? [name] : []));
const fieldsOf = (mode: FaultMode): string[] => Object.entries(FIELDS).flatMap(([name, { modes }]) => (modes.includes(mode) ? [name] : []));
const onlyIn = (modes: readonly FaultMode[]): string => `${modes.join(' and ')} mode only`;

/** A fault that would do nothing is refused: it is most likely a mistake, and `times` would count it. */
const doesSomething = (fault: Record<string, unknown>): boolean =>
  Object.entries(fault).some(([key, value]) => key !== 'message' && key !== 'times' && value !== false);

function decodeFault(name: string, value: unknown, mode: FaultMode): readonly [FaultOperation, Fault] | string {
  if (!isFaultOperation(name)) return `Unknown operation '${name}'; use one of ${operationsOf(mode).join(', ')}.`;
  const { modes } = FAULT_OPERATIONS[name];
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
  if (!doesSomething(decoded))
    return `${name}: a fault must do something; give ${fieldsOf(mode)
      .filter((key) => key !== 'message' && key !== 'times')
      .join(', ')} or a combination.`;
  return [name, decoded];
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
