// Independent deployability: every deployable workspace has its own version and declares what it
// uses, `make test S=<name>` / `make test-changed` pick exactly the suites that concern a change, and
// `make build S=<name>` produces an artefact naming its version and run-time dependencies.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { importedPackages, isDeployable, loadWorkspaces, withDependents, type Workspace } from '../workspaces/graph.js';
import { selectionFor, selectionForChanges } from '../workspaces/select.js';
import { repoRoot } from './platform/stack.js';

const run = promisify(execFile);
const rootJest = (await import(pathToFileURL(join(repoRoot, 'jest.config.js')).href)).default as { projects: string[] };
const all = loadWorkspaces(repoRoot);
const byName = (n: string): Workspace => all.find((w) => w.name === n)!;
const pkgJson = (dir: string) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as Record<string, any>;

/** A file's suite runs when one of the selection's patterns matches its absolute path. */
const runs = (sel: { patterns: string[] }, file: string) => sel.patterns.some((p) => new RegExp(p).test(join(repoRoot, file)));

describe('workspaces', () => {
  it('knows every workspace, with a deployable kind for each service, the gateway, the shell and both remotes', () => {
    const kinds = Object.fromEntries(all.map((w) => [w.name, w.kind]));
    expect(kinds).toMatchObject({
      user: 'service',
      catalogue: 'service',
      cart: 'service',
      order: 'service',
      media: 'service',
      gateway: 'gateway',
      shell: 'shell',
      storefront: 'remote',
      admin: 'remote',
      contracts: 'library',
      kit: 'library',
      shared: 'library',
      e2e: 'tests',
    });
    expect(new Set(all.map((w) => w.name)).size).toBe(all.length);
  });

  it('gives every deployable its own semver version in its package.json', () => {
    for (const w of all.filter(isDeployable)) {
      expect({ workspace: w.name, version: w.version }).toEqual({ workspace: w.name, version: expect.stringMatching(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/) });
    }
  });

  it('declares every workspace package its code imports, at the version that workspace has', () => {
    const versionOf = new Map(all.map((w) => [w.pkg, w.version]));
    for (const w of all) {
      const declared = { ...pkgJson(w.dir)['dependencies'], ...pkgJson(w.dir)['devDependencies'] } as Record<string, string>;
      for (const imported of importedPackages(repoRoot, w.dir)) {
        if (imported === w.pkg) continue;
        expect({ workspace: w.name, imports: imported, declared: declared[imported] }).toEqual({
          workspace: w.name,
          imports: imported,
          declared: versionOf.get(imported),
        });
      }
    }
  });

  it('runs every service on the versions of the kit’s packages the kit declares (its code is bundled into each service)', () => {
    // A service's bundle imports the kit's third-party packages from the service's folder up; where another version is
    // hoisted (express's cookie@0.x), the service must declare the kit's own so that it is the one found.
    const kitDeps = pkgJson('services/kit')['dependencies'] as Record<string, string>;
    const installed = (from: string, name: string): string | undefined => {
      for (let dir = join(repoRoot, from); dir.startsWith(repoRoot); dir = dirname(dir)) {
        const file = join(dir, 'node_modules', name, 'package.json');
        if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
      }
      return undefined;
    };
    for (const w of all.filter((x) => x.kind === 'service')) {
      for (const [name, version] of Object.entries(kitDeps)) {
        if (name.startsWith('@minutemart/')) continue;
        expect({ service: w.name, name, version: installed(join(w.dir, 'dist'), name) }).toEqual({ service: w.name, name, version });
      }
    }
  });

  it('runs every workspace that has suites in `make test` (the root jest projects)', () => {
    const projects = rootJest.projects.map((p) => p.replace('<rootDir>/', ''));
    for (const w of all.filter((x) => existsSync(join(repoRoot, x.dir, 'jest.config.js')))) expect(projects).toContain(w.dir);
    expect(projects).toContain('deploy');
  });
});

describe('make test S=<name>', () => {
  it('runs a service’s own suites and the contract and deployment checks it is party to, nobody else’s', () => {
    const sel = selectionFor(['cart'], repoRoot, all);
    expect(sel.projects).toEqual(expect.arrayContaining(['services/cart', 'contracts', 'deploy']));
    expect(sel.projects).not.toEqual(expect.arrayContaining(['services/catalogue']));
    expect(runs(sel, 'services/cart/test/cart.test.ts')).toBe(true);
    expect(runs(sel, 'services/catalogue/test/products.test.ts')).toBe(false);
    expect(runs(sel, 'services/kit/test/config.test.ts')).toBe(false);
    // The cart publishes cart.* and consumes product.* and user.registered: the event contracts concern it.
    expect(runs(sel, 'contracts/test/cart-events.test.ts')).toBe(true);
    expect(runs(sel, 'contracts/test/openapi.test.ts')).toBe(true);
    expect(runs(sel, 'deploy/test/compose.test.ts')).toBe(true);
    expect(runs(sel, 'deploy/test/layers.test.ts')).toBe(true);
    expect(runs(sel, 'deploy/test/platform/event-bus.test.ts')).toBe(false);
    expect(sel.party).toEqual(['services/cart']);
    expect(sel.needsStack).toBe(false);
  });

  it('runs a remote’s checks without any service suite, and the browser suites with their stack', () => {
    const remote = selectionFor(['storefront'], repoRoot, all);
    expect(runs(remote, 'services/cart/test/cart.test.ts')).toBe(false);
    expect(runs(remote, 'deploy/test/k8s.test.ts')).toBe(true);
    expect(remote.party).toEqual(['frontends/storefront']);
    const e2e = selectionFor(['e2e'], repoRoot, all);
    expect(e2e.projects).toContain('e2e');
    expect(e2e.needsStack).toBe(true);
  });
});

