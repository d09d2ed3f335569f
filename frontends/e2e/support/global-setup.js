// Builds the three frontends once before the browser tests (a few seconds). E2E_SKIP_BUILD=1 skips it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD) return;
  // The remotes first: the shell reads their built manifests (shell/scripts/covered-remote-css-plugin.mjs).
  for (const app of ['storefront', 'admin', 'shell']) {
    const run = spawnSync('npm', ['run', 'build', '--silent', '-w', `frontends/${app}`], { cwd: repo, encoding: 'utf8' });
    if (run.status !== 0) {
      throw new Error(`building frontends/${app} failed:\n${run.stdout}\n${run.stderr}`);
    }
  }
}
