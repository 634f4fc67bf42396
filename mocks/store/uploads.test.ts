// @vitest-environment node
// Uploaded pictures on the public side: their bytes reach the browser unchanged (past Prism, which
// reads bodies as text), with their real type and nosniff; unknown ids and names are 404.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBinary } from '../front.mjs';
import { decodeUpload } from './images.ts';
import { startThroughPrism } from './through-prism.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;

beforeAll(async () => {
  backEnd = await startThroughPrism();
}, 60_000);
afterAll(async () => backEnd?.stop());

const picture = async () => {
  const bytes = await sharp({
    create: { width: 30, height: 20, channels: 4, background: '#e91e63' },
  })
    .png()
    .toBuffer();
  const decoded = await decodeUpload({ name: 'a.png', declaredType: 'image/png', bytes });
  if (!('image' in decoded)) throw new Error(decoded.error);
  return decoded.image;
};

describe('uploaded pictures', () => {
  it('are served byte for byte with their real type and nosniff', async () => {
    const image = await picture();
    const path = backEnd.store.state().images.put('rewards', image);
    const answer = await backEnd.fetch(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await answer.arrayBuffer()).equals(image.bytes)).toBe(true);
  });

  it('answer 404 for an id the store did not make, 400 for a name that is not an id', async () => {
    expect(
      (await backEnd.fetch('/api/media/rewards/uploads/0123456789abcdef01234567.png')).status,
    ).toBe(404);
    expect((await backEnd.fetch('/api/media/rewards/uploads/..%2F..%2Fpasswd.png')).status).toBe(
      400,
    );
  });

  it('JSON answers carry nosniff too', async () => {
    const answer = await backEnd.fetch('/api/notification/all');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the front', () => {
  const form = (part: string) =>
    Buffer.from(`--b\r\nContent-Disposition: form-data; ${part}\r\n\r\nx\r\n--b--\r\n`, 'latin1');

  it('sends uploads and uploaded pictures past Prism, everything else through it', () => {
    const multipart = 'multipart/form-data; boundary=b';
    expect(
      isBinary('POST', '/api/rewards', multipart, form('name="image"; filename="a.png"')),
    ).toBe(true);
    expect(isBinary('PUT', '/api/x', multipart, form('name="name"'))).toBe(false);
    expect(isBinary('GET', '/api/media/rewards/uploads/a.png', '', Buffer.alloc(0))).toBe(true);
    expect(isBinary('GET', '/api/media/rewards/a.svg', '', Buffer.alloc(0))).toBe(false);
    expect(isBinary('POST', '/api/rewards', 'application/json', Buffer.from('{}'))).toBe(false);
  });
});
