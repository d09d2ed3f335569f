import { fileTypeFromBuffer } from 'file-type';

/** The raster formats we accept, named as sharp's metadata names them. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export interface ImageType {
  format: ImageFormat;
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';
  ext: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
}

const JPEG: ImageType = { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg' };
const PNG: ImageType = { format: 'png', mime: 'image/png', ext: 'png' };
const AVIF: ImageType = { format: 'avif', mime: 'image/avif', ext: 'avif' };

/** file-type's answers we take, by MIME type; an animated PNG is a PNG to every decoder we use. */
const ACCEPTED: Record<string, ImageType> = {
  'image/jpeg': JPEG,
  'image/png': PNG,
  'image/apng': PNG,
  'image/gif': { format: 'gif', mime: 'image/gif', ext: 'gif' },
  'image/webp': { format: 'webp', mime: 'image/webp', ext: 'webp' },
  'image/avif': AVIF,
};

const AVIF_BRANDS = new Set(['avif', 'avis']);
const ascii = (buf: Uint8Array, from: number, to: number) => Buffer.from(buf.buffer, buf.byteOffset + from, to - from).toString('latin1');

/**
 * file-type names an ISO-BMFF file by its major brand only, and encoders write AVIF with the major
 * brand `mif1` too (AVIF then among the compatible brands): read those, within the `ftyp` box.
 */
function namesAvif(buf: Uint8Array): boolean {
  if (buf.length < 16) return false;
  const boxSize = Math.min(new DataView(buf.buffer, buf.byteOffset, buf.length).getUint32(0), buf.length, 4096);
  for (let at = 16; at + 4 <= boxSize; at += 4) if (AVIF_BRANDS.has(ascii(buf, at, at + 4))) return true;
  return false;
}

/**
 * What the bytes are, whatever the file name or the client's Content-Type claim: a text file renamed
 * .png is not an image, and SVG (which libvips would render) is refused with everything else.
 * Undefined for anything but the five formats we accept.
 */
export async function sniffImage(buf: Uint8Array): Promise<ImageType | undefined> {
  const found = await fileTypeFromBuffer(buf);
  if (!found) return undefined;
  if (found.mime === 'image/heif' && namesAvif(buf)) return AVIF;
  return ACCEPTED[found.mime];
}
