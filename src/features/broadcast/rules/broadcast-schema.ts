import * as z from 'zod/mini';

/**
 * The Send Broadcast form. The body is sent without the white space around it; nothing left is
 * 'Message Cannot Be Empty' (a translation key), and no call is made.
 */
export const broadcastSchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1, 'broadcast:send.empty')),
});
