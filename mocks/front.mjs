// The offline back end's public port. Every request goes to Prism's validating proxy; a request
// that Prism refuses on its own (no bearer token: 401, a request the contract does not allow: 422,
// both as `application/problem+json`, which the contract does not declare) is answered by the store
// instead, which answers such requests exactly as the contract declares (401 and 400 `{error}`).
import { createServer } from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host'];

async function bodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
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

/** Whether Prism refused the request itself, before the store saw it. */
export function refusedByPrism(answer) {
  return (
    (answer.status === 401 || answer.status === 422) &&
    (answer.headers.get('content-type') ?? '').startsWith('application/problem+json')
  );
}

/** Listens on `port`; resolves with the server once it does. */
export function startFront({ port, prismUrl, storeUrl }) {
  const server = createServer(async (request, response) => {
    try {
      const body = await bodyOf(request);
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
      response.writeHead(answer.status, { ...headers, 'content-length': payload.length });
      response.end(payload);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The offline back end is starting or stopped: ${error.message}`);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
