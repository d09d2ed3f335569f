// One jest run over every workspace; `make test` adds the summary reporter that prints the closing line.
import { existsSync } from 'node:fs';

const workspaces = [
  'contracts',
  'services/kit',
  'services/user',
  'services/catalogue',
  'services/cart',
  'services/order',
  'services/media',
  'gateway',
  'frontends/shared',
  'frontends/shell',
  'frontends/storefront',
  'frontends/admin',
  'deploy',
  'frontends/e2e',
];

export default {
  projects: workspaces.filter((w) => existsSync(`${w}/jest.config.js`)).map((w) => `<rootDir>/${w}`),
  // Project-level testTimeout is ignored in multi-project runs; this one applies to all.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/deploy/test/summary-reporter.cjs'],
};
