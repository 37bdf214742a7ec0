import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** English is the source: its catalogue is the messages as written. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/ui/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});

/** The swc plugin's options: ids as Lingui 5's extractor makes them; a production build keeps no source text, so only the active locale's catalogue carries words. */
export const linguiMacros = (production: boolean) => ({ useLinguiV5IdGeneration: true, descriptorFields: production ? 'id-only' : 'all' });
