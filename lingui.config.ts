import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Every screen but the dashboard (and `shared`, which it uses), the offline assistant, and what the dashboard shows only
 * when asked (its dialogs, a fix's steps, the report): their words are a second catalogue, fetched with them (`withWords`). */
const ELSEWHERE = [
  ...fs
    .readdirSync(path.join(__dirname, 'src/ui/screens'))
    .filter((screen) => screen !== 'dashboard' && screen !== 'shared')
    .map((screen) => `<rootDir>/src/ui/screens/${screen}`),
  '<rootDir>/src/stand-ins/chat',
  ...['dialogs.view.tsx', 'email-dialogs.view.tsx', 'profile-editor.view.tsx', 'fix-steps.view.tsx', 'report.view.tsx'].map(
    (file) => `<rootDir>/src/ui/screens/dashboard/${file}`,
  ),
  '<rootDir>/src/ui/screens/shared/auth-parts.tsx',
  '<rootDir>/src/ui/components/dialog-actions.tsx',
  '<rootDir>/src/domain/breach/guidance-words.ts',
  '<rootDir>/src/domain/removal/removal-report.ts',
];

const OFFLINE_TOOLS = '<rootDir>/src/ui/app/offline-tools.view.tsx';

/** English is the source: its catalogue is the messages as written. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/ui/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...ELSEWHERE.flatMap((entry) => [entry, `${entry}/**`]), OFFLINE_TOOLS],
    },
    { path: '<rootDir>/src/ui/locales/elsewhere/{locale}', include: ELSEWHERE },
    // Offline mode's own words: a real-mode build has none of them.
    { path: '<rootDir>/src/ui/locales/offline/{locale}', include: [OFFLINE_TOOLS] },
  ],
  format: formatter({ lineNumbers: false }),
});

/** The swc plugin's options: ids as Lingui 5's extractor makes them; a production build keeps no source text, so only the active locale's catalogue carries words. */
export const linguiMacros = (production: boolean) => ({ useLinguiV5IdGeneration: true, descriptorFields: production ? 'id-only' : 'all' });
