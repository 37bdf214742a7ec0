export const LANGUAGES = { en: { locale: 'en-US', name: 'English' }, de: { locale: 'de-DE', name: 'Deutsch' } } as const;

export const LANGUAGE_KEY = 'protect.language';

export type Language = keyof typeof LANGUAGES;

const isLanguage = (value: string): value is Language => Object.hasOwn(LANGUAGES, value);

/** The person's own choice if it is one we speak; otherwise the browser's first language we speak; otherwise English. */
export function pickLanguage(chosen: string | null, preferred: readonly string[]): Language {
  if (chosen !== null && isLanguage(chosen)) return chosen;
  const spoken = preferred.map((tag) => tag.split('-')[0]!.toLowerCase()).find(isLanguage);
  return spoken ?? 'en';
}
