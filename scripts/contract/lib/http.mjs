// Sends one request (JSON or multipart body) and reads the whole answer.

/**
 * `{ status, contentType, headers, text, ms }`; throws on a network error or a timeout. `raw`
 * sends a body as it is (`{ text, type }`; `type: null` sends no content type at all).
 */
export async function send({
  base,
  method,
  path,
  query = {},
  headers = {},
  body,
  bodyType,
  raw = undefined,
  timeoutMs = 10_000,
}) {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const init = { method, headers: { accept: 'application/json, */*;q=0.8', ...headers } };
  if (raw) {
    // Bytes, not a string: fetch would give a string its own text/plain type.
    init.body = Buffer.from(raw.text, 'utf8');
    if (raw.type) init.headers['content-type'] = raw.type;
  } else if (body !== undefined) {
    if (bodyType === 'multipart/form-data' && body !== null && typeof body === 'object') {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) form.append(name, String(value));
      init.body = form;
    } else {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      init.headers['content-type'] = bodyType ?? 'application/json';
    }
  }
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: Object.fromEntries(response.headers),
    text,
    ms: Math.round(performance.now() - started),
  };
}

/** Parses JSON, or undefined. */
export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A short reason for a failed fetch: `connect ECONNREFUSED 127.0.0.1:1`, `no answer before the timeout`. */
export function networkReason(error) {
  if (error?.name === 'TimeoutError') return 'no answer before the timeout';
  const cause = error?.cause;
  if (cause?.message) return cause.message;
  return String(error?.message ?? error);
}

/** Resolves when the address answers HTTP at all (any status); rejects with the reason otherwise. */
export async function probe(base, timeoutMs = 5000) {
  try {
    await fetch(base, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(networkReason(error));
  }
}
