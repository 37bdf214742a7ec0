/**
 * @jest-config-loader esbuild-register
 *
 * Node 20 cannot load a TypeScript config by itself, and Jest's loaders are ts-node or
 * esbuild-register; esbuild-register (which webpack-cli also picks for webpack.config.ts) runs on
 * the esbuild that tsx already brings.
 */
import type { Config } from 'jest';
import { linguiMacros } from './lingui.config';

/** swc transpiles TS/TSX to CommonJS; tsc type-checks separately (`npm run typecheck`). */
const transform: Config['transform'] = {
  '^.+\\.[cm]?[tj]sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
        experimental: { plugins: [['@lingui/swc-plugin', linguiMacros(false)]] },
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** inversify and its internals ship as ESM only, so Jest must transform them. */
const esmOnly = ['inversify', '@inversifyjs'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

/** Domain and use-case tests: node only, no DOM, no container. Also what StrykerJS mutates against. */
export const domainProject = { displayName: 'domain', testEnvironment: 'node', roots: ['<rootDir>/test/domain', '<rootDir>/test/application'], transform };

const config: Config = {
  // The fast gate (`npm run test:domain`) measures these two layers and fails below 100 %.
  collectCoverageFrom: ['src/domain/**/*.ts', 'src/application/**/*.ts', '!src/application/ports/**'],
  coverageThreshold: {
    global: {},
    './src/domain/': { branches: 100, functions: 100, lines: 100, statements: 100 },
    './src/application/': { branches: 100, functions: 100, lines: 100, statements: 100 },
  },
  coverageReporters: ['text-summary', 'json-summary'],
  // A screen test renders routes, types and waits in jsdom: about 2.5 s at most on an idle 2-core machine,
  // several times that beside the journeys (`npm test` runs both at once). A bound, not a budget: a test
  // ends as soon as its checks pass.
  testTimeout: 30_000,
  // A worker is force-exited if it has not exited this long after the run (Jest's default is 0.5 s, which
  // a clean worker can miss beside CPU hogs; --detectOpenHandles finds no handle): a leak still shows.
  workerGracefulExitTimeout: 5_000,
  projects: [
    domainProject,
    {
      displayName: 'adapters',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/test/adapters',
        '<rootDir>/test/stand-ins',
        '<rootDir>/test/wire',
        '<rootDir>/test/local-backend',
        '<rootDir>/test/start-up',
        '<rootDir>/test/scripts',
      ],
      // Tests that run an SDK in jsdom start local-backend, whose chat socket needs ws's Node build.
      moduleNameMapper: { '^ws$': '<rootDir>/node_modules/ws/index.js' },
      setupFiles: ['<rootDir>/test/support/node-navigator.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'ui',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
      // webpack's DefinePlugin constants: the UI tests exercise the offline build's views too, and a
      // production bundle's routes (a test gives the developer tools' code when it wants a development build's).
      globals: { __APP_MODE__: 'offline', __DEV_ROUTES__: false },
      roots: ['<rootDir>/test/ui', '<rootDir>/test/composition'],
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-dom.ts'],
      // jsdom resolves `ws` to its browser stub; the composition tests start local-backend, whose chat socket needs the Node build.
      moduleNameMapper: { '\\.css$': '<rootDir>/test/support/style-stub.ts', '^ws$': '<rootDir>/node_modules/ws/index.js' },
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
