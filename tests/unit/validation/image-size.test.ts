import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from '@/lib/validation';
import { packs } from './helpers';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [...be16(Math.floor(n / 0x10000)), ...be16(n & 0xffff)];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [...le16(n & 0xffff), (n >> 16) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(Math.floor(n / 0x10000))];
const zeros = (n: number) => new Array<number>(n).fill(0);

const png = (w: number, h: number) => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 6, 0, 0, 0]);
const jpeg = (w: number, h: number, sof = 0xc0) =>
  bytes([0xff, 0xd8], [0xff, 0xe0], be16(16), 'JFIF', zeros(10), [0xff, 0xc4], be16(4), [0, 0], [0xff, sof], be16(17), [8], be16(h), be16(w), [3], zeros(9));
const webpVp8x = (w: number, h: number) => bytes('RIFF', le32(30), 'WEBP', 'VP8X', le32(10), zeros(4), le24(w - 1), le24(h - 1));
const webpVp8l = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return bytes('RIFF', le32(30), 'WEBP', 'VP8L', le32(10), [0x2f], le32(bits >>> 0), zeros(5));
};
const webpVp8 = (w: number, h: number) => bytes('RIFF', le32(30), 'WEBP', 'VP8 ', le32(10), zeros(3), [0x9d, 0x01, 0x2a], le16(w), le16(h), zeros(2));

describe('readImageSize', () => {
  it.each([
    ['PNG', png(1200, 800), { format: 'png', width: 1200, height: 800 }],
    ['baseline JPEG after APP0 and DHT segments', jpeg(640, 480), { format: 'jpeg', width: 640, height: 480 }],
    ['progressive JPEG', jpeg(3024, 4032, 0xc2), { format: 'jpeg', width: 3024, height: 4032 }],
    ['extended WebP (VP8X)', webpVp8x(5000, 3000), { format: 'webp', width: 5000, height: 3000 }],
    ['lossless WebP (VP8L)', webpVp8l(300, 200), { format: 'webp', width: 300, height: 200 }],
    ['lossy WebP (VP8)', webpVp8(1024, 768), { format: 'webp', width: 1024, height: 768 }],
  ])('reads a %s', (_name, data, expected) => {
    expect(v.readImageSize(data)).toEqual(expected);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7', zeros(40))],
    ['a truncated PNG', png(10, 10).slice(0, 20)],
    ['a JPEG that ends before its frame header', jpeg(10, 10).slice(0, 30)],
    ['nothing', new Uint8Array()],
  ])('reads nothing from %s', (_name, data) => {
    expect(v.readImageSize(data)).toBeUndefined();
  });
});

describe('dimensions on the server and in the browser', () => {
  const schema = z.object({ photo: v.file().check(v.image(), v.dimensions(600, 600)) });
  const labels = { photo: 'Profile photo' };

  it('checks an upload described with its pixel size', () => {
    const square = v.describeUpload({ name: 'me.png', type: 'image/png', bytes: png(600, 600) });
    expect(square).toEqual({ name: 'me.png', type: 'image/png', size: png(600, 600).byteLength, width: 600, height: 600 });
    expect(schema.safeParse({ photo: square }).success).toBe(true);
    const wide = v.describeUpload({ name: 'me.jpg', type: 'image/jpeg', bytes: jpeg(800, 600) });
    expect(v.validate(schema, { photo: wide }, labels, packs.en)).toEqual({
      success: false,
      errors: { photo: 'The Profile photo field must be an image of 600 × 600 pixels' },
    });
  });

  it('measures a File when it has no size yet (asynchronously)', async () => {
    const square = new File([png(600, 600)], 'me.png', { type: 'image/png' });
    const tall = new File([png(600, 900)], 'me.png', { type: 'image/png' });
    await expect(schema.parseAsync({ photo: square })).resolves.toEqual({ photo: square });
    const result = await schema.safeParseAsync({ photo: tall }, { error: v.createErrorMap(labels, packs.tr) });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Profile photo alanı 600 × 600 piksel boyutunda bir görsel olmalıdır']);
  });

  it('passes a browser File through untouched, so it can still be uploaded', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    expect(z.object({ cv: v.file() }).parse({ cv }).cv).toBe(cv);
    expect(v.isFileDescription(cv)).toBe(true);
    expect(v.isFileDescription({ name: 'cv.pdf', type: 'application/pdf' })).toBe(false);
  });
});
