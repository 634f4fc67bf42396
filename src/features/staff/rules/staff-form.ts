/** The staff forms: a new account (name, e-mail, role) and a new role; their rules (zod). */
import * as z from 'zod/mini';
import { ROLES, type Role } from '@generated/roles';

export const NAME_MAX_LENGTH = 100;

const message = (key: string) => `staff:errors.${key}`;
const filled = (key: string) =>
  z.refine<string>((text) => text.trim() !== '', { error: message(key), abort: true });

export const staffSchema = z.object({
  fullName: z.string().check(
    filled('nameRequired'),
    z.refine((text) => text.trim().length <= NAME_MAX_LENGTH, message('nameTooLong')),
  ),
  email: z.string().check(
    filled('emailRequired'),
    z.refine((text) => z.email().safeParse(text.trim()).success, message('emailInvalid')),
  ),
  role: z.enum(ROLES),
});

export type StaffForm = { fullName: string; email: string; role: Role };
export const EMPTY_STAFF: StaffForm = { fullName: '', email: '', role: 'front-desk' };

/** What a new account sends. */
export const staffFields = (form: StaffForm) => ({
  fullName: form.fullName.trim(),
  email: form.email.trim(),
  role: form.role,
});

export const roleSchema = z.object({ role: z.enum(ROLES) });
export type RoleForm = { role: Role };

export { ROLES, type Role };
