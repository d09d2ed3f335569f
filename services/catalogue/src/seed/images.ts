import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Shape } from './catalogue-data.js';

/**
 * Catalogue pictures drawn locally: a soft tile in the sub-category's colour, a simple flat shape
 * for the kind of pack, and the product type's name. One per product type (not per product), plus
 * one per category and sub-category, so rendering stays a few seconds.
 */
export interface ImageSpec {
  key: string;
  label: string;
  shape: Shape;
  /** Tile colour, e.g. '#e3f2fd'. */
  colour: string;
}

const SIZE = 600;
/** Installed by deploy/infra/install-system.sh (fonts-noto-core); DejaVu is the fallback fontconfig picks. */
const FONT = "'Noto Sans', 'DejaVu Sans', sans-serif";

type Hsl = [number, number, number];

function hexToHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

const hsl = ([h, s, l]: Hsl): string => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${Math.round(s * 100)}%, ${Math.round(l * 100)}%)`;

/** Each sub-category gets its own hue near its category's. */
export function subColour(categoryColour: string, index: number): string {
  const [h, s] = hexToHsl(categoryColour);
  const shifted: Hsl = [h + (index % 2 === 0 ? 1 : -1) * Math.ceil(index / 2) * 14, Math.max(s, 0.45), 0.9];
  const n = shifted;
  // Back to hex for a stable key.
  const c = (1 - Math.abs(2 * n[2] - 1)) * n[1];
  const x = c * (1 - Math.abs((((((n[0] % 360) + 360) % 360) / 60) % 2) - 1));
  const m = n[2] - c / 2;
  const sector = Math.floor((((n[0] % 360) + 360) % 360) / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v! + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');

/** Flat pack shapes centred on (300, 240) in a 600×600 tile; `a` is the main tone, `b` the accent. */
function shapeSvg(shape: Shape, a: string, b: string): string {
  switch (shape) {
    case 'bottle':
      return `<rect x="272" y="90" width="56" height="50" rx="8" fill="${b}"/><path d="M262 140 h76 l22 50 v170 a24 24 0 0 1 -24 24 h-72 a24 24 0 0 1 -24 -24 v-170 z" fill="${a}"/><rect x="250" y="230" width="100" height="70" rx="10" fill="${b}"/>`;
    case 'carton':
      return `<path d="M230 170 l40 -70 h60 l40 70 v210 h-140 z" fill="${a}"/><path d="M230 170 h140 l-40 -70 h-60 z" fill="${b}"/><rect x="250" y="230" width="100" height="80" rx="10" fill="${b}"/>`;
    case 'packet':
      return `<path d="M215 100 l17 15 l17 -15 l17 15 l17 -15 l17 15 l17 -15 l17 15 l17 -15 l17 15 l17 -15 v270 l-17 15 l-17 -15 l-17 15 l-17 -15 l-17 15 l-17 -15 l-17 15 l-17 -15 l-17 15 l-17 -15 z" fill="${a}"/><circle cx="300" cy="240" r="55" fill="${b}"/>`;
    case 'box':
      return `<rect x="200" y="110" width="200" height="270" rx="12" fill="${a}"/><rect x="200" y="110" width="200" height="40" rx="12" fill="${b}"/><rect x="235" y="200" width="130" height="110" rx="14" fill="${b}"/>`;
    case 'jar':
      return `<rect x="232" y="96" width="136" height="44" rx="10" fill="${b}"/><rect x="212" y="140" width="176" height="240" rx="36" fill="${a}"/><rect x="240" y="210" width="120" height="90" rx="12" fill="${b}"/>`;
    case 'can':
      return `<rect x="225" y="110" width="150" height="270" rx="18" fill="${a}"/><ellipse cx="300" cy="112" rx="75" ry="18" fill="${b}"/><rect x="225" y="210" width="150" height="70" fill="${b}"/>`;
    case 'pouch':
      return `<path d="M222 110 h156 l14 250 a20 20 0 0 1 -20 22 h-144 a20 20 0 0 1 -20 -22 z" fill="${a}"/><rect x="222" y="110" width="156" height="24" fill="${b}"/><circle cx="300" cy="250" r="48" fill="${b}"/>`;
    case 'round':
      return `<circle cx="300" cy="255" r="120" fill="${a}"/><path d="M300 135 q40 -60 95 -40 q-25 55 -95 40 z" fill="${b}"/><rect x="294" y="110" width="12" height="35" rx="6" fill="${b}"/>`;
    case 'leaf':
      return `<path d="M300 380 C160 300 180 150 300 100 C420 150 440 300 300 380 z" fill="${a}"/><path d="M300 120 V380" stroke="${b}" stroke-width="10" stroke-linecap="round"/><path d="M300 200 l-55 -35 M300 260 l60 -40 M300 320 l-60 -40" stroke="${b}" stroke-width="8" stroke-linecap="round"/>`;
    case 'bar':
      return `<rect x="170" y="150" width="260" height="190" rx="16" fill="${a}"/><path d="M257 150 v190 M343 150 v190 M170 245 h260" stroke="${b}" stroke-width="10"/>`;
    case 'tube':
      return `<path d="M200 120 h200 l-40 230 h-120 z" fill="${a}"/><rect x="270" y="350" width="60" height="40" rx="8" fill="${b}"/><rect x="200" y="110" width="200" height="24" rx="6" fill="${b}"/>`;
    case 'egg':
      return `<ellipse cx="230" cy="270" rx="62" ry="82" fill="${a}"/><ellipse cx="370" cy="270" rx="62" ry="82" fill="${a}"/><ellipse cx="300" cy="210" rx="66" ry="88" fill="${b}"/>`;
    case 'cup':
      return `<path d="M205 150 h190 l-25 230 h-140 z" fill="${a}"/><rect x="190" y="120" width="220" height="36" rx="12" fill="${b}"/><circle cx="300" cy="265" r="40" fill="${b}"/>`;
    case 'bag':
      return `<path d="M230 130 q70 -40 140 0 l30 230 a22 22 0 0 1 -22 24 h-156 a22 22 0 0 1 -22 -24 z" fill="${a}"/><rect x="262" y="108" width="76" height="22" rx="11" fill="${b}"/><rect x="245" y="220" width="110" height="90" rx="14" fill="${b}"/>`;
    case 'tray':
      return `<rect x="150" y="190" width="300" height="150" rx="26" fill="${a}"/><rect x="180" y="215" width="240" height="100" rx="18" fill="${b}"/>`;
    case 'drop':
      return `<path d="M300 100 C300 100 200 230 200 290 a100 100 0 0 0 200 0 C400 230 300 100 300 100 z" fill="${a}"/>`;
  }
}

/** Split a label into at most two lines of roughly equal length. */
function lines(label: string): string[] {
  if (label.length <= 16) return [label];
  const words = label.split(' ');
  let best = [label];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const l1 = words.slice(0, i).join(' ');
    const l2 = words.slice(i).join(' ');
    const diff = Math.abs(l1.length - l2.length);
    if (diff < bestDiff) {
      best = [l1, l2];
      bestDiff = diff;
    }
  }
  return best;
}

export function imageSvg(spec: ImageSpec): string {
  const [h, s] = hexToHsl(spec.colour);
  const main = hsl([h, Math.min(0.75, s + 0.2), 0.55]);
  const accent = hsl([h, Math.min(0.8, s + 0.2), 0.8]);
  const ink = hsl([h, 0.55, 0.22]);
  const text = lines(spec.label);
  const longest = Math.max(...text.map((l) => l.length));
  const fontSize = Math.max(30, Math.min(56, Math.floor(1000 / Math.max(longest, 10))));
  const y0 = text.length === 1 ? 490 : 462;
  const tspans = text
    .map(
      (l, i) =>
        `<text x="300" y="${y0 + i * (fontSize + 10)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="${ink}">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 600 600"><rect width="600" height="600" fill="#ffffff"/><rect x="12" y="12" width="576" height="576" rx="48" fill="${spec.colour}"/>${shapeSvg(spec.shape, main, accent)}${tspans}</svg>`;
}

/** Same picture, same hash: the upload cache is keyed by this. */
export const imageHash = (svg: string): string => createHash('sha256').update(svg).digest('hex');

export const renderPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
