// Confirming a sign-up: the code or link a new, UNCONFIRMED user is sent, ConfirmSignUp and ResendConfirmationCode.
// Pure like the pool: time comes in as `now`, codes from `newCode`, mail out through `send`.
import { cognitoError } from './errors';

/** How a pool confirms new users: 'auto' (PreSignUp confirms them, the product's default), by a code, or by a link carrying it. */
export type SignUpConfirmation = 'auto' | 'code' | 'link';

/** The client may ask, per sign-up, to have the address confirmed (ClientMetadata); the trigger never skips a confirmation the pool requires. */
const CONFIRMATION_METADATA_KEY = 'signUpConfirmation';

export type ConfirmationMail = { readonly to: string; readonly code: string; readonly userAlias: string; readonly method: 'code' | 'link' };

/** A confirmation code is valid for 24 hours. */
const CONFIRMATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong codes before ConfirmSignUp answers LimitExceededException (until a new code is sent). */
const MAX_CONFIRMATION_FAILURES = 5;
/** Codes sent (sign-up included) per user and hour before ResendConfirmationCode answers LimitExceededException. */
const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const CONFIRM_MESSAGES = {
  codeMismatch: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  limitExceeded: 'Attempt limit exceeded, please try after some time.',
  alreadyConfirmed: 'User cannot be confirmed. Current status is CONFIRMED',
  resendConfirmed: 'User is already confirmed.',
} as const;

type Pending = {
  readonly code: string;
  readonly issuedAt: number;
  readonly failures: number;
  readonly method: 'code' | 'link';
  /** When each code for this user was sent, newest last, for the hourly limit. */
  readonly sentAt: readonly number[];
};

/** Any status but UNCONFIRMED is past confirming. */
type ConfirmableUser = { readonly sub: string; readonly status: string; readonly attributes: Readonly<Record<string, string>> };

export type CodeDelivery = { readonly Destination: string; readonly DeliveryMedium: 'EMAIL'; readonly AttributeName: 'email' };

export class SignUpConfirmations {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly deps: {
      readonly newCode: () => string;
      readonly send: (mail: ConfirmationMail, now: number) => void;
      readonly mask: (email: string) => string;
    },
  ) {}

  /** After SignUp left the user UNCONFIRMED: a first code, by the method asked for. */
  start(user: ConfirmableUser, method: 'code' | 'link', now: number): CodeDelivery {
    return this.issue(user, method, [], now);
  }

  /** ConfirmSignUp: the newest code only, within 24 h; a used-up code count needs a new code. */
  confirm(user: ConfirmableUser, code: string, now: number): void {
    if (user.status !== 'UNCONFIRMED') throw cognitoError('NotAuthorizedException', CONFIRM_MESSAGES.alreadyConfirmed);
    const pending = this.pending.get(user.sub);
    if (!pending || now - pending.issuedAt >= CONFIRMATION_CODE_TTL_MS) throw cognitoError('ExpiredCodeException', CONFIRM_MESSAGES.expiredCode);
    if (pending.failures >= MAX_CONFIRMATION_FAILURES) throw cognitoError('LimitExceededException', CONFIRM_MESSAGES.limitExceeded);
    if (code.trim() !== pending.code) {
      this.pending.set(user.sub, { ...pending, failures: pending.failures + 1 });
      throw cognitoError('CodeMismatchException', CONFIRM_MESSAGES.codeMismatch);
    }
    this.pending.delete(user.sub);
  }

  /** ResendConfirmationCode: a new code replaces the old one, by the method of the first. */
  resend(user: ConfirmableUser, now: number): CodeDelivery {
    if (user.status !== 'UNCONFIRMED') throw cognitoError('InvalidParameterException', CONFIRM_MESSAGES.resendConfirmed);
    const previous = this.pending.get(user.sub);
    const recent = (previous?.sentAt ?? []).filter((at) => now - at < HOUR_MS);
    if (recent.length >= MAX_CODES_PER_HOUR) throw cognitoError('LimitExceededException', CONFIRM_MESSAGES.limitExceeded);
    return this.issue(user, previous?.method ?? 'code', recent, now);
  }

  private issue(user: ConfirmableUser, method: 'code' | 'link', sentBefore: readonly number[], now: number): CodeDelivery {
    const email = user.attributes.email ?? '';
    const code = this.deps.newCode();
    this.pending.set(user.sub, { code, issuedAt: now, failures: 0, method, sentAt: [...sentBefore, now] });
    this.deps.send({ to: email, code, userAlias: user.attributes['custom:user_alias'] ?? '', method }, now);
    return { Destination: this.deps.mask(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
  }
}

/** The method a sign-up is confirmed by: the pool's requirement wins; else what the client asked for; else none ('auto'). */
export function confirmationFor(pool: SignUpConfirmation, clientMetadata: Readonly<Record<string, string>>): SignUpConfirmation {
  if (pool !== 'auto') return pool;
  const asked = clientMetadata[CONFIRMATION_METADATA_KEY];
  return asked === 'code' || asked === 'link' ? asked : 'auto';
}
