// Bundles a service (or the gateway) into dist/: our own workspace packages are compiled in,
// third-party packages stay external and are loaded from node_modules at run time.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const cwd = process.cwd();
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

await build({
  entryPoints: {
    main: resolve(cwd, 'src/main.ts'),
    telemetry: existsSync(kitTelemetry) ? kitTelemetry : gatewayTelemetry,
  },
  outdir: resolve(cwd, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [ownPackagesInline],
});
console.log(`bundled ${cwd.split('/').slice(-2).join('/')} -> dist/`);
