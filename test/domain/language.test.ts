import fc from 'fast-check';
import { LANGUAGE_KEY, LANGUAGES, pickLanguage } from '../../src/domain/language';

describe('pickLanguage', () => {
  it.each<[string | null, readonly string[], string]>([
    // The person's own choice wins over the browser's.
    ['de', ['en-US'], 'de'],
    ['en', ['de-DE', 'de'], 'en'],
    // Otherwise the browser's first language we speak, by its primary subtag.
    [null, ['de-AT', 'en'], 'de'],
    [null, ['fr-FR', 'DE-ch', 'en'], 'de'],
    [null, ['en-GB', 'de'], 'en'],
    [null, ['fr', 'es'], 'en'],
    [null, [], 'en'],
    // A stored value we do not know is ignored.
    ['fr', ['de'], 'de'],
    ['', [], 'en'],
    ['pseudo', ['de'], 'de'],
  ])('chosen %j with browser languages %j speaks %j', (chosen, preferred, language) => {
    expect(pickLanguage(chosen, preferred)).toBe(language);
  });

  it('always picks a language we ship', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (chosen, preferred) => {
        expect(Object.keys(LANGUAGES)).toContain(pickLanguage(chosen, preferred));
      }),
    );
  });
});

describe('LANGUAGE_KEY', () => {
  it('is a key of Protect’s own in the browser’s storage, as the pages’ first script and the app read it', () => {
    expect(LANGUAGE_KEY).toMatch(/^protect\./);
  });
});
