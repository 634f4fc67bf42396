import type { Request } from '@playwright/test';

/** The text fields of the multipart form a request carried, as field -> value, in the order sent. */
export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const contentType = (await request.allHeaders())['content-type'] ?? '';
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
