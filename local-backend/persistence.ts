import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PoolState } from './cognito/pool';
import { isRecord } from './cognito/request';
import type { TokenFamily } from './cognito/tokens';
import { type StoredUser, USER_STATUSES } from './cognito/users';

export type DataFile = {
  readonly version: 1;
  readonly signingKeyPem: string;
  readonly users: readonly StoredUser[];
  readonly families: readonly TokenFamily[];
};

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isUser(value: unknown): value is StoredUser {
  if (!isRecord(value) || !isString(value.sub) || !isNumber(value.createdAt)) return false;
  if (!USER_STATUSES.some((status) => status === value.status)) return false;
  const { password } = value;
  if (password !== undefined && !(isRecord(password) && isString(password.salt) && isString(password.verifier))) return false;
  return isRecord(value.attributes) && Object.values(value.attributes).every(isString);
}

const FAMILY_FIELDS = { originJti: isString, sub: isString, authTime: isNumber, eventId: isString, refreshTokenHash: isString, expiresAt: isNumber };

function isFamily(value: unknown): value is TokenFamily {
  if (!isRecord(value) || !(value.revokedAt === undefined || isNumber(value.revokedAt))) return false;
  return Object.entries(FAMILY_FIELDS).every(([key, isValid]) => isValid(value[key]));
}

/** Undefined if the file does not exist; throws on a file that is not ours. */
export function loadDataFile(path: string): DataFile | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (isRecord(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
  const data: unknown = JSON.parse(text);
  if (!isRecord(data) || data.version !== 1 || !isString(data.signingKeyPem) || !Array.isArray(data.users) || !Array.isArray(data.families)) {
    throw new Error(`${path} is not a local-backend data file (version 1).`);
  }
  const users: unknown[] = data.users;
  const families: unknown[] = data.families;
  if (!users.every(isUser) || !families.every(isFamily)) throw new Error(`${path} holds malformed users or token families.`);
  return { version: 1, signingKeyPem: data.signingKeyPem, users, families };
}

export function saveDataFile(path: string, signingKeyPem: string, state: PoolState): void {
  const data: DataFile = { version: 1, signingKeyPem, users: state.users, families: state.families };
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
}