describe('make test-changed', () => {
  it('runs only the cart’s suites for a change in the cart’s code', () => {
    const sel = selectionForChanges(['services/cart/src/domain/carts.ts'], repoRoot, all);
    expect(sel.workspaces).toEqual(['cart']);
    expect(runs(sel, 'services/cart/test/cart.test.ts')).toBe(true);
    for (const other of [
      'services/user/test/auth.test.ts',
      'services/catalogue/test/products.test.ts',
      'services/kit/test/config.test.ts',
      'frontends/shared/test/helpers.test.ts',
    ]) {
      expect({ other, runs: runs(sel, other) }).toEqual({ other, runs: false });
    }
    expect(sel.needsStack).toBe(false);
  });

  it('runs everything that depends on the contracts for a change in contracts/', () => {
    const sel = selectionForChanges(['contracts/src/events/catalogue.ts'], repoRoot, all);
    expect(new Set(sel.workspaces)).toEqual(withDependents(all, ['contracts']));
    for (const n of ['kit', 'user', 'catalogue', 'cart', 'order', 'media', 'gateway', 'shared', 'shell', 'storefront', 'admin', 'e2e'])
      expect(sel.workspaces).toContain(n);
    expect(runs(sel, 'services/media/test/upload.test.ts')).toBe(true);
    expect(runs(sel, 'frontends/shared/test/helpers.test.ts')).toBe(true);
  });

  it('runs the services and the gateway, not the frontends, for a change in the kit', () => {
    const sel = selectionForChanges(['services/kit/src/kafka/consumer.ts'], repoRoot, all);
    expect(new Set(sel.workspaces)).toEqual(new Set(['kit', 'user', 'catalogue', 'cart', 'order', 'media', 'gateway']));
    expect(runs(sel, 'frontends/shared/test/helpers.test.ts')).toBe(false);
  });

  it('runs a remote and the browser suites for a change in a remote', () => {
    const sel = selectionForChanges(['frontends/storefront/src/App.tsx'], repoRoot, all);
    expect(new Set(sel.workspaces)).toEqual(new Set(['storefront', 'e2e']));
    expect(sel.needsStack).toBe(true);
  });

  it('runs one deployment suite for its own area, nothing for prose, everything for a root build file', () => {
    const k8s = selectionForChanges(['deploy/k8s/base/cart/deployment.yaml'], repoRoot, all);
    expect(k8s.workspaces).toEqual([]);
    expect(k8s.patterns).toEqual([expect.stringMatching(/deploy\/test\/k8s\\\.test\\\.ts\$$/)]);
    expect(k8s.party).toEqual([]);
    const docs = selectionForChanges(['README.md', 'docs/infra.md', 'services/cart/README.md'], repoRoot, all);
    expect(docs.projects).toEqual([]);
    const lock = selectionForChanges(['package-lock.json'], repoRoot, all);
    expect(new Set(lock.workspaces)).toEqual(new Set([...all.map((w) => w.name), 'deploy']));
    const platform = selectionForChanges(['deploy/infra/kafka.sh'], repoRoot, all);
    expect(platform.workspaces).toEqual(['deploy']);
    expect(platform.needsStack).toBe(true);
  });

  it('reads the changed files from git (the command line make uses)', async () => {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'deploy/workspaces/cli.ts', 'changed', 'HEAD'], { cwd: repoRoot });
    expect(stderr).toMatch(/changed file\(s\) against HEAD/);
    expect(stdout).toMatch(/^MM_JEST_ARGS=\(/m);
    expect(stdout).toMatch(/^MM_NEEDS_STACK=[01]$/m);
  }, 60_000);
});

describe('make build S=<name>', () => {
  const declaredWithDeps = (w: Workspace, seen = new Set<string>()): Set<string> => {
    if (seen.has(w.name)) return new Set();
    seen.add(w.name);
    const out = new Set(Object.keys(pkgJson(w.dir)['dependencies'] ?? {}));
    for (const d of w.deps) for (const x of declaredWithDeps(byName(d), seen)) out.add(x);
    return out;
  };

  it.each(all.filter((w) => w.kind === 'service' || w.kind === 'gateway').map((w) => [w.name, w] as const))(
    '%s: the bundle names its version and loads only packages it (or a workspace it depends on) declares',
    async (_name, w) => {
      const out = mkdtempSync(join(tmpdir(), `mm-bundle-${w.name}-`));
      try {
        await run(process.execPath, [join(repoRoot, 'deploy/build/bundle-service.mjs')], {
          cwd: join(repoRoot, w.dir),
          env: { ...process.env, BUNDLE_OUTDIR: out },
        });
        const info = JSON.parse(readFileSync(join(out, 'build-info.json'), 'utf8')) as {
          name: string;
          version: string;
          runtimeDependencies: Record<string, string | null>;
        };
        expect(info).toMatchObject({ name: w.pkg, version: w.version });
        const declared = declaredWithDeps(w);
        const undeclared = Object.keys(info.runtimeDependencies).filter((d) => !declared.has(d));
        // Installed alone (`npm install -w <dir>`, as the image does), an undeclared package may be missing.
        expect(undeclared).toEqual([]);
        for (const [dep, version] of Object.entries(info.runtimeDependencies)) expect({ dep, version }).toEqual({ dep, version: expect.any(String) });
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
