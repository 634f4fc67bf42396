// The offline back end's public port. Every request goes to Prism's validating proxy; a request
// that Prism refuses on its own (no bearer token: 401, a request the contract does not allow: 422,
// both as `application/problem+json`, which the contract does not declare) is answered by the store
// instead, which answers such requests exactly as the contract declares (401 and 400 `{error}`).
// Pictures bypass Prism: its proxy reads every body as UTF-8 text, which would change a picture's
// bytes, so an upload (a multipart request with a file part) and an uploaded picture go to the store
// directly; the store checks those requests against the contract itself and decodes every file it
// receives (store/images.ts). No answer may be sniffed into another type.
// A body Prism cannot read (malformed or deeply nested JSON: it never answers the first and fails
// on the second) goes to the store directly too, which refuses it with 400 and a clear message; a
// body over the store's limit is refused here, before anything is forwarded.
import { createServer } from 'node:http';
import {
  isJsonType,
  jsonDepth,
  MAX_JSON_DEPTH,
  mediaType,
  readRaw,
  TooLarge,
} from './store/http.ts';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host'];

const TOO_LARGE = Symbol('too large');

/** The request's body; TOO_LARGE (read to its end, the bytes past the limit dropped) past the store's limit. */
async function bodyOf(request) {
  try {
    return await readRaw(request);
  } catch (error) {
    if (error instanceof TooLarge) return TOO_LARGE;
    throw error;
  }
}

/** True for a JSON body that Prism cannot take: not JSON at all, or nested too deeply. */
export function isUnreadableJson(type, body) {
  if (body === undefined || !isJsonType(mediaType(type))) return false;
  const text = body.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) return true;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

function forward(origin, request, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.includes(name) && value !== undefined) headers.set(name, String(value));
  }
  return fetch(new URL(request.url, origin), {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
}

const UPLOADED_IMAGE = /^\/api\/media\/[a-z]+\/uploads\//;
const FILE_PART = /content-disposition:[^\r\n]*;\s*filename=/i;

/** True when the request must not pass through Prism (its bytes would be changed). */
export function isBinary(method, path, type, body) {
  if ((method === 'GET' || method === 'HEAD') && UPLOADED_IMAGE.test(path)) return true;
  return (
    (type ?? '').startsWith('multipart/form-data') &&
    body !== undefined &&
    FILE_PART.test(body.toString('latin1'))
  );
}

/** Whether Prism refused the request itself, before the store saw it. */
export function refusedByPrism(answer) {
  return (
    (answer.status === 401 || answer.status === 422) &&
    (answer.headers.get('content-type') ?? '').startsWith('application/problem+json')
  );
}

/**
 * Listens on `port`; resolves with the server once it does. `control` (the store's MockControl)
 * drops a call whose operation has a dropped-connection fault armed, before Prism sees it; the
 * control surface `/__mock/*` is outside the contract and goes to the store directly.
 */
export function startFront({ port, prismUrl, storeUrl, control }) {
  const server = createServer(async (request, response) => {
    try {
      const body = await bodyOf(request);
      if (body === TOO_LARGE) {
        response.writeHead(400, {
          'content-type': 'application/json; charset=utf-8',
          'access-control-allow-origin': request.headers.origin ?? '*',
          'x-content-type-options': 'nosniff',
        });
        response.end(JSON.stringify({ error: 'Request too large' }));
        return;
      }
      const path = new URL(request.url ?? '/', 'http://front').pathname;
      if (control?.dropsNext(request.method, path)) return void request.socket.destroy();
      const type = request.headers['content-type'];
      if (
        path.startsWith('/__mock/') ||
        isBinary(request.method, path, type, body) ||
        isUnreadableJson(type, body)
      ) {
        const direct = await forward(storeUrl, request, body);
        const headers = { 'access-control-allow-origin': request.headers.origin ?? '*' };
        direct.headers.forEach((value, name) => {
          if (!HOP_BY_HOP.includes(name) && name !== 'content-encoding') headers[name] = value;
        });
        const payload = Buffer.from(await direct.arrayBuffer());
        response.writeHead(direct.status, { ...headers, 'content-length': payload.length });
        response.end(payload);
        return;
      }
      const fromPrism = await forward(prismUrl, request, body);
      const answer = refusedByPrism(fromPrism) ? await forward(storeUrl, request, body) : fromPrism;
      const headers = {};
      // Prism's CORS headers stay on the store's answer, so a browser reads it too.
      fromPrism.headers.forEach((value, name) => {
        if (name.startsWith('access-control-')) headers[name] = value;
      });
      answer.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.includes(name) && name !== 'content-encoding') headers[name] = value;
      });
      const payload = Buffer.from(await answer.arrayBuffer());
      // Prism drops headers the contract does not declare; no answer may be sniffed.
      headers['x-content-type-options'] = 'nosniff';
      response.writeHead(answer.status, { ...headers, 'content-length': payload.length });
      response.end(payload);
    } catch (error) {
      console.error('front: no answer from the store or Prism', error);
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The offline back end is starting or stopped.');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
