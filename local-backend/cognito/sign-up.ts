// SignUp, and confirming a new user by the code (or a link carrying it) mailed: ConfirmSignUp, ResendConfirmationCode.
// A new password by a mailed code, after a reset an administrator required or a forgotten one: ForgotPassword, ConfirmForgotPassword.
import { MESSAGES, cognitoError, invalid } from './errors';
import { type JsonObject, type Strings, nameValueList, optionalString, requiredString, stringMap } from './request';
import type { PoolCore } from './sessions';
import type { SignUpConfirmation } from './settings';
import { type CodeMail, type Triggers, runTrigger } from './triggers';
import { makeVerifier } from './srp';
import { type StoredUser, WRITABLE_ATTRIBUTES, aliasOf, checkEmail, checkPasswordPolicy, maskEmail } from './users';

type Method = 'code' | 'link';

export type ConfirmationMail = { readonly to: string; readonly code: string; readonly userAlias: string; readonly method: Method };

const CODE_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_CODE_TTL_MS = 60 * 60 * 1000;
/** Wrong codes before ConfirmSignUp answers LimitExceededException, until a new code is sent. */
const MAX_FAILURES = 5;
/** Codes sent (sign-up included) per user and hour before ResendConfirmationCode answers LimitExceededException. */
const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
const LIMIT_EXCEEDED = 'Attempt limit exceeded, please try after some time.';

type Pending = { readonly code: string; readonly issuedAt: number; readonly failures: number; readonly method: Method; readonly sentAt: readonly number[] };

/** A reset's code goes out as a sign-in code (`sendCode`): passwordless, that is what it is to the person. */
type Parts = PoolCore & { readonly triggers: Triggers; sendConfirmation(mail: ConfirmationMail, now: number): void; sendCode(mail: CodeMail): void };

