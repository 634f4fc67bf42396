// The offline back end's public port. Prism's proxy reads every request and answer body as UTF-8
// text, which would corrupt a picture's bytes, so the two binary paths go to the store directly:
// a multipart request with a file part (an upload) and an uploaded picture (getUploadedImage).
// The store checks those requests against the contract itself (openapi-backend) and decodes every
// file it receives (images.ts). Everything else goes through Prism, which validates both ways.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_REQUEST_BYTES } from './http.ts';

const UPLOADED_IMAGE = /^\/api\/media\/[a-z]+\/uploads\//;
const FILE_PART = /content-disposition:[^\r\n]*;\s*filename=/i;
/** Headers that describe one hop, not the message. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

/** True when the request must not pass through Prism (its bytes would be changed). */
export function isBinary(method: string, path: string, type: string, body: Buffer): boolean {
  if ((method === 'GET' || method === 'HEAD') && UPLOADED_IMAGE.test(path)) return true;
  return type.startsWith('multipart/form-data') && FILE_PART.test(body.toString('latin1'));
}

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export interface Gate {
  url: string;
  close: () => Promise<void>;
}

export async function startGate(options: {
  port: number;
  host?: string;
  prismUrl: string;
  storeUrl: string;
}): Promise<Gate> {
  const server: Server = createServer(async (req, res) => {
    try {
      const body = await bodyOf(req);
      if (!body) {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'Request too large' }));
        return;
      }
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const type = req.headers['content-type'] ?? '';
      const target = isBinary(method, path.split('?')[0] ?? '', type, body)
        ? options.storeUrl
        : options.prismUrl;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined && !HOP.has(name))
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const answer = await fetch(target + path, {
        method,
        headers,
        body:
          method === 'GET' || method === 'HEAD' || body.length === 0
            ? undefined
            : new Uint8Array(body),
        redirect: 'manual',
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP.has(name)) out[name] = value;
      });
      // Prism drops headers the contract does not declare; no answer may be sniffed.
      out['x-content-type-options'] = 'nosniff';
      res.writeHead(answer.status, out);
      res.end(bytes);
    } catch (error) {
      if (res.headersSent) return void res.end();
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Back end unavailable', message: String(error) }));
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
