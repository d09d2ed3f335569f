import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './platform/stack.js';

const run = promisify(execFile);

/**
 * ESLint (eslint.config.js) and Prettier (.prettierrc) hold over the repo's JavaScript and TypeScript: a problem
 * anywhere fails `make test`, listed in the failure. deploy/lint/check.ts runs both through their Node APIs, in a
 * process of its own so the tools load natively rather than through jest's module system.
 */
// `make test S=<name>` / `make test-changed` check only the workspaces they concern.
const only = process.env.MM_TEST_PARTY ? ['--only', process.env.MM_TEST_PARTY] : [];

async function check(tool: 'eslint' | 'prettier'): Promise<void> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'deploy/lint/check.ts', tool, ...only], { cwd: repoRoot, maxBuffer: 20_000_000 });
  } catch (e) {
    const out = (e as { stdout?: string }).stdout || String(e);
    throw new Error(out.slice(0, 8000), { cause: e });
  }
}

describe('lint', () => {
  it('ESLint reports no error or warning', () => check('eslint'), 300_000);
  it('Prettier finds every file formatted (prettier --check)', () => check('prettier'), 300_000);
});
