/** The raster formats we accept, named as sharp's metadata names them (AVIF is HEIF with AV1). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

const AVIF_BRANDS = new Set(['avif', 'avis']);

/** AVIF: an ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (HEIC and MP4 are not images we take). */
function isAvif(buf: Buffer): boolean {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const boxSize = buf.readUInt32BE(0);
  if (boxSize < 16 || boxSize > buf.length || boxSize > 4096) return false;
  if (AVIF_BRANDS.has(ascii(buf, 8, 12))) return true;
  for (let at = 16; at + 4 <= boxSize; at += 4) if (AVIF_BRANDS.has(ascii(buf, at, at + 4))) return true;
  return false;
}

/**
 * Decide the format from the first bytes alone, before any decoder sees the file. The name and
 * the declared Content-Type are ignored: SVG, HTML and everything else fail here, because libvips
 * would happily render an SVG.
 */
export function sniffImageFormat(buf: Buffer): ImageFormat | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(buf)) return 'avif';
  return undefined;
}
