// Prints the prerendered first views (src/first-view/first-views.tsx) as JSON for rspack.config.js.
// esbuild compiles the TSX (the app's own components and @minutemart/ui, which ships as source) into
// one module next to this package's node_modules, so react, react-dom and react-router are the
// installed ones; then node renders it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(dir, '..', 'node_modules', '.cache', 'first-views', 'first-views.mjs');
mkdirSync(path.dirname(outfile), { recursive: true });

await build({
  entryPoints: [path.join(dir, '..', 'src', 'first-view', 'first-views.tsx')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  target: 'node20',
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const { firstViews } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
process.stdout.write(JSON.stringify(firstViews()));
