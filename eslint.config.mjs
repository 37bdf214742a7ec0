// Lint enforces the layer rules and the navigation rule (nothing may send the browser to a computed URL).
// Import circles are checked by scripts/import-circles.ts in `npm run lint`: import-x/no-cycle skips
// type-only imports, and reads no .ts file without an `import-x/extensions` setting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const sdkPackages = ['axios', 'amazon-cognito-identity-js', '@aws-sdk/*', '@sentry/*', '@amplitude/*', '@intercom/*', 'branch-sdk'];
const frameworkPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'mobx', 'mobx-react-lite'];

/** One pattern group per forbidden package list, with the reason shown in the lint message. */
const forbid = (names, message) => ({ group: names, message });

/**
 * Nothing sends the browser to a computed URL: an open redirect or a `javascript:` target would be
 * one assignment away. Navigate with the router or render an anchor; literal URLs stay allowed.
 */
const NAVIGATE_MESSAGE = 'Navigate with the router or an anchor: nothing may send the browser to a computed URL.';
const OPEN_MESSAGE = 'Render an anchor (target="_blank" rel="noopener noreferrer"): nothing may open a window on a computed URL.';

const navigationRules = [
  {
    selector: "AssignmentExpression[left.type='MemberExpression'][left.property.name='href'][left.object.name='location'][right.type!='Literal']",
    message: NAVIGATE_MESSAGE,
  },
  {
    selector: "AssignmentExpression[left.type='MemberExpression'][left.property.name='href'][left.object.property.name='location'][right.type!='Literal']",
    message: NAVIGATE_MESSAGE,
  },
  { selector: "AssignmentExpression[left.type='MemberExpression'][left.property.name='location'][right.type!='Literal']", message: NAVIGATE_MESSAGE },
  {
    selector: "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.name='location'][arguments.0.type!='Literal']",
    message: NAVIGATE_MESSAGE,
  },
  {
    selector: "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location'][arguments.0.type!='Literal']",
    message: NAVIGATE_MESSAGE,
  },
  { selector: "CallExpression[callee.object.name='window'][callee.property.name='open'][arguments.0.type!='Literal']", message: OPEN_MESSAGE },
  { selector: "CallExpression[callee.name='open'][arguments.0.type!='Literal']", message: OPEN_MESSAGE },
];

/** Which folder may import which (besides itself); start-up, the root, may import anything, and only itself imports start-up. */
const LAYERS = {
  'src/domain': { may: [], why: 'The domain imports nothing but itself and fp-ts.' },
  'src/application': { may: ['domain'], why: 'Use-cases depend on the domain and their ports only.' },
  'src/wire': { may: ['domain'], why: 'Wire contracts are codecs over the domain.' },
  'src/stand-ins': { may: ['domain', 'wire'], why: 'Stand-ins simulate servers: they know the domain and the wire contracts, no port and no app code.' },
  'src/adapters': {
    may: ['domain', 'application', 'wire', 'stand-ins'],
    why: 'Adapters implement ports; they never reach into the UI or the composition root.',
  },
  'src/ui': { may: ['domain', 'application'], why: 'The UI reaches the application through use-cases in its AppServices, never adapters or the container.' },
  'src/composition': {
    may: ['domain', 'application', 'wire', 'stand-ins', 'adapters', 'ui'],
    why: 'The composition root wires every layer; only start-up, which starts it, is above it.',
  },
  'local-backend': { may: ['domain', 'wire', 'stand-ins'], why: 'local-backend imports only the stand-ins, the domain and the wire contracts.' },
};
const SRC_FOLDERS = ['domain', 'application', 'wire', 'stand-ins', 'adapters', 'ui', 'composition', 'start-up'];
const layerZones = Object.entries(LAYERS).map(([target, { may, why }]) => ({
  target: `./${target}`,
  from: SRC_FOLDERS.filter((folder) => !may.includes(folder) && `src/${folder}` !== target).map((folder) => `./src/${folder}`),
  message: why,
}));

