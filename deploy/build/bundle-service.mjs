// Bundles a service (or the gateway) into dist/: our own workspace packages are compiled in,
// third-party packages stay external and are loaded from node_modules at run time.
// dist/build-info.json names the artefact: package, version, commit, and the third-party packages
// (with the versions installed here) the bundle loads at run time.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const cwd = process.cwd();
// BUNDLE_OUTDIR: somewhere else than dist/ (the workspace test bundles without touching a running stack's files).
const outdir = process.env.BUNDLE_OUTDIR ? resolve(process.env.BUNDLE_OUTDIR) : resolve(cwd, 'dist');
const kitTelemetry = resolve(cwd, '../../services/kit/src/telemetry/register.ts');
const gatewayTelemetry = resolve(cwd, '../services/kit/src/telemetry/register.ts');

const ownPackagesInline = {
  name: 'externalise-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@minutemart/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  entryPoints: {
    main: resolve(cwd, 'src/main.ts'),
    telemetry: existsSync(kitTelemetry) ? kitTelemetry : gatewayTelemetry,
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [ownPackagesInline],
});

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
const externals = new Set();
for (const out of Object.values(result.metafile.outputs)) {
  for (const imp of out.imports) if (imp.external && !builtins.has(imp.path) && !imp.path.startsWith('node:')) externals.add(packageOf(imp.path));
}
// Node's own lookup (up the node_modules chain), reading package.json directly: not every package exports it.
const versionOf = (name) => {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dirname(dir) === dir) return null;
  }
};
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null; // building from a tree without git (a Docker context)
  }
};
const info = {
  name: pkg.name,
  version: pkg.version,
  commit: git('rev-parse', 'HEAD'),
  dirty: git('status', '--porcelain', '--', '.') ? true : git('rev-parse', 'HEAD') ? false : null,
  builtAt: new Date().toISOString(),
  node: process.version,
  runtimeDependencies: Object.fromEntries([...externals].sort().map((n) => [n, versionOf(n)])),
};
writeFileSync(join(outdir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
console.log(`bundled ${cwd.split('/').slice(-2).join('/')} ${pkg.version} -> ${outdir}`);
