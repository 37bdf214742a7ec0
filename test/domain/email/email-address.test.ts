import { sortEmailAddresses } from '../../../src/domain/email/email-address';

describe('sortEmailAddresses', () => {
  it('puts the primary address first, then the rest alphabetically, without touching the input', () => {
    const input = [
      { address: 'zed@example.com', isPrimary: false, isVerified: true },
      { address: 'me@example.com', isPrimary: true, isVerified: true },
      { address: 'alt@example.com', isPrimary: false, isVerified: false },
    ];

    expect(sortEmailAddresses(input).map((a) => a.address)).toEqual(['me@example.com', 'alt@example.com', 'zed@example.com']);
    expect(input[0]?.address).toBe('zed@example.com');
  });
});