/** Outside src, nothing imports what runs above it: the scripts start the backend, build and serve the app and drive the journeys. */
const outsideZones = [
  { target: './src', from: ['./local-backend', './e2e', './scripts', './test'], message: 'The app imports no stand-in server, test or script.' },
  { target: './local-backend', from: ['./e2e', './scripts', './test'], message: 'local-backend imports no test or script.' },
  { target: './e2e', from: ['./scripts'], message: 'The journeys import no script: what both need lives in local-backend or src.' },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'reports/', 'test-results/', 'playwright-report/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', ...navigationRules],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...outsideZones,
            {
              target: './src/adapters/**/!(in-memory-*|offline-*|recording-*)',
              from: './src/stand-ins',
              message: 'Real adapters never import the stand-ins; only the in-memory, offline and recording doubles do.',
            },
            {
              target: './src/ui',
              from: './src/application/ports',
              message: 'The UI reaches the application through use-cases in its AppServices, never ports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the composition root knows the container.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['src/composition/**', 'test/composition/**', 'test/support/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [forbid(['inversify', '@inversifyjs/*'], 'Only src/composition imports inversify.')] }] },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!fp-ts(/|$)|\\.{1,2}/)', message: 'The domain is pure: it may import fp-ts and itself only (and src/domain/i18n.ts the catalogue).' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The domain never touches the browser.' },
        { name: 'document', message: 'The domain never touches the browser.' },
        { name: 'localStorage', message: 'The domain never reads storage.' },
        { name: 'sessionStorage', message: 'The domain never reads storage.' },
        { name: 'fetch', message: 'The domain never calls the network.' },
        { name: 'crypto', message: 'Randomness comes through the RandomSource port.' },
        { name: 'setTimeout', message: 'Time comes through the Clock port.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes through the Clock port.' },
        { object: 'Math', property: 'random', message: 'Randomness comes through the RandomSource port.' },
      ],
      'no-restricted-syntax': [
        'error',
        ...navigationRules,
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes through the Clock port.' },
      ],
    },
  },
  { files: ['src/domain/i18n.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/application/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['io-ts', 'io-ts/*', 'inversify', '@inversifyjs/*', ...frameworkPackages, ...sdkPackages],
              'Use-cases import the domain, fp-ts and their ports only.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbid(['inversify', '@inversifyjs/*', ...frameworkPackages], 'Adapters know neither the UI framework nor the container.')] },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [forbid(['inversify', '@inversifyjs/*', ...sdkPackages], 'The UI reaches vendors only through ports.')] }],
    },
  },
  {
    files: ['src/ui/**/*.view.tsx', 'src/ui/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['fp-ts', 'fp-ts/*', 'io-ts', 'io-ts/*', 'inversify', '@inversifyjs/*', ...sdkPackages],
              'Views render view-model fields; nothing fp-ts-shaped reaches them.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Every word a person reads comes from the catalogue: no sentence is written in a view or a view-model (docs/i18n.md).
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    ignores: ['src/ui/dev-tools/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          // Not words: class names, ids, ARIA roles and states, media queries, keys and URLs.
          ignore: ['^[a-z0-9]+([-_:./#?=&][a-z0-9]+)*$', '^(Facebook|Instagram|X|LinkedIn|Protect)$', '^[A-Z][A-Z0-9_]+$', '^https?:', '^/'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|type|role|id|name|href|to|key|rel|target|method|autoComplete|inputMode|lang|dir|htmlFor|data-.*|aria-(live|hidden|current|controls|describedby|labelledby|haspopup|expanded|selected|pressed|checked|invalid|orientation|atomic|relevant|busy|modal)|pattern|testId|variant|tone|kind|status|size|enterKeyHint|accept|as|mode)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'matchMedia',
            'window.matchMedia',
            'document.*',
            'new URL',
            'URLSearchParams.*',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            'navigate',
            'useRouteLoaderData',
            'addEventListener',
            'removeEventListener',
            '*.addEventListener',
            '*.removeEventListener',
            'querySelector',
            '*.querySelector',
            '*.querySelectorAll',
            'getElementById',
            '*.getAttribute',
            '*.setAttribute',
            '*.hasAttribute',
            'createElement',
            '*.createElement',
            'Symbol',
            'track',
            '*.track',
            'usePageView',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  { files: ['**/*.mjs', '**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
