// @vitest-environment node
// Requests no client should send still get a quick, clear answer: malformed or deeply nested JSON,
// a broken multipart form, a body of another type or none, an oversized upload (and the upload
// after it), a file field the form does not have; authentication comes before `Prefer` and before
// any file is decoded; no answer carries an internal error's text.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractDocument } from './contract.ts';
import { MAX_REQUEST_BYTES } from './http.ts';
import { startThroughPrism } from './through-prism.ts';

const decoded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./images.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./images.ts')>();
  return {
    ...original,
    decodeUpload: (...args: Parameters<typeof original.decodeUpload>) => {
      decoded.count++;
      return original.decodeUpload(...args);
    },
  };
});

const run = promisify(execFile);
let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
let token = '';

beforeAll(async () => {
  backEnd = await startThroughPrism();
  token = await backEnd.adminToken();
}, 60_000);
afterAll(async () => backEnd?.stop());

/** The raw answer of the public port, timed. */
async function send(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const started = performance.now();
  const answer = await backEnd.fetch(path, { ...init, signal: AbortSignal.timeout(5_000) });
  const text = await answer.text();
  return {
    status: answer.status,
    data: JSON.parse(text) as unknown,
    ms: performance.now() - started,
  };
}

const login = (body: BodyInit, type?: string) =>
  send('/api/auth/login', {
    method: 'POST',
    headers: type === undefined ? {} : { 'content-type': type },
    body,
  });

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2196f3' } })
    .png()
    .toBuffer();

describe('bodies no client should send', () => {
  it('answers malformed JSON with 400 within a second', async () => {
    const answer = await login('{"email":', 'application/json');
    expect(answer).toMatchObject({
      status: 400,
      data: { error: 'The request body is not valid JSON.' },
    });
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('answers JSON nested 10,000 deep with 400 within a second', async () => {
    const answer = await login('['.repeat(10_000) + ']'.repeat(10_000), 'application/json');
    expect(answer).toMatchObject({
      status: 400,
      data: { error: 'The JSON body is nested more than 32 levels deep.' },
    });
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('refuses JSON sent as text/plain or without a content type', async () => {
    const credentials = JSON.stringify({ email: 'admin@londonclinic.example', password: 'x' });
    expect(await login(credentials, 'text/plain')).toMatchObject({
      status: 400,
      data: {
        error: 'The Content-Type text/plain is not accepted here; send application/json.',
      },
    });
    const untyped = await send('/api/auth/login', {
      method: 'POST',
      body: new Blob([credentials]), // a Blob without a type: no Content-Type header
    });
    expect(untyped).toMatchObject({
      status: 400,
      data: {
        error: 'The Content-Type (none) is not accepted here; send application/json.',
      },
    });
  });

  it('answers a broken multipart form with 400 and no internal error text', async () => {
    const answer = await send('/api/rewards', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=xx',
      },
      body: 'garbage',
    });
    expect(answer).toEqual({
      status: 400,
      data: { error: 'The request body is not a valid multipart form.' },
      ms: expect.any(Number),
    });
    expect(JSON.stringify(answer.data)).not.toMatch(/TypeError|FormData/);
  });
});

describe('uploads', () => {
  const form = (parts: Record<string, Blob | string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(parts))
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, value, 'picture.png');
    return body;
  };
  const reward = async (image: Blob, field = 'image', withToken = true) =>
    send('/api/rewards', {
      method: 'POST',
      headers: withToken ? { authorization: `Bearer ${token}` } : {},
      body: form({
        name: 'Upload probe',
        description: 'A reward the upload probes create.',
        pointsRequired: '10',
        [field]: image,
      }),
    });

  it('refuses an upload over 8 MB, and the next upload is answered as usual', async () => {
    for (const size of [MAX_REQUEST_BYTES + 1024, 30 * 1024 * 1024]) {
      const huge = new Blob([new Uint8Array(size)], { type: 'image/png' });
      expect(await reward(huge), `${size} bytes`).toMatchObject({
        status: 400,
        data: { error: 'Request too large' },
      });
      const next = await reward(new Blob([new Uint8Array(await png())], { type: 'image/png' }));
      expect(next.status).toBe(200);
    }
  });

  it(
    'answers an upload just over 8 MB and the upload after it at once, never with 502',
    {
      timeout: 30_000,
    },
    async () => {
      // Just past the limit: the rest of the refused body must neither be cut off (the refusal was
      // never answered) nor stay on the connection in the way of the next request (that one hung,
      // then answered 502).
      const MB = 1024 * 1024;
      for (const size of [8.5 * MB, 9 * MB, 9 * MB, 10 * MB, 12 * MB]) {
        const huge = new Blob([new Uint8Array(size)], { type: 'image/png' });
        expect(await reward(huge), `${size / MB} MB`).toMatchObject({
          status: 400,
          data: { error: 'Request too large' },
        });
        const next = await reward(new Blob([new Uint8Array(await png())], { type: 'image/png' }));
        expect(next.status, `the upload after ${size / MB} MB`).toBe(200);
        expect(next.ms).toBeLessThan(2_000);
      }
    },
  );

  it('refuses an upload of 30 MB from another process with 400, then takes the next', async () => {
    // A client in its own process, as a browser is: the body arrives while the server answers.
    const client = `
      const headers = { authorization: 'Bearer ${token}' };
      const statuses = [];
      for (const size of [30 * 1024 * 1024, 0, 30 * 1024 * 1024, 0]) {
        const body = new FormData();
        body.append('name', 'Upload probe');
        body.append('pointsRequired', '10');
        if (size) body.append('image', new Blob([new Uint8Array(size)]), 'a.png');
        const answer = await fetch('${backEnd.url}/api/rewards', { method: 'POST', headers, body })
          .then((r) => r.status, () => 'no answer');
        statuses.push(answer);
      }
      console.log(JSON.stringify(statuses));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', client]);
    expect(JSON.parse(stdout)).toEqual([400, 200, 400, 200]);
  });

  it('checks the token before any file is decoded', async () => {
    const before = decoded.count;
    const answer = await reward(new Blob([new Uint8Array(await png())]), 'image', false);
    expect(answer).toMatchObject({ status: 401, data: { error: 'No token provided' } });
    expect(decoded.count).toBe(before);
  });

  it('refuses a file field the form does not declare', async () => {
    const answer = await reward(new Blob([new Uint8Array(await png())]), 'attachment');
    expect(answer).toMatchObject({
      status: 400,
      data: { error: 'The file field "attachment" is not accepted here.' },
    });
  });
});

describe('Prefer', () => {
  type Operation = { operationId: string; security?: unknown[] };
  const secured = Object.entries(contractDocument.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, ...(operation as Operation) })),
    )
    .filter((operation) => operation.security === undefined || operation.security.length > 0);

  it('never answers a secured operation without a token, whatever Prefer asks', async () => {
    expect(secured.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      secured.map(async ({ path, method, operationId }) => {
        const address = path.replace(/\{[^}]+\}/g, '64b7f0c2a1e4d5f6a7b8c901');
        const answer = await backEnd.fetch(address, {
          method: method.toUpperCase(),
          headers: { prefer: 'code=200' },
        });
        return `${operationId} ${answer.status}`;
      }),
    );
    expect(answers).toEqual(secured.map(({ operationId }) => `${operationId} 401`));
  });
});
