// A compressing reverse proxy in front of `vite preview`, as a production host or CDN would be:
// `vite preview` sends JavaScript uncompressed, which would make every Lighthouse figure a test of
// the preview server rather than of the app.
import http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;
const cache = new Map();

function encode(body, encoding, key) {
  const cacheKey = `${encoding} ${key}`;
  if (key && cache.has(cacheKey)) return cache.get(cacheKey);
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(body, { level: 9 });
  if (key) cache.set(cacheKey, out);
  return out;
}

/** Listens on `port`, forwards to `target` (http://host:port), compresses what the browser accepts. */
export function startCompressingProxy(port, target) {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          const accepts = String(request.headers['accept-encoding'] ?? '');
          const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : '';
          const type = String(headers['content-type'] ?? '');
          if (encoding && body.length > 512 && COMPRESSIBLE.test(type)) {
            // Hashed assets never change: compress each once.
            const key = request.url.startsWith('/assets/') ? request.url : '';
            const encoded = encode(body, encoding, key);
            headers['content-encoding'] = encoding;
            headers['content-length'] = String(encoded.length);
            headers.vary = 'Accept-Encoding';
            response.writeHead(answer.statusCode, headers);
            response.end(encoded);
            return;
          }
          response.writeHead(answer.statusCode, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
