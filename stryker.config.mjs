// Mutation testing of the pure layers (`npm run test:mutation`): how many deliberate bugs in
// src/domain and src/application the domain tests catch.
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.domain.config.ts', enableFindRelatedTests: true },
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts', '!src/application/ports/**'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
