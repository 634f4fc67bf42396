/** The advertisement form's rules (zod), loaded with the form, not with the list. */
import * as z from 'zod/mini';
import { TITLE_MAX_LENGTH } from './advertisement-form';

const message = (key: string) => `advertisements:rules.${key}`;
const count = (text: string) => Array.from(text).length;
const time = (iso: string) => new Date(iso).getTime();
/** The instants the contract allows: from 2000 to the end of 2100. */
const FIRST = Date.UTC(2000, 0, 1);
const PAST_LAST = Date.UTC(2101, 0, 1);
const isInstant = (iso: string) => iso !== '' && time(iso) >= FIRST && time(iso) < PAST_LAST;

/** An absolute https address with a host (what the server accepts). */
export function isHttpsLink(text: string): boolean {
  const value = text.trim();
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export const advertisementSchema = z
  .object({
    title: z.string().check(
      z.refine((t) => t.trim() !== '', { error: message('titleRequired'), abort: true }),
      z.refine((t) => count(t.trim()) <= TITLE_MAX_LENGTH, message('titleTooLong')),
    ),
    link: z.string().check(
      z.refine((t) => t.trim() !== '' && t.trim() !== 'https://', {
        error: message('linkRequired'),
        abort: true,
      }),
      z.refine(isHttpsLink, message('linkHttps')),
    ),
    startsAt: z.string().check(z.refine(isInstant, message('startRequired'))),
    endsAt: z.string().check(z.refine(isInstant, message('endRequired'))),
    active: z.boolean(),
    image: z.nullable(z.instanceof(File)),
  })
  .check(
    z.refine(
      (form) =>
        !isInstant(form.startsAt) ||
        !isInstant(form.endsAt) ||
        time(form.endsAt) > time(form.startsAt),
      { error: message('endAfterStart'), path: ['endsAt'] },
    ),
  );
