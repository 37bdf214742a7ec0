import { TOTP_ISSUER, totpSetupDetails } from '../../../../src/domain/auth/sign-in/totp';

describe('totpSetupDetails', () => {
  it('builds an otpauth URI with the product as issuer', () => {
    expect(totpSetupDetails('JBSWY3DPEHPK3PXP', 'ada@example.com')).toEqual({
      sharedSecret: 'JBSWY3DPEHPK3PXP',
      setupUri: 'otpauth://totp/Protect:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Protect',
    });
  });

  it('escapes the issuer and account', () => {
    expect(totpSetupDetails('S', 'a b', 'My App').setupUri).toBe('otpauth://totp/My%20App:a%20b?secret=S&issuer=My%20App');
  });

  it('names the product', () => {
    expect(TOTP_ISSUER).toBe('Protect');
  });
});