const deliveryTo = (email: string) => ({ Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' });

export class SignUps {
  private readonly pending = new Map<string, Pending>();
  private readonly resets = new Map<string, Pick<Pending, 'code' | 'issuedAt' | 'failures'>>();
  /** Addresses whose sign-up needs confirming whatever the pool's setting (dev route, for journeys run side by side). */
  private readonly requiredFor = new Map<string, Method>();

  constructor(private readonly pool: Parts) {}

  signUp(body: JsonObject, now: number): JsonObject {
    const { settings, users } = this.pool;
    const username = requiredString(body, 'Username');
    const password = optionalString(body, 'Password') ?? '';
    checkPasswordPolicy(password, settings.minPasswordLength);
    const attributes = nameValueList(body, 'UserAttributes');
    for (const name of Object.keys(attributes)) {
      if (!WRITABLE_ATTRIBUTES.has(name)) throw invalid(`Attributes did not conform to the schema: Type for attribute {${name}} could not be determined`);
    }
    const email = attributes.email;
    if (email === undefined || email === '') throw invalid('Attributes did not conform to the schema: email: The attribute is required');
    checkEmail(email);
    if (aliasOf(username) !== aliasOf(email)) throw invalid('Username should be the email address given in the email attribute.');
    users.checkFree(email);

    const sub = this.pool.random.uuid();
    const clientMetadata = stringMap(body, 'ClientMetadata');
    const confirmation = confirmationFor(this.requiredFor.get(aliasOf(email)) ?? settings.signUpConfirmation, clientMetadata);
    const { response } = runTrigger(this.pool.triggers, 'preSignUp', settings, sub, {
      triggerSource: 'PreSignUp_SignUp',
      request: {
        userAttributes: attributes,
        validationData: nameValueList(body, 'ValidationData'),
        clientMetadata: { ...clientMetadata, ...(confirmation === 'auto' ? {} : { signUpConfirmation: confirmation }) },
      },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    });
    const user: StoredUser = {
      sub,
      status: response.autoConfirmUser ? 'CONFIRMED' : 'UNCONFIRMED',
      attributes: { ...attributes, email_verified: response.autoVerifyEmail ? 'true' : 'false' },
      createdAt: now,
      password: makeVerifier(settings.poolName, sub, password),
    };
    users.save(user);
    if (user.status === 'CONFIRMED') return { UserConfirmed: true, UserSub: sub };
    return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: this.send(user, confirmation === 'link' ? 'link' : 'code', [], now) };
  }

  confirm(body: JsonObject, now: number): JsonObject {
    const user = this.confirmable(requiredString(body, 'Username'));
    const code = requiredString(body, 'ConfirmationCode');
    if (user.status !== 'UNCONFIRMED') throw cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    const pending = this.pending.get(user.sub);
    if (!pending || now - pending.issuedAt >= CODE_TTL_MS) throw cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    if (pending.failures >= MAX_FAILURES) throw cognitoError('LimitExceededException', LIMIT_EXCEEDED);
    if (code.trim() !== pending.code) {
      this.pending.set(user.sub, { ...pending, failures: pending.failures + 1 });
      throw cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    this.pending.delete(user.sub);
    this.pool.users.save({ ...user, status: 'CONFIRMED', attributes: { ...user.attributes, email_verified: 'true' } });
    return {};
  }

  resend(body: JsonObject, now: number): JsonObject {
    const user = this.confirmable(requiredString(body, 'Username'));
    // A pretended delivery for an unknown user: nothing is mailed.
    if (!this.pool.users.get(user.sub)) return { CodeDeliveryDetails: deliveryTo(user.attributes.email ?? '') };
    if (user.status !== 'UNCONFIRMED') throw invalid('User is already confirmed.');
    const previous = this.pending.get(user.sub);
    const recent = (previous?.sentAt ?? []).filter((at) => now - at < HOUR_MS);
    if (recent.length >= MAX_CODES_PER_HOUR) throw cognitoError('LimitExceededException', LIMIT_EXCEEDED);
    return { CodeDeliveryDetails: this.send(user, previous?.method ?? 'code', recent, now) };
  }

  forgotPassword(body: JsonObject, now: number): JsonObject {
    const user = this.confirmable(requiredString(body, 'Username'));
    const email = user.attributes.email ?? '';
    if (!this.pool.users.get(user.sub)) return { CodeDeliveryDetails: deliveryTo(email) };
    if (user.attributes.email_verified !== 'true') throw invalid('Cannot reset password for the user as there is no registered/verified email or phone_number');
    const code = this.pool.random.code();
    this.resets.set(user.sub, { code, issuedAt: now, failures: 0 });
    this.pool.sendCode({ to: email, code, userAlias: user.attributes['custom:user_alias'] ?? '' });
    return { CodeDeliveryDetails: deliveryTo(email) };
  }

  /** The code first, then the password policy: a refused password leaves the code usable. */
  confirmForgotPassword(body: JsonObject, now: number): JsonObject {
    const user = this.confirmable(requiredString(body, 'Username'));
    const code = requiredString(body, 'ConfirmationCode');
    const password = requiredString(body, 'Password');
    const pending = this.resets.get(user.sub);
    if (!pending || now - pending.issuedAt >= RESET_CODE_TTL_MS)
      throw cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    if (pending.failures >= MAX_FAILURES) throw cognitoError('LimitExceededException', LIMIT_EXCEEDED);
    if (code.trim() !== pending.code) {
      this.resets.set(user.sub, { ...pending, failures: pending.failures + 1 });
      throw cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    checkPasswordPolicy(password, this.pool.settings.minPasswordLength);
    this.resets.delete(user.sub);
    this.pool.users.save({ ...user, status: 'CONFIRMED', password: makeVerifier(this.pool.settings.poolName, user.sub, password) });
    return {};
  }

  requireConfirmation(email: string, method: Method): void {
    this.requiredFor.set(aliasOf(email), method);
  }

  /** An unknown user: UserNotFoundException (LEGACY); with existence errors prevented, a user no code confirms. */
  private confirmable(username: string): StoredUser {
    const user = this.pool.users.find(username);
    if (user) return user;
    if (this.pool.settings.preventUserExistenceErrors === 'LEGACY') throw cognitoError('UserNotFoundException', MESSAGES.userNotFound);
    return { sub: this.pool.random.uuid(), status: 'UNCONFIRMED', attributes: { email: username }, createdAt: 0 };
  }

  private send(user: StoredUser, method: Method, sentBefore: readonly number[], now: number) {
    const email = user.attributes.email ?? '';
    const code = this.pool.random.code();
    this.pending.set(user.sub, { code, issuedAt: now, failures: 0, method, sentAt: [...sentBefore, now] });
    this.pool.sendConfirmation({ to: email, code, userAlias: user.attributes['custom:user_alias'] ?? '', method }, now);
    return deliveryTo(email);
  }
}

function confirmationFor(pool: SignUpConfirmation, clientMetadata: Strings): SignUpConfirmation {
  if (pool !== 'auto') return pool;
  const asked = clientMetadata.signUpConfirmation;
  return asked === 'code' || asked === 'link' ? asked : 'auto';
}
