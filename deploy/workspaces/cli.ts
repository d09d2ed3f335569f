/**
 * Command line over the workspace graph, for the make targets (run with `node --import tsx`):
 *   select <name...>   bash assignments for deploy/test/run-selected.sh (suites of those workspaces)
 *   changed [BASE]     the same for the workspaces a git diff touches, and their dependents
 *   info <name>        "<dir> <kind> <version> <package>" of one workspace
 *   list               every workspace with its kind, version and dependencies
 */
import { execFileSync } from 'node:child_process';
import { findWorkspace, loadWorkspaces, repoRoot } from './graph.js';
import { selectionFor, selectionForChanges, type Selection } from './select.js';

const q = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
const git = (...args: string[]): string => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (...args: string[]): string | undefined => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

function emit(sel: Selection): void {
  const args = sel.projects.length ? ['--selectProjects', ...sel.projects, '--testPathPatterns', ...sel.patterns] : [];
  console.log(`MM_SELECTED=(${sel.workspaces.map(q).join(' ')})`);
  console.log(`MM_JEST_ARGS=(${args.map(q).join(' ')})`);
  console.log(`MM_TEST_PARTY=${q(sel.party.join(','))}`);
  console.log(`MM_TEST_EVENTS=${q(sel.events.join(','))}`);
  console.log(`MM_NEEDS_STACK=${sel.needsStack ? 1 : 0}`);
}

/** BASE if given; else where this branch left origin/main; else the previous commit; else HEAD. */
function baseRef(given: string | undefined): string {
  if (given) {
    if (!tryGit('rev-parse', '--verify', '--quiet', `${given}^{commit}`)) throw new Error(`BASE=${given} is not a commit here`);
    return given;
  }
  if (tryGit('rev-parse', '--verify', '--quiet', 'origin/main^{commit}')) return tryGit('merge-base', 'origin/main', 'HEAD') ?? 'origin/main';
  if (tryGit('rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}')) return 'HEAD~1';
  return 'HEAD';
}

const [cmd, ...rest] = process.argv.slice(2);
const all = loadWorkspaces(repoRoot);
try {
  switch (cmd) {
    case 'select': {
      if (rest.length === 0) throw new Error('select needs workspace names');
      emit(
        selectionFor(
          rest.map((n) => (n === 'deploy' ? n : findWorkspace(all, n).name)),
          repoRoot,
          all,
        ),
      );
      break;
    }
    case 'changed': {
      const base = baseRef(rest[0] || process.env['BASE'] || undefined);
      const files = [...git('diff', '--name-only', base).split('\n'), ...git('ls-files', '--others', '--exclude-standard').split('\n')].filter(Boolean);
      const sel = selectionForChanges([...new Set(files)], repoRoot, all);
      const c = sel.changes;
      console.error(`[test-changed] ${files.length} changed file(s) against ${base}`);
      if (c.everything) console.error('[test-changed] a root build file changed: every workspace');
      else
        console.error(
          `[test-changed] touched: ${c.touched.join(' ') || '(no workspace)'}${c.areaSuites.length ? `; areas: ${c.areaSuites.map((a) => a.join('/')).join(' ')}` : ''}${c.deployWhole ? '; deploy/ (whole)' : ''}`,
        );
      console.error(`[test-changed] running: ${sel.workspaces.join(' ') || '(nothing)'}`);
      emit(sel);
      break;
    }
    case 'info': {
      const w = findWorkspace(all, rest[0] ?? '');
      console.log([w.dir, w.kind, w.version, w.pkg].join(' '));
      break;
    }
    case 'list':
      for (const w of all) console.log(`${w.name.padEnd(11)} ${w.kind.padEnd(8)} ${w.version.padEnd(8)} ${w.dir.padEnd(22)} ${w.deps.join(' ')}`);
      break;
    default:
      throw new Error('usage: cli.ts select <name...> | changed [BASE] | info <name> | list');
  }
} catch (e) {
  console.error(`[workspaces] ${(e as Error).message}`);
  process.exit(2);
}
