export type MfaType = 'SMS' | 'TOTP' | 'EMAIL';

export type CodeDeliveryDetails = { readonly destination?: string; readonly deliveryMedium?: string; readonly attributeName?: string };

export type TotpSetupDetails = { readonly sharedSecret: string; readonly setupUri: string };

export type SignInStep =
  | { readonly step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE'; readonly codeDeliveryDetails: CodeDeliveryDetails }
  | { readonly step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }
  | { readonly step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE'; readonly codeDeliveryDetails: CodeDeliveryDetails }
  | { readonly step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'; readonly additionalInfo: Readonly<Record<string, string>> }
  | { readonly step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'; readonly missingAttributes: readonly string[] }
  | { readonly step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'; readonly allowedMfaTypes: readonly MfaType[] }
  | { readonly step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION'; readonly allowedMfaTypes: readonly MfaType[] }
  | { readonly step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }
  | { readonly step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'; readonly totpSetupDetails: TotpSetupDetails }
  | { readonly step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }
  | { readonly step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'; readonly availableChallenges: readonly string[] }
  | { readonly step: 'RESET_PASSWORD' }
  | { readonly step: 'CONFIRM_SIGN_UP' }
  | { readonly step: 'DONE' };

export type SignInResult = { readonly signedIn: boolean; readonly nextStep: SignInStep };

export const signInResult = (nextStep: SignInStep): SignInResult => ({ signedIn: nextStep.step === 'DONE', nextStep });

export const DONE: SignInStep = { step: 'DONE' };

/** The screen that finishes a sign-in's next step; 'not-offered' when no passwordless screen can. */
export function screenForStep(next: SignInStep): 'code' | 'confirm-sign-up' | 'signed-in' | 'not-offered' {
  switch (next.step) {
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'code';
    case 'CONFIRM_SIGN_UP':
      return 'confirm-sign-up';
    case 'DONE':
      return 'signed-in';
    default:
      return 'not-offered';
  }
}
