/**
 * The body a draft sends: the text without the white space around it, or null when nothing is left
 * ('Message Cannot Be Empty', and no call is made).
 */
export function broadcastBody(draft: string): string | null {
  const body = draft.trim();
  return body ? body : null;
}
