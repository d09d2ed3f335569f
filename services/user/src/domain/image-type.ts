export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';
  ext: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
}

const startsWith = (buf: Buffer, bytes: number[], at = 0): boolean =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

const ascii = (buf: Buffer, from: number, to: number): string => buf.subarray(from, to).toString('latin1');

/**
 * What the bytes are, whatever the file name or the client's Content-Type claim: a text file
 * renamed .png is not an image. Returns undefined for anything but the five formats we accept.
 */
export function sniffImageType(buf: Buffer): ImageType | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  // ISO-BMFF: [size]['ftyp'][major brand][minor version][compatible brands...]
  if (buf.length >= 16 && ascii(buf, 4, 8) === 'ftyp') {
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256);
    const brands = [ascii(buf, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(buf, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return { mime: 'image/avif', ext: 'avif' };
  }
  return undefined;
}
