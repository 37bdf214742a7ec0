import fc from 'fast-check';
import { PASSWORD_ALPHABET, PASSWORD_CLASSES, SIGN_UP_PASSWORD_LENGTH, generateSignUpPassword } from '../../../../src/domain/auth/sign-up/sign-up-password';
import { FakeRandomSource, ScriptedRandomSource } from '../../../support/fakes/fake-random-source';

const [LOWER, UPPER, DIGITS, SPECIAL] = PASSWORD_CLASSES as [string, string, string, string];
const classOf = (char: string): number => PASSWORD_CLASSES.findIndex((chars) => chars.includes(char));
const indexOf = (char: string): number => PASSWORD_ALPHABET.indexOf(char);

/**
 * Characters of one class are exchangeable even after rejecting passwords that miss a class, so within each
 * class the counts must be uniform: a chi-square over 25 + 25 + 9 + 31 = 90 degrees of freedom (mean 90,
 * sd 13.4). The seeds are fixed, so the bound (mean + 6 sd) cannot flake.
 */
const CHI_SQUARE_BOUND = 170;
function withinClassChiSquare(random: { randomInt(n: number): number }, draws: number): { reached: number; chiSquare: number } {
  const perChar = new Map<string, number>();
  for (let draw = 0; draw < draws; draw += 1) {
    for (const char of generateSignUpPassword(random)) perChar.set(char, (perChar.get(char) ?? 0) + 1);
  }
  const chiSquare = PASSWORD_CLASSES.reduce((sum, chars) => {
    const counts = [...chars].map((char) => perChar.get(char) ?? 0);
    const expected = counts.reduce((a, b) => a + b, 0) / chars.length;
    return sum + counts.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
  }, 0);
  return { reached: perChar.size, chiSquare };
}

describe('generateSignUpPassword', () => {
  it("uses Cognito's 32 special characters and the 62 letters and digits", () => {
    expect([...SPECIAL].sort()).toEqual([...'^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-'].sort());
    expect(SPECIAL).toHaveLength(32);
    expect(new Set(PASSWORD_ALPHABET).size).toBe(94);
    expect(LOWER + UPPER + DIGITS).toMatch(/^[a-z]{26}[A-Z]{26}[0-9]{10}$/);
  });

  it('is 30 characters long by default', () => {
    expect(SIGN_UP_PASSWORD_LENGTH).toBe(30);
    expect(generateSignUpPassword(new FakeRandomSource(1))).toHaveLength(30);
  });

  it('holds every class and only allowed characters, for any seed (10 000 draws)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const password = generateSignUpPassword(new FakeRandomSource(seed));
        expect(password).toHaveLength(30);
        expect([...password].every((char) => PASSWORD_ALPHABET.includes(char))).toBe(true);
        expect(new Set([...password].map(classOf)).size).toBe(4);
      }),
      { numRuns: 10_000 },
    );
  });

  it('asks the source for the whole alphabet at once, so it adds no reduction (and no modulo bias) of its own', () => {
    const random = new FakeRandomSource(7);
    generateSignUpPassword(random);
    expect(new Set(random.requestedBounds)).toEqual(new Set([PASSWORD_ALPHABET.length]));
  });

  it('redraws the whole password when a class is missing', () => {
    const noDigit = [indexOf('a'), indexOf('B'), indexOf('!'), indexOf('c')];
    const valid = [indexOf('z'), indexOf('Y'), indexOf('7'), indexOf('~')];
    expect(generateSignUpPassword(new ScriptedRandomSource([...noDigit, ...valid]), 4)).toBe('zY7~');
  });

  it('places the classes anywhere: each position follows the alphabet, with no class pinned (10 000 draws)', () => {
    const random = new FakeRandomSource(20250101);
    const perPosition = Array.from({ length: 30 }, () => [0, 0, 0, 0]);
    for (let draw = 0; draw < 10_000; draw += 1) {
      [...generateSignUpPassword(random)].forEach((char, position) => {
        const counts = perPosition[position] as number[];
        const c = classOf(char);
        counts[c] = (counts[c] as number) + 1;
      });
    }
    // Class shares per position stay near size/94 (conditioning on all classes shifts digits by about 3 %).
    for (const counts of perPosition) {
      PASSWORD_CLASSES.forEach((chars, c) => {
        expect(Math.abs((counts[c] as number) / 10_000 - chars.length / 94)).toBeLessThan(0.03);
      });
    }
  });

  it('reaches every allowed character, uniformly within each class (10 000 draws)', () => {
    const { reached, chiSquare } = withinClassChiSquare(new FakeRandomSource(20250101), 10_000);
    expect(reached).toBe(94);
    expect(chiSquare).toBeLessThan(CHI_SQUARE_BOUND);
  });

  it('fails that bound for a modulo-biased source (the statistic can tell)', () => {
    const fair = new FakeRandomSource(3);
    const moduloBiased = { randomInt: (n: number) => fair.randomInt(256) % n };
    expect(withinClassChiSquare(moduloBiased, 10_000).chiSquare).toBeGreaterThan(CHI_SQUARE_BOUND);
  });

  it.each([-1, 94, 1.5, Number.NaN])('throws when the source answers %p (a bug)', (value) => {
    expect(() => generateSignUpPassword({ randomInt: () => value })).toThrow(RangeError);
  });

  it.each([3, 0, 4.5])('throws for a length of %p that cannot hold every class', (length) => {
    expect(() => generateSignUpPassword(new FakeRandomSource(1), length)).toThrow(RangeError);
  });

  it('gives up on a source that never yields every class', () => {
    expect(() => generateSignUpPassword({ randomInt: () => 0 })).toThrow('never produced');
  });
});
