import { sniffImage } from '@minutemart/kit/images';
import { GIF_HEAD, JPEG_HEAD, PNG_1PX } from './harness.js';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImage (what an avatar upload may be)', () => {
  it('recognises the five accepted formats by their magic bytes', async () => {
    expect((await sniffImage(JPEG_HEAD))?.mime).toBe('image/jpeg');
    expect((await sniffImage(PNG_1PX))?.mime).toBe('image/png');
    expect((await sniffImage(GIF_HEAD))?.mime).toBe('image/gif');
    expect((await sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')))?.mime).toBe('image/webp');
    expect((await sniffImage(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')))?.mime).toBe('image/avif');
    // AVIF named only among the compatible brands
    expect((await sniffImage(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'miafavif')))?.ext).toBe('avif');
  });

  it('refuses everything else, including look-alikes', async () => {
    for (const b of [
      Buffer.from('hello, I am text'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('%PDF-1.7'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0], 'isomiso2'), // an MP4
      bytes([0x89, 0x50, 0x4e, 0x47]), // truncated PNG signature
      Buffer.alloc(0),
    ]) {
      expect(await sniffImage(b)).toBeUndefined();
    }
  });
});
