import * as O from 'fp-ts/Option';
import { isEmailAddress, normalizeSupportEmail } from '../../../src/domain/email/email-shape';

describe('normalizeSupportEmail', () => {
  it.each([
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['a@b.co', 'a@b.co'],
    ['first.last+tag@mail.example.org', 'first.last+tag@mail.example.org'],
  ])('trims and lower-cases %j', (raw, expected) => {
    expect(normalizeSupportEmail(raw)).toEqual(O.some(expected));
  });

  it.each(['', '   ', 'ada', 'ada@example', '@example.com', 'ada@.', 'ada @example.com', 'ada@exa mple.com', 'ada@@example.com', 'a@b@c.com', 'ada@example.'])(
    'gives none for %j',
    (raw) => {
      expect(normalizeSupportEmail(raw)).toEqual(O.none);
    },
  );
});

describe('isEmailAddress', () => {
  it('does not trim', () => {
    expect(isEmailAddress(' a@b.co')).toBe(false);
  });
});
