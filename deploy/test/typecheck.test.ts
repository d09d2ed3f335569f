import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './platform/stack.js';

const run = promisify(execFile);

/** TypeScript strict holds in every workspace: a type error anywhere fails `make test`. */
const workspaces = [
  'contracts',
  'services/kit',
  'services/user',
  'services/catalogue',
  'services/cart',
  'services/order',
  'services/media',
  'gateway',
  'deploy',
  'frontends/shared',
  'frontends/shell',
  'frontends/storefront',
  'frontends/admin',
  'frontends/e2e',
]
  .filter((w) => existsSync(join(repoRoot, w, 'tsconfig.json')))
  // `make test S=<name>` / `make test-changed` check only the workspaces they concern.
  .filter((w) => !process.env.MM_TEST_PARTY || process.env.MM_TEST_PARTY.split(',').includes(w));

describe('typecheck', () => {
  it.each(workspaces)(
    '%s compiles under strict TypeScript',
    async (workspace) => {
      const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
      try {
        await run(process.execPath, [tsc, '--noEmit', '-p', join(repoRoot, workspace, 'tsconfig.json')], { cwd: repoRoot, maxBuffer: 10_000_000 });
      } catch (e) {
        const out = (e as { stdout?: string }).stdout ?? String(e);
        throw new Error(`tsc failed in ${workspace}:\n${out.slice(0, 4000)}`, { cause: e });
      }
    },
    180_000,
  );
});
