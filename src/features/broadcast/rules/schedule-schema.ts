import * as z from 'zod/mini';
import { broadcastSchema } from './broadcast-schema';

/** Send now (held a minute, then gone) or at a time the admin picks. */
export type When = 'now' | 'later';

const isInstant = (iso: string) => iso !== '' && !Number.isNaN(Date.parse(iso));

/**
 * The send dialog's form: the message, and when it goes. A scheduled time must be a date and time
 * ('Choose the date and time…') still to come ('The send time is in the past', as the server says);
 * `now` is read when the form is checked, so a time that passed while the dialog was open is
 * caught too.
 */
export const scheduleSchema = (now: () => number = Date.now) =>
  z
    .object({
      ...broadcastSchema.shape,
      when: z.enum(['now', 'later']),
      sendAt: z.string(),
    })
    .check(
      z.refine((form) => form.when === 'now' || isInstant(form.sendAt), {
        error: 'broadcast:send.sendAtRequired',
        path: ['sendAt'],
        abort: true,
      }),
      z.refine((form) => form.when === 'now' || Date.parse(form.sendAt) > now(), {
        error: 'broadcast:send.past',
        path: ['sendAt'],
      }),
    );

export type ScheduleForm = z.input<ReturnType<typeof scheduleSchema>>;
