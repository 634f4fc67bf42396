// Reading requests and writing answers for the store's HTTP server.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  body: unknown;
  type?: string;
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  if (chunks.length === 0) return undefined;
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
  }
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return parsed;
  } catch {
    return raw.toString('utf8');
  }
}

export function send(res: ServerResponse, { status, body, type }: Reply): void {
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
