import { type SignInStep, screenForStep } from '../../../../src/domain/auth/sign-in/sign-in-step';

describe('screenForStep: where a sign-in goes once the code is asked for', () => {
  it.each<[SignInStep, ReturnType<typeof screenForStep>]>([
    [{ step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} }, 'code'],
    [{ step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: {} }, 'code'],
    [{ step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: {} }, 'code'],
    [{ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, 'code'],
    [{ step: 'CONFIRM_SIGN_UP' }, 'confirm-sign-up'],
    [{ step: 'DONE' }, 'signed-in'],
    // Steps no screen of a passwordless sign-in can finish: a clear message instead of a code that never comes.
    [{ step: 'RESET_PASSWORD' }, 'not-offered'],
    [{ step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }, 'not-offered'],
    [{ step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] }, 'not-offered'],
    [{ step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMfaTypes: ['TOTP'] }, 'not-offered'],
    [{ step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['TOTP'] }, 'not-offered'],
    [{ step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }, 'not-offered'],
    [{ step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: 's', setupUri: 'u' } }, 'not-offered'],
    [{ step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: [] }, 'not-offered'],
  ])('%j → %s', (step, screen) => {
    expect(screenForStep(step)).toBe(screen);
  });
});
