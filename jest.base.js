import { relative } from 'node:path';

// Shared jest settings: every workspace runs TypeScript as native ESM through SWC.
/** @param {string} rootDir @param {Partial<import('jest').Config>} overrides */
export function jestProject(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: overrides.displayName ?? relative(import.meta.dirname, rootDir),
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
    testTimeout: 60_000,
    ...overrides,
  };
}
