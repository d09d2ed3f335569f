// Writes the app icons in public/icons/ from the brand mark of public/favicon.svg (the bolt on the
// yellow tile), with sharp. Run after changing the mark: `node frontends/shell/scripts/make-icons.mjs`;
// the PNGs are committed (the build only copies them).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(dir, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const favicon = readFileSync(path.join(dir, '..', 'public', 'favicon.svg'), 'utf8');
const tile = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const bolt = /<path d="([^"]+)" fill="(#[0-9a-f]{6})"/i.exec(favicon);
if (!tile || !bolt) throw new Error('favicon.svg no longer has the tile and the bolt this script draws');
const [, boltPath, boltColour] = bolt;

/**
 * `any`: the favicon's rounded tile as it is. `maskable`: the tile fills the square (the platform cuts
 * its own shape) and the bolt shrinks into the central safe zone (a circle of 40% of the size).
 */
const svg = (purpose) => {
  const [scale, corner] = purpose === 'maskable' ? [0.8, 0] : [1, 8];
  const offset = 16 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${corner}" fill="${tile}"/>
  <path d="${boltPath}" fill="${boltColour}" transform="translate(${offset} ${offset}) scale(${scale})"/>
</svg>`;
};

const icons = [
  ['icon-192.png', 192, 'any'],
  ['icon-512.png', 512, 'any'],
  ['maskable-192.png', 192, 'maskable'],
  ['maskable-512.png', 512, 'maskable'],
  // iOS puts its own rounded corners on a full square.
  ['apple-touch-icon-180.png', 180, 'maskable'],
];
for (const [file, size, purpose] of icons) {
  await sharp(Buffer.from(svg(purpose)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`public/icons/${file} (${size} px, ${purpose})`);
}
