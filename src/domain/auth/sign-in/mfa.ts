import * as E from 'fp-ts/Either';
import { type AuthFailure, validationFailure } from '../failure/auth-failure';
import { isEmailAddress } from '../../email/email-shape';
import type { MfaType } from './sign-in-step';

const MFA_TYPES: readonly string[] = ['TOTP', 'SMS', 'EMAIL'] satisfies readonly MfaType[];

export const COGNITO_MFA_NAME: Readonly<Record<MfaType, string>> = { SMS: 'SMS_MFA', TOTP: 'SOFTWARE_TOKEN_MFA', EMAIL: 'EMAIL_OTP' };

const isMfaType = (value: string): value is MfaType => MFA_TYPES.includes(value);

export const validateMfaChoice = (answer: string): E.Either<AuthFailure, MfaType> =>
  isMfaType(answer) ? E.right(answer) : E.left(validationFailure('IncorrectMfaMethod'));

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
