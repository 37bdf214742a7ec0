import type { Either } from 'fp-ts/Either';
import type { AuthFailure } from '../../domain/auth/failure/auth-failure';
import type { MfaPreference, MfaSettings } from '../../domain/auth/sign-in/mfa';
import type { RememberedDevice } from '../../domain/auth/session/remembered-device';

export type PasskeySummary = { readonly id: string; readonly createdAt: number };

type Result<A> = Promise<Either<AuthFailure, A>>;

/** The signed-in person's passkeys, authenticator app, region and remembered devices, by the stored access token. Never rejects: every problem is a Left. */
export interface AccountSecurityGateway {
  readonly passkeysAvailable: boolean;
  registerPasskey(): Result<void>;
  listPasskeys(): Result<readonly PasskeySummary[]>;
  deletePasskey(id: string): Result<void>;

  associateUserSoftwareToken(): Result<{ readonly secretCode: string }>;
  /** Checks a code from the app against the new secret; a wrong one is ConfirmationFailed CodeMismatch. */
  verifyUserSoftwareToken(code: string): Result<void>;
  setMfaPreference(preference: MfaPreference): Result<void>;
  getMfaSettings(): Result<MfaSettings>;

  /** The account's `custom:region`; tokens carry the new value from the next refresh. */
  setRegion(region: string): Result<void>;

  listDevices(): Result<readonly RememberedDevice[]>;
  /** Forgetting this browser's device also clears its stored device data. */
  forgetDevice(deviceKey: string): Result<void>;
}
