// Browser end-to-end tests. Run from the repo root (ESM mode):
//   node --experimental-vm-modules node_modules/jest/bin/jest.js -c frontends/e2e/jest.config.js
/** @type {import('jest').Config} */
export default {
  displayName: 'e2e',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/support/global-setup.js',
  testTimeout: 90_000,
};
