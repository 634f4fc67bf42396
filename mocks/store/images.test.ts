// Hostile uploads, made here: each is refused with the message the forms show, or kept only as
// re-encoded pixels.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeUpload, IMAGE_ERRORS, ImageStore, type Upload } from './images.ts';

const upload = (bytes: Uint8Array, name = 'photo.png', declaredType = 'image/png'): Upload => ({
  name,
  declaredType,
  bytes,
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();

const includes = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe('decodeUpload', () => {
  it('keeps a PNG, a JPEG and a WebP as re-encoded pictures of their own type', async () => {
    const cases = [
      [await png(), 'image/png'],
      [await solid(30, 20).jpeg().toBuffer(), 'image/jpeg'],
      [await solid(30, 20).webp().toBuffer(), 'image/webp'],
    ] as const;
    for (const [bytes, type] of cases) {
      const decoded = await decodeUpload(upload(bytes, 'anything.bin', 'text/plain'));
      expect('image' in decoded && decoded.image.type).toBe(type);
    }
  });

  it('refuses an HTML page renamed .png, whatever type it declares', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect(await decodeUpload(upload(html, 'cat.png', 'image/png'))).toEqual({
      error: IMAGE_ERRORS.notImage,
    });
  });

  it('refuses an SVG renamed .png (it could carry script)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    expect(await decodeUpload(upload(svg, 'logo.png'))).toEqual({ error: IMAGE_ERRORS.notImage });
  });

  it('refuses a GIF: only PNG, JPEG and WebP are taken', async () => {
    const gif = await solid(8, 8).gif().toBuffer();
    expect(await decodeUpload(upload(gif, 'a.png'))).toEqual({ error: IMAGE_ERRORS.notImage });
  });

  it('refuses an empty file', async () => {
    expect(await decodeUpload(upload(new Uint8Array(0)))).toEqual({ error: IMAGE_ERRORS.empty });
  });

  it('refuses a truncated PNG', async () => {
    const whole = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const decoded = await decodeUpload(upload(whole.subarray(0, Math.floor(whole.length / 2))));
    expect(decoded).toEqual({ error: IMAGE_ERRORS.damaged });
  });

  it('refuses a file over 2 MB before decoding it', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(await png());
    expect(await decodeUpload(upload(big))).toEqual({ error: IMAGE_ERRORS.tooLarge });
  });

  it('refuses a picture over 4,000 pixels a side (small on disk, huge in memory)', async () => {
    const wide = await solid(4001, 10).png().toBuffer();
    expect(wide.length).toBeLessThan(2 * 1024 * 1024);
    expect(await decodeUpload(upload(wide))).toEqual({ error: IMAGE_ERRORS.tooWide });
  });

  it('drops HTML appended to a valid PNG (a polyglot): only the pixels survive', async () => {
    const polyglot = Buffer.concat([
      await png(),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const decoded = await decodeUpload(upload(polyglot));
    if (!('image' in decoded)) throw new Error(decoded.error);
    expect(includes(decoded.image.bytes, '<script')).toBe(false);
    expect(await sharp(decoded.image.bytes).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('drops script hidden in a PNG text chunk', async () => {
    const chunked = await solid(20, 20)
      .png()
      .withMetadata()
      .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>' } })
      .toBuffer();
    expect(includes(chunked, '<script')).toBe(true);
    const decoded = await decodeUpload(upload(chunked));
    if (!('image' in decoded)) throw new Error(decoded.error);
    expect(includes(decoded.image.bytes, '<script')).toBe(false);
  });

  it("drops a photo's EXIF location", async () => {
    const photo = await solid(40, 30)
      .jpeg()
      .keepExif()
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 31/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 8/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const decoded = await decodeUpload(upload(photo, 'IMG_0001.jpg', 'image/jpeg'));
    if (!('image' in decoded)) throw new Error(decoded.error);
    const kept = await sharp(decoded.image.bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(includes(decoded.image.bytes, 'PhoneMaker')).toBe(false);
  });
});

describe('ImageStore', () => {
  it('keeps a picture under an id of its own, never the uploaded name', async () => {
    const decoded = await decodeUpload(upload(await png(), '../../etc/passwd.png'));
    if (!('image' in decoded)) throw new Error(decoded.error);
    const store = new ImageStore();
    const path = store.put('rewards', decoded.image);
    expect(path).toMatch(/^\/api\/media\/rewards\/uploads\/[0-9a-f]{24}\.png$/);
    const file = path.split('/').pop() ?? '';
    expect(store.get('rewards', file)?.type).toBe('image/png');
    store.remove(path);
    expect(store.get('rewards', file)).toBeUndefined();
  });
});
