/** The admin's own profile form: the name and a new photo, their rules (zod) and what it sends. */
import type { components } from '@generated/api';
import * as z from 'zod/mini';
import { isFullName } from '@/lib/full-name';
import { toMultipart } from '@/lib/multipart';

export type AdminProfile = components['schemas']['AdminProfile'];

export type ProfileForm = {
  fullName: string;
  /** A new photo picked in the form (checked by the picture field itself). */
  profilePhoto: File | null;
};

export const profileFormOf = (me: Pick<AdminProfile, 'fullName'>): ProfileForm => ({
  fullName: me.fullName,
  profilePhoto: null,
});

const message = (key: string) => `account:errors.${key}`;

export const profileSchema = z.object({
  fullName: z.string().check(
    z.refine((text) => text.trim() !== '', { error: message('fullNameRequired'), abort: true }),
    z.refine(isFullName, message('fullNameInvalid')),
  ),
  profilePhoto: z.nullable(z.instanceof(File)),
});

/** The fields as typed for the contract (the photo travels in the multipart form only). */
export const profileFields = (form: ProfileForm) => ({ fullName: form.fullName.trim() });

/** The multipart form a save sends (a photo only when a new one was picked). */
export const profileMultipart = (form: ProfileForm): FormData =>
  toMultipart({ fullName: form.fullName.trim(), profilePhoto: form.profilePhoto });
