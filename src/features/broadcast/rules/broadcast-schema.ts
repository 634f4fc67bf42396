import * as z from 'zod/mini';
import { CHANNELS } from './audience';

/**
 * The Send Broadcast form. The body is sent without the white space around it; nothing left is
 * 'Message Cannot Be Empty' (a translation key), and no call is made. The audience (`all`,
 * `view:<id>`, `tier:<tier>`) and channel are form values too, so a draft kept through an expired
 * session keeps to whom and how it was going.
 */
export const broadcastSchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1, 'broadcast:send.empty')),
  audience: z.optional(z.string()),
  channel: z.optional(z.enum(CHANNELS)),
});
