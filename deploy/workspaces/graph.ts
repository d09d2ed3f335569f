/**
 * The monorepo as a set of independently versioned workspaces: what each one is (a deployable
 * service, the gateway, the shell, a remote, a library, a test suite), its version, and which other
 * workspaces it depends on — read from the package.json files, the single source of those facts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Kind = 'service' | 'gateway' | 'shell' | 'remote' | 'library' | 'tests';

export interface Workspace {
  /** Short name used by `make test S=<name>` / `make build S=<name>`: the folder's last segment. */
  name: string;
  /** Folder relative to the repo root (also the jest project name). */
  dir: string;
  /** npm package name. */
  pkg: string;
  version: string;
  kind: Kind;
  /** Short names of the workspaces this one declares in dependencies/devDependencies. */
  deps: string[];
}

export const repoRoot = resolve(import.meta.dirname, '../..');

/** Kinds that are not services/<name>; a services/<name> folder with src/main.ts is a service. */
const KINDS: Record<string, Kind> = {
  contracts: 'library',
  'services/kit': 'library',
  'frontends/shared': 'library',
  gateway: 'gateway',
  'frontends/shell': 'shell',
  'frontends/storefront': 'remote',
  'frontends/admin': 'remote',
  'frontends/e2e': 'tests',
};

/**
 * What a test-only workspace exercises without importing it as a package: the browser tests drive
 * the built shell and remotes, so a change there must run them.
 */
export const EXERCISES: Record<string, string[]> = { e2e: ['shell', 'storefront', 'admin'] };

const DEPLOYABLE: ReadonlySet<Kind> = new Set(['service', 'gateway', 'shell', 'remote']);
export const isDeployable = (w: Workspace): boolean => DEPLOYABLE.has(w.kind);

interface PackageJson {
  name: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readPkg = (root: string, dir: string): PackageJson => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageJson;

/** The root package.json's workspace globs (`dir` or `dir/*`), expanded. */
export function workspaceDirs(root = repoRoot): string[] {
  const globs = readPkg(root, '.').workspaces ?? [];
  return globs.flatMap((g) => {
    if (!g.endsWith('/*')) return [g];
    const parent = g.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(root, parent, e.name, 'package.json')))
      .map((e) => `${parent}/${e.name}`)
      .sort();
  });
}

const shortName = (dir: string): string => dir.split('/').pop()!;

export function loadWorkspaces(root = repoRoot): Workspace[] {
  const dirs = workspaceDirs(root);
  const pkgs = dirs.map((dir) => ({ dir, pkg: readPkg(root, dir) }));
  const byPkg = new Map(pkgs.map(({ dir, pkg }) => [pkg.name, shortName(dir)]));
  return pkgs.map(({ dir, pkg }) => {
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const kind = KINDS[dir] ?? (dir.startsWith('services/') && existsSync(join(root, dir, 'src/main.ts')) ? 'service' : 'library');
    return {
      name: shortName(dir),
      dir,
      pkg: pkg.name,
      version: pkg.version ?? '0.0.0',
      kind,
      deps: declared.filter((d) => byPkg.has(d)).map((d) => byPkg.get(d)!),
    };
  });
}

/** A workspace by short name, folder or package name; throws with the list of known names. */
export function findWorkspace(all: Workspace[], input: string): Workspace {
  const key = input.replace(/\/+$/, '');
  const w = all.find((x) => x.name === key || x.dir === key || x.pkg === key);
  if (!w) throw new Error(`unknown workspace '${input}' (known: ${all.map((x) => x.name).join(', ')})`);
  return w;
}

/** The given workspaces plus every workspace that depends on them, directly or through others. */
export function withDependents(all: Workspace[], names: Iterable<string>): Set<string> {
  const users = new Map<string, string[]>();
  for (const w of all) {
    for (const d of [...w.deps, ...(EXERCISES[w.name] ?? [])]) users.set(d, [...(users.get(d) ?? []), w.name]);
  }
  const out = new Set<string>();
  const queue = [...names];
  while (queue.length > 0) {
    const n = queue.shift()!;
    if (out.has(n)) continue;
    out.add(n);
    queue.push(...(users.get(n) ?? []));
  }
  return out;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;

/** Every source file of a workspace (src/, test/, tests/, support/, scripts/), node_modules and dist excluded. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
      const p = `${rel}/${e.name}`;
      // A folder with its own package.json is another package (a test fixture), with its own dependencies.
      if (e.isDirectory()) {
        if (!existsSync(join(root, p, 'package.json'))) walk(p);
      } else if (SOURCE.test(e.name)) out.push(p);
    }
  };
  for (const sub of ['src', 'test', 'tests', 'support', 'scripts']) if (existsSync(join(root, dir, sub))) walk(`${dir}/${sub}`);
  return out;
}

/** The @minutemart/* packages a workspace's code imports (static or dynamic, subpaths included). */
export function importedPackages(root: string, dir: string): Set<string> {
  const found = new Set<string>();
  for (const f of sourceFiles(root, dir)) {
    const text = readFileSync(join(root, f), 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"](@minutemart\/[a-z0-9-]+)/g)) found.add(m[1]!);
  }
  return found;
}
