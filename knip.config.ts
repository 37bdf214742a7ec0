// The dead-code check, run by `npm run lint` after ESLint, twice:
// - `knip`: unused files, dependencies, and exports or types no other file imports (tests count as
//   users here, so an `export` nothing imports is reported even when its own file uses the value);
// - `knip --production`: the tests left out, so code that only its own test calls (which the 100 %
//   coverage gate would keep green) is reported. Values that tests import to assert on, and that
//   their own file uses, are not dead: that run ignores exports used in their own file.
import type { KnipConfig } from 'knip';

// Knip reads its options from this process's arguments; the config is the only place to tell runs apart.
const production = process.argv.includes('--production') || process.argv.includes('-p');

const config: KnipConfig = {
  entry: [
    // What runs outside the tests; the trailing '!' marks what production mode starts from.
    'src/start-up/*.entry.tsx!',
    'webpack.config.ts!',
    'scripts/*.{ts,mjs}!',
    'local-backend/main.ts!',
    // StrykerJS runs the domain project through this file (stryker.config.mjs names it).
    'jest.domain.config.ts',
  ],
  project: ['src/**/*.{ts,tsx}!', 'scripts/**/*.{ts,mjs}!', 'local-backend/**/*.ts!', '*.ts!', 'test/**/*.{ts,tsx,cjs}', 'e2e/**/*.ts', '*.mjs'],
  // The webpack plugin calls the config with `--env mode=development|production`, which this config
  // reads as the app mode and refuses; the entries above stand in for it.
  webpack: false,
  ignoreDependencies: [
    // Named as strings in webpack.config.ts's module rules, which knip does not load (see above).
    'css-loader',
    'style-loader',
    'swc-loader',
    '@lingui/loader',
    '@lingui/swc-plugin',
    // Jest's loader for its TypeScript configs, named in their docblock (`@jest-config-loader`).
    'esbuild-register',
  ],
  // `@jest-environment ./test/support/…` docblocks are relative to the root directory, not the test file.
  ignoreUnresolved: ['^\\./test/support/'],
  ignoreExportsUsedInFile: production,
};

export default config;
