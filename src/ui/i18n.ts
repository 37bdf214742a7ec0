import { i18n, type Messages } from '@lingui/core';
import { loadOnce, type LoadOnce } from '../application/load-once';
import { writeIn } from '../domain/format';
import { LANGUAGE_KEY, LANGUAGES, pickLanguage, type Language } from '../domain/language';

type Catalogue = () => Promise<{ readonly messages: Messages }>;

// Per language, the dashboard path's words and the other screens' (fetched with them); only the active language's are fetched.
const CATALOGUES: Record<Language, { readonly dashboard: Catalogue; readonly elsewhere: Catalogue }> = {
  en: {
    dashboard: () => import(/* webpackChunkName: "messages-en" */ './locales/en.po'),
    elsewhere: () => import(/* webpackChunkName: "messages-en-elsewhere" */ './locales/elsewhere/en.po'),
  },
  de: {
    dashboard: () => import(/* webpackChunkName: "messages-de" */ './locales/de.po'),
    elsewhere: () => import(/* webpackChunkName: "messages-de-elsewhere" */ './locales/elsewhere/de.po'),
  },
};
const OFFLINE: Record<Language, Catalogue> | null =
  __APP_MODE__ === 'offline'
    ? {
        en: () => import(/* webpackChunkName: "messages-en-offline" */ './locales/offline/en.po'),
        de: () => import(/* webpackChunkName: "messages-de-offline" */ './locales/offline/de.po'),
      }
    : null;
const withOffline =
  (catalogue: Catalogue, offline: Catalogue | undefined): Catalogue =>
  async () => {
    const [{ messages }, more] = await Promise.all([catalogue(), offline?.()]);
    return { messages: { ...more?.messages, ...messages } };
  };
const pseudo = (english: Catalogue): Catalogue | null =>
  __DEV_ROUTES__
    ? async () => {
        const [{ pseudoLocalized }, { messages }] = await Promise.all([import('./dev-tools/pseudo-locale'), english()]);
        return { messages: pseudoLocalized(messages) };
      }
    : null;

let elsewhere: LoadOnce<void> | null = null;

/** Loads and activates the language this browser should speak (the dashboard's path's words); dates and numbers follow it. */
export async function speak(storage: Storage, preferred: readonly string[]): Promise<Language> {
  const chosen = storage.getItem(LANGUAGE_KEY);
  const language = pickLanguage(chosen, preferred);
  const catalogues = CATALOGUES[language];
  const inPseudo = chosen === 'pseudo' ? pseudo(withOffline(CATALOGUES.en.dashboard, OFFLINE?.en)) : null;
  const loadElsewhere = (inPseudo && pseudo(CATALOGUES.en.elsewhere)) ?? catalogues.elsewhere;
  elsewhere = loadOnce(async () => i18n.load(i18n.locale, (await loadElsewhere()).messages));
  const { messages } = await (inPseudo ?? withOffline(catalogues.dashboard, OFFLINE?.[language]))();
  // A message missing from the catalogue is plain text that is its own id (the English catalogue leaves those out).
  i18n.setMessagesCompiler((text) => [text]);
  i18n.loadAndActivate({ locale: inPseudo ? 'pseudo' : language, messages });
  writeIn(LANGUAGES[language].locale);
  document.documentElement.lang = language;
  return language;
}

/** A chunk whose words are not on the dashboard's path: ready once they are loaded too (a failed fetch is tried again). */
export const withWords = <T>(chunk: Promise<T>): Promise<T> => Promise.all([chunk, elsewhere?.load()]).then(([module]) => module);

export function chooseLanguage(storage: Storage, language: Language): void {
  storage.setItem(LANGUAGE_KEY, language);
  window.location.reload();
}
