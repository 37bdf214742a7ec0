import * as E from 'fp-ts/Either';
import {
  checkCanBecomePrimary,
  checkRemovable,
  sortEmailAddresses,
  validateNewEmailAddress,
  validateVerificationCode,
  type EmailAddress,
} from '../../../src/domain/email/email-address';

const primary: EmailAddress = { address: 'me@example.com', isPrimary: true, isVerified: true };
const verified: EmailAddress = { address: 'work@example.com', isPrimary: false, isVerified: true };
const unverified: EmailAddress = { address: 'new@example.com', isPrimary: false, isVerified: false };
const account = [primary, verified, unverified];

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

  it("orders without the locale's collation (its data costs more to load than the dashboard's first paint), case aside", () => {
    const collated = jest.spyOn(String.prototype, 'localeCompare');
    const input = [
      { address: 'b@example.com', isPrimary: false, isVerified: true },
      { address: 'A@example.com', isPrimary: false, isVerified: true },
      { address: 'a@example.com', isPrimary: false, isVerified: true },
    ];

    expect(sortEmailAddresses(input).map((a) => a.address)).toEqual(['A@example.com', 'a@example.com', 'b@example.com']);
    expect(collated).not.toHaveBeenCalled();
    collated.mockRestore();
  });
});

describe('validateNewEmailAddress', () => {
  it.each<[string, readonly EmailAddress[], E.Either<unknown, string>]>([
    ['  Other@Example.COM ', account, E.right('other@example.com')],
    ['new@example.com', account, E.right('new@example.com')],
    ['NEW@example.com', account, E.right('new@example.com')],
    ['work@example.com', account, E.left({ kind: 'EmailAddressAlreadyAdded' })],
    [' ME@example.com', account, E.left({ kind: 'EmailAddressAlreadyAdded' })],
    ['not-an-address', account, E.left({ kind: 'InvalidEmailAddress' })],
    ['a b@example.com', [], E.left({ kind: 'InvalidEmailAddress' })],
    ['', [], E.left({ kind: 'InvalidEmailAddress' })],
  ])('reads %j as %j', (raw, existing, expected) => {
    expect(validateNewEmailAddress(raw, existing)).toEqual(expected);
  });
});

describe('validateVerificationCode', () => {
  it.each<[string, E.Either<unknown, string>]>([
    ['123456', E.right('123456')],
    [' 000000 ', E.right('000000')],
    ['12345', E.left({ kind: 'InvalidVerificationCode' })],
    ['1234567', E.left({ kind: 'InvalidVerificationCode' })],
    ['12a456', E.left({ kind: 'InvalidVerificationCode' })],
    ['', E.left({ kind: 'InvalidVerificationCode' })],
  ])('reads %j as %j', (raw, expected) => {
    expect(validateVerificationCode(raw)).toEqual(expected);
  });
});

describe('checkCanBecomePrimary', () => {
  it.each<[string, E.Either<unknown, EmailAddress>]>([
    ['work@example.com', E.right(verified)],
    [' WORK@example.com ', E.right(verified)],
    ['me@example.com', E.right(primary)],
    ['new@example.com', E.left({ kind: 'NotVerified' })],
    ['gone@example.com', E.left({ kind: 'UnknownEmailAddress' })],
  ])('%j → %j', (address, expected) => {
    expect(checkCanBecomePrimary(account, address)).toEqual(expected);
  });
});

describe('checkRemovable', () => {
  it.each<[string, E.Either<unknown, EmailAddress>]>([
    ['work@example.com', E.right(verified)],
    ['new@example.com', E.right(unverified)],
    ['me@example.com', E.left({ kind: 'PrimaryNotRemovable' })],
    ['gone@example.com', E.left({ kind: 'UnknownEmailAddress' })],
  ])('%j → %j', (address, expected) => {
    expect(checkRemovable(account, address)).toEqual(expected);
  });
});
