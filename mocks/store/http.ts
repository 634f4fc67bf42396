// Reading requests and writing answers for the store's HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Upload } from './images.ts';

export interface Reply {
  status: number;
  body: unknown;
  type?: string;
  /** Binary content answered instead of `body` (an uploaded picture). */
  bytes?: Buffer;
  /** Headers the contract declares for the answer (`ETag`, `Retry-After`), lower case. */
  headers?: Record<string, string>;
}

/** A request body: its fields (validated against the contract) and its file parts (kept aside). */
export interface RequestParts {
  body: unknown;
  uploads: Record<string, Upload>;
}

/** A request body larger than this is refused before it is parsed (bytes). */
export const MAX_REQUEST_BYTES = 8 * 1024 * 1024;

export class TooLarge extends Error {}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

export async function readBody(req: IncomingMessage): Promise<RequestParts> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_REQUEST_BYTES) throw new TooLarge('Request too large');
    chunks.push(buffer);
  }
  const uploads: Record<string, Upload> = {};
  if (chunks.length === 0) return { body: undefined, uploads };
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    // File parts are kept as bytes for the handler and left out of the fields the contract checks.
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else
        uploads[key] = {
          name: value.name,
          declaredType: value.type,
          bytes: new Uint8Array(await value.arrayBuffer()),
        };
    }
    return { body: fields, uploads };
  }
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return { body: parsed, uploads };
  } catch {
    return { body: raw.toString('utf8'), uploads };
  }
}

export function send(res: ServerResponse, { status, body, type, bytes, headers }: Reply): void {
  // No answer may be sniffed into another type (an image into HTML, say).
  res.setHeader('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  if (bytes && type) {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'public, max-age=3600' });
    res.end(bytes);
    return;
  }
  if (typeof body === 'string' && type) {
    // Pictures may be cached; a CSV export is always fresh.
    const cache = type.startsWith('image/') ? 'public, max-age=3600' : 'no-store';
    res.writeHead(status, { 'content-type': type, 'cache-control': cache });
    res.end(body);
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** `Prefer: code=500` or `Prefer: code=404, example=userNotFound` (Prism's own header). */
export function preferred(
  header: string | undefined,
): { code: string; example?: string } | undefined {
  const code = header?.match(/code=(\d{3})/)?.[1];
  if (!code) return undefined;
  const example = header?.match(/example=([\w-]+)/)?.[1];
  return example ? { code, example } : { code };
}
