// Unit tests of @minutemart/ui's non-visual parts. From the repo root:
//   node --experimental-vm-modules node_modules/jest/bin/jest.js -c frontends/shared/jest.config.js
/** @type {import('jest').Config} */
export default {
  displayName: 'ui',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
