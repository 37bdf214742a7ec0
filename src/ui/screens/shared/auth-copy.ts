import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import * as E from 'fp-ts/Either';
import type { AuthFailure } from '../../../domain/auth/failure/auth-failure';
import { VERIFY_CODE_LENGTH } from '../../../domain/auth/sign-in/verify-code';
import { normalizeSupportEmail } from '../../../domain/email/email-shape';
import { GENERIC_MESSAGE, toUserMessage } from '../../../domain/user-message';

export const EMAIL_REQUIRED: MessageDescriptor = msg`Enter your e-mail address.`;
export const EMAIL_INVALID: MessageDescriptor = msg`Enter an e-mail address like name@example.com.`;
const ACCOUNT_EXISTS = msg`An account with this e-mail address already exists. Sign in instead.`;
const NO_ACCOUNT_HINT = msg`Check the address, or create an account if you do not have one yet.`;
const OFFLINE_MESSAGE = msg`You are offline, or the connection dropped. Check your connection, then try again.`;
const EXPIRED = msg`This code has expired. Send a new code to sign in.`;
const ASKED_ELSEWHERE = msg`This code only works in the browser where you asked for it. Send a new code to sign in here.`;

export function codeIncomplete(): string {
  const length = VERIFY_CODE_LENGTH;
  return t`Enter the ${length}-digit code from the e-mail.`;
}

/** The trimmed, lower-cased e-mail, or the message to show; the pool has the final word. */
export function checkEmail(raw: string): E.Either<string, string> {
  return raw.trim() === '' ? E.left(i18n._(EMAIL_REQUIRED)) : E.fromOption(() => i18n._(EMAIL_INVALID))(normalizeSupportEmail(raw));
}

function authMessage(failure: AuthFailure): string {
  if (failure.kind === 'Service' && failure.code === 'UsernameExistsException') return i18n._(ACCOUNT_EXISTS);
  if (failure.kind === 'Network') return i18n._(OFFLINE_MESSAGE);
  if (failure.kind === 'SignInExpired') return i18n._(EXPIRED);
  if (failure.kind === 'SignInStateMissing') return i18n._(ASKED_ELSEWHERE);
  // The customer's words for it claim a new link was sent: only the code step says them, once it has.
  if (failure.kind === 'Internal') return i18n._(GENERIC_MESSAGE);
  return toUserMessage(failure);
}

/** The pending sign-in is over (expired, never in this browser, or its attempts used up): only a new code helps. */
export function needsNewCode(failure: AuthFailure): boolean {
  return (
    failure.kind === 'SignInExpired' ||
    failure.kind === 'SignInStateMissing' ||
    (failure.kind === 'ConfirmationFailed' && (failure.problem === 'NotAuthorized' || failure.problem === 'ExpiredCode'))
  );
}

export function authHint(failure: AuthFailure): string | null {
  return failure.kind === 'UserNotFound' ? i18n._(NO_ACCOUNT_HINT) : null;
}

export type ReportError = (error: unknown, context: string) => void;

/** authMessage that also reports what the app did not foresee: the one place every sign-in and security screen words a failure. */
export const reportingAuthMessage =
  (report: ReportError | undefined, context: string) =>
  (failure: AuthFailure): string => {
    const unforeseen = unforeseenFailure(failure);
    if (unforeseen !== null) report?.(unforeseen, context);
    return authMessage(failure);
  };

/** What to report of a failure the app did not foresee, else null; a service error by its code alone (its message may quote the address). */
function unforeseenFailure(failure: AuthFailure): unknown {
  if (failure.kind === 'Unexpected') return failure.cause;
  if (failure.kind === 'Service' && failure.code !== 'UsernameExistsException') return new Error(`User pool refused: ${failure.code}`);
  return null;
}
