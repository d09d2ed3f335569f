/**
 * Which jest suites a team runs for its workspace: its own, plus the contract and deployment checks
 * it is party to. `make test S=<name>` asks for one workspace; `make test-changed` for the workspaces
 * a git diff touches and everything that depends on them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventsUsedBy, topicsOf } from './event-parties.js';
import { isDeployable, loadWorkspaces, withDependents, type Workspace } from './graph.js';

export interface Selection {
  /** Workspaces (short names) whose suites run, plus `deploy` when the deploy project runs whole. */
  workspaces: string[];
  /** jest projects (`--selectProjects`). */
  projects: string[];
  /** Absolute-path regexes (`--testPathPatterns`): a test file runs when one matches. */
  patterns: string[];
  /** MM_TEST_PARTY: folders whose share of the cross-cutting suites runs (event fixtures, k8s, compose). */
  party: string[];
  /** MM_TEST_EVENTS: `type@version` keys whose recorded fixtures the party's event suites check (empty: all). */
  events: string[];
  /** The e2e or platform suites need the running test stack (deploy/test/run-all.sh starts it). */
  needsStack: boolean;
}

/** jest selects projects by display name: the folder (jest.base.js) unless the config names another. */
function jestProjectName(root: string, dir: string): string {
  const text = readFileSync(join(root, dir, 'jest.config.js'), 'utf8');
  return /displayName:\s*['"]([^'"]+)['"]/.exec(text)?.[1] ?? dir;
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which workspaces a suite in contracts/test concerns, from its name. */
function contractSuiteConcerns(file: string, w: Workspace, events: Set<string>): boolean {
  if (['event-compat.test.ts', 'events.test.ts', 'topics.test.ts'].includes(file)) return events.size > 0;
  const perTopic = /^([a-z]+)-events\.test\.ts$/.exec(file);
  if (perTopic) return topicsOf(events).has(perTopic[1]!);
  // The /api description: implemented by services and the gateway, called by the frontends' API client.
  if (file === 'openapi.test.ts') return isDeployable(w) || w.name === 'shared';
  return true; // a contract suite nobody classified yet: run it for everybody rather than miss it
}

/** deploy/test suites a workspace is party to (each filters itself to MM_TEST_PARTY). */
function deploySuites(w: Workspace, events: Set<string>): string[] {
  const out = ['typecheck.test.ts', 'lint.test.ts'];
  if (w.kind === 'service' || w.kind === 'gateway') out.push('compose.test.ts');
  if (w.kind === 'service') out.push('layers.test.ts');
  if (isDeployable(w)) out.push('k8s.test.ts');
  if (events.size > 0 && w.kind === 'service') out.push('contracts/consumer-replay.test.ts');
  return out;
}

export function selectionFor(names: Iterable<string>, root: string, all: Workspace[] = loadWorkspaces(root)): Selection {
  const projects = new Set<string>();
  const patterns = new Set<string>();
  const party = new Set<string>();
  const partyEvents = new Set<string>();
  const chosen = [...new Set(names)];
  let needsStack = false;
  const contractSuites = existsSync(join(root, 'contracts/test'))
    ? readdirSync(join(root, 'contracts/test'))
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
    : [];

  for (const name of chosen) {
    if (name === 'deploy') {
      projects.add('deploy');
      patterns.add(`^${esc(root)}/deploy/`);
      needsStack = true; // platform suites drive the running stack
      continue;
    }
    const w = all.find((x) => x.name === name);
    if (!w) throw new Error(`unknown workspace '${name}'`);
    if (existsSync(join(root, w.dir, 'jest.config.js'))) {
      projects.add(jestProjectName(root, w.dir));
      patterns.add(`^${esc(root)}/${esc(w.dir)}/`);
    }
    if (w.kind === 'tests') needsStack = true;
    party.add(w.dir);
    if (w.kind === 'library' && w.name !== 'shared') continue; // contracts and kit: their own suites; their users bring the rest
    const events = eventsUsedBy(root, w.dir);
    for (const e of events) partyEvents.add(e);
    for (const f of contractSuites) {
      if (!contractSuiteConcerns(f, w, events)) continue;
      projects.add('contracts');
      patterns.add(`^${esc(root)}/contracts/test/${esc(f)}$`);
    }
    for (const f of deploySuites(w, events)) {
      if (!existsSync(join(root, 'deploy/test', f))) continue;
      projects.add('deploy');
      patterns.add(`^${esc(root)}/deploy/test/${esc(f)}$`);
    }
  }
  return { workspaces: chosen, projects: [...projects], patterns: [...patterns], party: [...party], events: [...partyEvents].sort(), needsStack };
}

/** Areas outside the workspaces whose own suites cover them (jest project, test file under its test/). */
const AREAS: [RegExp, string, string][] = [
  [/^deploy\/k8s\//, 'deploy', 'k8s.test.ts'],
  [/^(docker-compose\.yml|deploy\/docker\/|deploy\/compose\/)/, 'deploy', 'compose.test.ts'],
  [/^deploy\/workspaces\//, 'deploy', 'workspaces.test.ts'],
  // Recorded events are replayed by the compatibility suite and through the consumers.
  [/^contracts\/test\/fixtures\//, 'contracts', 'event-compat.test.ts'],
  [/^contracts\/test\/fixtures\//, 'deploy', 'contracts/consumer-replay.test.ts'],
];

/** Files that shape every workspace's build or test run. */
const EVERYTHING = /^(package\.json|package-lock\.json|jest\.base\.js|jest\.config\.js|tsconfig\.base\.json|\.npmrc)$/;

export interface ChangeSet {
  /** Workspaces touched directly (short names). */
  touched: string[];
  /** Suites an area change needs beyond the workspaces' own: [jest project, file under its test/]. */
  areaSuites: [string, string][];
  /** Something outside any area changed under deploy/ (or a root build file): the deploy project runs whole. */
  deployWhole: boolean;
  everything: boolean;
  ignored: string[];
}

/** Sorts changed paths (relative to the repo root) into the workspaces and areas they belong to. */
export function classifyChanges(files: string[], all: Workspace[]): ChangeSet {
  const dirs = [...all].sort((a, b) => b.dir.length - a.dir.length);
  const touched = new Set<string>();
  const suites = new Map<string, [string, string]>();
  const ignored: string[] = [];
  let deployWhole = false;
  let everything = false;
  for (const f of files) {
    if (EVERYTHING.test(f)) {
      everything = true;
      continue;
    }
    if (/\.md$/i.test(f) || f.startsWith('docs/')) {
      ignored.push(f); // prose: no suite reads it
      continue;
    }
    const areas = AREAS.filter(([re]) => re.test(f));
    if (areas.length > 0) {
      for (const [, project, file] of areas) suites.set(`${project}/${file}`, [project, file]);
      continue;
    }
    const w = dirs.find((x) => f.startsWith(`${x.dir}/`));
    if (w) {
      touched.add(w.name);
      continue;
    }
    if (f.startsWith('deploy/') || f === 'Makefile' || f.startsWith('.ci/')) deployWhole = true;
    else ignored.push(f);
  }
  return { touched: [...touched], areaSuites: [...suites.values()], deployWhole, everything, ignored };
}

export function selectionForChanges(files: string[], root: string, all: Workspace[] = loadWorkspaces(root)): Selection & { changes: ChangeSet } {
  const changes = classifyChanges(files, all);
  const names = changes.everything ? all.map((w) => w.name) : [...withDependents(all, changes.touched)];
  if (changes.everything || changes.deployWhole) names.push('deploy');
  const sel = selectionFor(names, root, all);
  for (const [project, file] of changes.areaSuites) {
    if (project === 'deploy' && names.includes('deploy')) continue; // already whole
    if (!existsSync(join(root, project, 'test', file))) continue;
    if (!sel.projects.includes(project)) sel.projects.push(project);
    const pattern = `^${esc(root)}/${esc(project)}/test/${esc(file)}$`;
    if (!sel.patterns.includes(pattern)) sel.patterns.push(pattern);
  }
  // A changed area suite (k8s, compose, fixtures) checks every party, not just the touched workspaces'.
  if (changes.areaSuites.length > 0 || changes.everything) {
    sel.party = [];
    sel.events = [];
  }
  return { ...sel, changes };
}
