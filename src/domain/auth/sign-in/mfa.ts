import * as E from 'fp-ts/Either';
import { type AuthFailure, validationFailure } from '../failure/auth-failure';
import { isEmailAddress } from '../../email/email-shape';
import type { MfaType } from './sign-in-step';

const MFA_TYPES: readonly string[] = ['TOTP', 'SMS', 'EMAIL'] satisfies readonly MfaType[];

export const COGNITO_MFA_NAME: Readonly<Record<MfaType, string>> = { SMS: 'SMS_MFA', TOTP: 'SOFTWARE_TOKEN_MFA', EMAIL: 'EMAIL_OTP' };

const isMfaType = (value: string): value is MfaType => MFA_TYPES.includes(value);

export const validateMfaChoice = (answer: string): E.Either<AuthFailure, MfaType> =>
  isMfaType(answer) ? E.right(answer) : E.left(validationFailure('IncorrectMfaMethod'));

/** A method absent from a preference is left as it is. */
export type MfaMethodPreference = { readonly enabled: boolean; readonly preferred: boolean };
export type MfaPreference = { readonly totp?: MfaMethodPreference; readonly email?: MfaMethodPreference; readonly sms?: MfaMethodPreference };
export type MfaSettings = { readonly enabled: readonly MfaType[]; readonly preferred?: MfaType };

const MFA_BY_NAME: Readonly<Record<string, MfaType>> = { SMS_MFA: 'SMS', SOFTWARE_TOKEN_MFA: 'TOTP', EMAIL_OTP: 'EMAIL' };

export const mfaNamed = (name: string | undefined): MfaType | undefined =>
  name !== undefined && Object.hasOwn(MFA_BY_NAME, name) ? MFA_BY_NAME[name] : undefined;

export function mfaSettingsFrom(list: readonly string[] | undefined, preferred: string | undefined): MfaSettings {
  const enabled = (list ?? []).flatMap((name) => mfaNamed(name) ?? []);
  const chosen = mfaNamed(preferred);
  return chosen === undefined ? { enabled } : { enabled, preferred: chosen };
}

export type MfaSetupAnswer =
  | { readonly type: 'choose'; readonly mfa: 'EMAIL' | 'TOTP' }
  | { readonly type: 'totp-code'; readonly code: string }
  | { readonly type: 'email'; readonly email: string };

export function validateMfaSetupAnswer(answer: string): E.Either<AuthFailure, MfaSetupAnswer> {
  if (answer === 'EMAIL' || answer === 'TOTP') return E.right({ type: 'choose', mfa: answer });
  if (/^[0-9]+$/.test(answer)) return E.right({ type: 'totp-code', code: answer });
  if (isEmailAddress(answer)) return E.right({ type: 'email', email: answer });
  return E.left(validationFailure('InvalidMfaSetupAnswer'));
}
