// ESLint over every workspace: `make lint`, and deploy/test/lint.test.ts in `make test`.
// Syntax-only rules (no type-checked rules): `tsc --noEmit` in deploy/test/typecheck.test.ts already
// type-checks every workspace, and the type-aware rules would build each program a second time.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The browser-side source of the frontends (the rest of frontends/ is build scripts and browser tests run by Node). */
const browserSource = ['frontends/{shared,shell,storefront,admin}/src/**/*.{ts,tsx}', 'frontends/e2e/support/skewed-storefront/src/**/*.jsx'];
/** Load scripts run by k6, not Node. */
const k6Scripts = ['deploy/bench/*.js', 'deploy/bench/original/product-reads.js'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    '**/test-results/',
    '**/screenshots/',
    '.cache/',
    '.minutemart/',
    'scratch/',
    // Written by contracts/scripts/generate-api-types.ts from contracts/openapi.
    'contracts/src/generated/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
  },
  {
    ignores: [...browserSource, ...k6Scripts],
    languageOptions: { globals: globals.node },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `any` is kept where it is deliberate: handler and model registries holding envelopes and models of many
      // types (unknown would break their variance) and test helpers reading loosely typed JSON; strict tsc still
      // rejects every implicit any.
      '@typescript-eslint/no-explicit-any': 'off',
      // `_`-prefixed names are the codebase's way to say "deliberately unused" (a destructured-away field, a
      // positional callback parameter); everything else unused is dead code.
      '@typescript-eslint/no-unused-vars': ['error', { args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // A CommonJS file (a jest reporter, a mongosh script) has no import statement: require() is how it loads.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: browserSource,
    languageOptions: { globals: globals.browser },
  },
  {
    // Hooks live in .ts files as well as components in .tsx: both are checked.
    files: browserSource,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: browserSource,
    rules: {
      // Every lint message fails the build, so the one rule the preset only warns about is an error here too.
      'react-hooks/exhaustive-deps': 'error',
      // The three below check what the React Compiler needs, and the frontends are not built with it:
      // `ref.current = latest` during render is the deliberate way our effects call the newest callback without
      // resubscribing; setting state in an effect resets a form when its subject changes and marks a fetch as
      // loading; manual useCallback/useMemo need not be compiler-preservable.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
    },
  },
  {
    files: k6Scripts,
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', open: 'readonly', console: 'readonly' } },
  },
]);
