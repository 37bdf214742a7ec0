/**
 * @jest-environment ./test/support/jsdom-environment.cjs
 */
import fc from 'fast-check';
import { pickLanguage } from '../../src/domain/language';
import { landingLanguageScript, pageLanguageScript } from '../../src/start-up/page-language';

/** Runs the inline script against a page whose storage holds `chosen` (or throws) and whose browser prefers `preferred`. */
function languageOfPage(chosen: string | null | Error, preferred: readonly string[]): string {
  const html = { lang: '' };
  const localStorage = {
    getItem: () => {
      if (chosen instanceof Error) throw chosen;
      return chosen;
    },
  };
  new Function('localStorage', 'navigator', 'document', pageLanguageScript())(localStorage, { languages: preferred }, { documentElement: html });
  return html.lang;
}

describe('the pages’ language script', () => {
  it('picks as pickLanguage does', () => {
    const tag = fc.oneof(fc.constantFrom('de', 'de-AT', 'DE-ch', 'en', 'en-GB', 'fr', 'pseudo', ''), fc.string());
    fc.assert(
      fc.property(fc.option(fc.oneof(tag, fc.constantFrom('en', 'de', 'pseudo'))), fc.array(tag, { maxLength: 4 }), (chosen, preferred) => {
        expect(languageOfPage(chosen, preferred)).toBe(pickLanguage(chosen, preferred));
      }),
    );
  });

  it('follows the browser when the storage cannot be read', () => {
    expect(languageOfPage(new Error('SecurityError'), ['de-DE'])).toBe('de');
  });
});

describe('the landing’s language script', () => {
  it('shows the page language’s copy of the landing and its title, and leaves an English page as it is', () => {
    document.body.innerHTML = '<div id="root"><h1>Hello</h1></div><template id="landing-de" data-title="Protect – Start"><h1>Hallo</h1></template>';
    document.title = 'Protect – Home';
    document.documentElement.lang = 'en';
    new Function(landingLanguageScript())();
    expect([document.querySelector('#root h1')?.textContent, document.title]).toEqual(['Hello', 'Protect – Home']);
    document.documentElement.lang = 'de';
    new Function(landingLanguageScript())();
    expect([document.querySelector('#root h1')?.textContent, document.title]).toEqual(['Hallo', 'Protect – Start']);
  });
});
