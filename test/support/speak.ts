import { i18n } from '@lingui/core';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { writeIn } from '../../src/domain/format';
import { LANGUAGES, type Language } from '../../src/domain/language';

/** What `speak` does in the browser, from the catalogue files as they are now: a screen test in another language. */
export async function speakInTests(language: Language): Promise<void> {
  const config = getConfig({ cwd: process.cwd() });
  const options = { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale: config.sourceLocale ?? 'en' };
  const catalogues = await Promise.all((await getCatalogs(config)).map((catalog) => catalog.getTranslations(language, options)));
  const messages = Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)) as Record<string, string>;
  const { source } = createCompiledCatalog(language, messages, { namespace: 'json' });
  i18n.loadAndActivate({ locale: language, messages: (JSON.parse(source) as { messages: Record<string, string> }).messages });
  writeIn(LANGUAGES[language].locale);
}

/** Back to the messages as written, as the other tests expect. */
export function speakEnglishAgain(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  writeIn(LANGUAGES.en.locale);
}
