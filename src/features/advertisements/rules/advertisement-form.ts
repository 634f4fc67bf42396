/** The advertisement form's values and what it sends. */
import type { components } from '@generated/api';
import type { Advertisement } from './list-params';

export const TITLE_MAX_LENGTH = 80;

export type AdvertisementForm = {
  title: string;
  link: string;
  /** ISO instants ('' when not chosen yet). */
  startsAt: string;
  endsAt: string;
  active: boolean;
  /** A new picture picked and not yet saved. */
  image: File | null;
};

type Fields = components['schemas']['AdvertisementUpdate'];

const HOUR = 3_600_000;

/** A new banner: from the next full hour for 30 days, switched on. */
export function emptyForm(now = new Date()): AdvertisementForm {
  const start = new Date(Math.ceil(now.getTime() / HOUR) * HOUR);
  return {
    title: '',
    link: '',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 24 * HOUR).toISOString(),
    active: true,
    image: null,
  };
}

export function formOf(ad: Advertisement): AdvertisementForm {
  const { title, link, startsAt, endsAt, active } = ad;
  return { title, link, startsAt, endsAt, active, image: null };
}

export type AdvertisementFields = Omit<Fields, 'image'>;

/** The text fields a save sends (the picture goes beside them, see advertisementFormData). */
export function fieldsOf(form: AdvertisementForm): AdvertisementFields {
  return {
    title: form.title.trim(),
    link: form.link.trim(),
    startsAt: new Date(form.startsAt).toISOString(),
    endsAt: new Date(form.endsAt).toISOString(),
    active: form.active ? 'true' : 'false',
  };
}

/** The multipart form a save sends: the text fields, and the picture only when one was picked. */
export function advertisementFormData(fields: AdvertisementFields, image: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (image) data.append('image', image);
  return data;
}
