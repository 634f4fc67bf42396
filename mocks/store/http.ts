// Reading requests and writing answers for the store's HTTP server.
import type { ServerResponse } from 'node:http';
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

/** JSON nested deeper than this is refused before it is parsed (objects and arrays). */
export const MAX_JSON_DEPTH = 32;

/** A request refused before it reaches an operation: its status and clear message. */
export class Refused extends Error {
  readonly status = 400;
}

export class TooLarge extends Refused {
  constructor() {
    super('Request too large');
  }
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
export const mediaType = (header: string | undefined) =>
  ((header ?? '').split(';')[0] ?? '').trim().toLowerCase();

export const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/**
 * How deeply a JSON text nests objects and arrays, read without parsing (strings skipped), so a
 * body nested thousands deep is measured without recursion.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** The parsed JSON body, or why it is refused (malformed, or nested too deeply). */
export function parseJson(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new Refused(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Refused('The request body is not valid JSON.');
  }
}

/**
 * Reads a body of at most MAX_REQUEST_BYTES; a larger one is refused (TooLarge) once it has been
 * read to its end, its bytes past the limit dropped as they arrive. Stopping early would leave the
 * rest of the body on the connection (or, leaving the loop, destroy the request before it is
 * answered), and the next request on that connection would hang, then fail.
 */
export async function readRaw(req: AsyncIterable<Buffer | string>): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size <= MAX_REQUEST_BYTES) chunks.push(Buffer.from(chunk));
  }
  if (size > MAX_REQUEST_BYTES) throw new TooLarge();
  return chunks.length === 0 ? undefined : Buffer.concat(chunks);
}

/**
 * A request body: JSON (parsed, depth-limited) or a multipart form (fields as text, file parts
 * aside). A body of any other type is refused (400, as the contract declares for every body);
 * only JSON and multipart are read.
 */
export async function parseBody(
  raw: Buffer | undefined,
  header: string | undefined,
): Promise<RequestParts> {
  const uploads: Record<string, Upload> = {};
  if (raw === undefined || raw.length === 0) return { body: undefined, uploads };
  const type = mediaType(header);
  if (type === 'multipart/form-data') {
    // File parts are kept as bytes for the handler and left out of the fields the contract checks.
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': header ?? '' },
      }).formData();
    } catch {
      throw new Refused('The request body is not a valid multipart form.');
    }
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
  if (isJsonType(type)) return { body: parseJson(raw.toString('utf8')), uploads };
  throw new Refused(
    type === ''
      ? 'The request body has no Content-Type; send application/json or multipart/form-data.'
      : `The Content-Type ${type} is not accepted; send application/json or multipart/form-data.`,
  );
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
