// A compressing reverse proxy in front of `vite preview`, as a production host or CDN would be:
// `vite preview` sends JavaScript uncompressed, which would make every Lighthouse figure a test of
// the preview server rather than of the app.
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createHash } from 'node:crypto';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const brotli = (body, quality) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The build's static files (all but its pages and source maps) by URL path, each compressed once,
 * as a host that compresses at deploy serves them and as the benchmark's size rows count them:
 * brotli 11 and gzip 9.
 */
function staticFiles(staticDir) {
  const files = new Map();
  for (const file of filesUnder(staticDir)) {
    const type = TYPES[extname(file)];
    if (!type) continue;
    const body = readFileSync(file);
    const path = `/${relative(staticDir, file).split(sep).join('/')}`;
    const compressible = COMPRESSIBLE.test(type) && body.length > 512;
    files.set(path, {
      type,
      // Hashed names never change; anything else is checked again, as `vite preview` does.
      cacheControl: path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      identity: body,
      br: compressible ? brotli(body, 11) : undefined,
      gzip: compressible ? gzipSync(body, { level: 9 }) : undefined,
    });
  }
  return files;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

const encodingFor = (request) => {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  return accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : '';
};

function sendStatic(request, response, file) {
  if (request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, { etag: file.etag, 'cache-control': file.cacheControl });
    response.end();
    return;
  }
  const encoding = encodingFor(request);
  const body = (encoding && file[encoding]) || file.identity;
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': String(body.length),
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'Accept-Encoding',
    ...(body === file.identity ? {} : { 'content-encoding': encoding }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Forwards to `target`; compresses the answer as it passes (brotli 9), as a host does on the fly. */
function forward(request, response, target) {
  // HTTP/2's pseudo-headers (`:path`…) are not passed on; `host` is the one HTTP/1.1 needs.
  const asked = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
  );
  asked.host = request.headers.host ?? request.headers[':authority'];
  const upstream = http.request(
    `${target}${request.url}`,
    { method: request.method, headers: { ...asked, 'accept-encoding': 'identity' } },
    (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = { ...answer.headers };
        // Headers of one HTTP/1.1 connection, which HTTP/2 forbids.
        for (const name of HOP_BY_HOP) delete headers[name];
        const encoding = encodingFor(request);
        if (encoding && body.length > 512 && COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) {
          const encoded = encoding === 'br' ? brotli(body, 9) : gzipSync(body, { level: 9 });
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
}

/**
 * Listens on `port` as a static host would: the build's files in `staticDir` are answered from
 * memory, compressed when it starts; the pages (which `vite preview` gives a fresh nonce each) and
 * the API are forwarded to `target` (http://host:port) and compressed as they pass. With `tls`
 * (`{ key, cert }`) it speaks HTTP/2 over TLS only, as hosts and CDNs do; otherwise HTTP/1.1.
 */
export function startCompressingProxy(port, target, staticDir, { tls } = {}) {
  const files = staticFiles(staticDir);
  const create = (handler) =>
    tls ? http2.createSecureServer({ ...tls, allowHTTP1: false }, handler) : http.createServer(handler);
  const server = create((request, response) => {
    const file = ['GET', 'HEAD'].includes(request.method)
      ? files.get(new URL(request.url, target).pathname)
      : undefined;
    if (file) sendStatic(request, response, file);
    else forward(request, response, target);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
