import { i18n, type Messages } from '@lingui/core';
import { writeIn } from '../domain/format';
import { LANGUAGE_KEY, LANGUAGES, pickLanguage, type Language } from '../domain/language';

// One chunk per language: only the active one is fetched. The pseudo-locale exists in development builds only.
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.po'),
  de: () => import(/* webpackChunkName: "messages-de" */ './locales/de.po'),
};
const PSEUDO = __DEV_ROUTES__
  ? async () => {
      const [{ pseudoLocalized }, { messages }] = await Promise.all([import('./dev-tools/pseudo-locale'), CATALOGUES.en()]);
      return { messages: pseudoLocalized(messages) };
    }
  : null;

/** Loads and activates the language this browser should speak; dates and numbers follow it. */
export async function speak(storage: Storage, preferred: readonly string[]): Promise<Language> {
  const chosen = storage.getItem(LANGUAGE_KEY);
  const language = pickLanguage(chosen, preferred);
  const pseudo = chosen === 'pseudo' ? PSEUDO : null;
  const { messages } = await (pseudo ?? CATALOGUES[language])();
  // A message missing from the catalogue is plain text that is its own id (the English catalogue leaves those out).
  i18n.setMessagesCompiler((text) => [text]);
  i18n.loadAndActivate({ locale: pseudo ? 'pseudo' : language, messages });
  writeIn(LANGUAGES[language].locale);
  document.documentElement.lang = language;
  return language;
}

/** Keeps the person's choice and shows the page again in it. */
export function chooseLanguage(storage: Storage, language: Language): void {
  storage.setItem(LANGUAGE_KEY, language);
  window.location.reload();
}
