// Advertisements: the banners the member app shows, their schedule and their display order.
import { advertisementStatus } from '../advertisement-rules.ts';
import { mediaUrl } from '../rules.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Advertisement, Handler, StoredAdvertisement } from '../types.ts';
import { fail, ok } from './errors.ts';
import { unstorable } from '../contract.ts';

interface Fields {
  title: string;
  link: string;
  startsAt: string;
  endsAt: string;
  active: 'true' | 'false';
}

/**
 * An absolute https address: as typed when it is a valid address, else as the browser writes it
 * (`new URL(…).href`, and characters an address may not hold, such as `|`, percent-encoded); undefined
 * when it is none.
 */
function httpsAddress(text: string): string | undefined {
  if (!/^https:\/\/\S+$/.test(text)) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' || url.hostname === '') return undefined;
    if (unstorable('Advertisement', { link: text }) === undefined) return text;
    return url.href.replace(/[^\w\-.~:/?#[\]@!$&'()*+,;=%]/g, (c) => encodeURIComponent(c));
  } catch {
    return undefined;
  }
}

/** The banner's fields as saved, or the rule they break. */
function fieldsFrom(body: Fields): Omit<StoredAdvertisement, '_id' | 'image' | 'order'> | string {
  if (!body.title.trim()) return 'Title is required';
  const link = httpsAddress(body.link);
  if (link === undefined) return 'Link must start with https://';
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (!(endsAt.getTime() > startsAt.getTime())) return 'End must be after start';
  const fields = {
    title: body.title.trim(),
    link,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    active: body.active === 'true',
  };
  const wrong = unstorable('Advertisement', fields);
  return wrong ? `The banner's ${wrong}.` : fields;
}

export function advertisementHandlers(state: State, now: () => Date) {
  const withStatus = (ad: StoredAdvertisement): Advertisement => ({
    ...ad,
    status: advertisementStatus(ad, now()),
  });
  const renumber = () => {
    state.advertisements = state.advertisements.map((ad, index) => ({ ...ad, order: index + 1 }));
  };

  const listAdvertisements: Handler<'listAdvertisements'> = ({ query }) => {
    const found = state.advertisements
      .map(withStatus)
      .filter((ad) => query.status === undefined || ad.status === query.status);
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    return ok({
      advertisements: found.slice((page - 1) * limit, page * limit),
      total: found.length,
    });
  };

  const createAdvertisement: Handler<'createAdvertisement'> = ({ body, images }) => {
    const fields = fieldsFrom(body);
    if (typeof fields === 'string') return fail(400, fields);
    const upload = images.image;
    if (upload && 'error' in upload) return fail(400, upload.error);
    const _id = state.nextId(ID_KIND.advertisement);
    const ad: StoredAdvertisement = {
      _id,
      ...fields,
      image: upload
        ? state.images.put('advertisements', upload.image)
        : mediaUrl('advertisements', _id),
      order: state.advertisements.length + 1,
    };
    state.advertisements.push(ad);
    return ok({ message: 'Advertisement created successfully', data: withStatus(ad) });
  };

  const updateAdvertisement: Handler<'updateAdvertisement'> = ({ path, body, images }) => {
    const index = state.advertisements.findIndex((ad) => ad._id === path.adId);
    const before = state.advertisements[index];
    if (!before) return fail(404, 'Advertisement not found');
    const fields = fieldsFrom(body);
    if (typeof fields === 'string') return fail(400, fields);
    const upload = images.image;
    if (upload && 'error' in upload) return fail(400, upload.error);
    // A new picture replaces the old one, which is forgotten.
    if (upload) state.images.remove(before.image);
    const image = upload ? state.images.put('advertisements', upload.image) : before.image;
    const after: StoredAdvertisement = { ...before, ...fields, image };
    state.advertisements[index] = after;
    return ok({ message: 'Advertisement updated successfully', data: withStatus(after) });
  };

  const deleteAdvertisement: Handler<'deleteAdvertisement'> = ({ path }) => {
    const index = state.advertisements.findIndex((ad) => ad._id === path.adId);
    const ad = state.advertisements[index];
    if (!ad) return fail(404, 'Advertisement not found');
    state.images.remove(ad.image);
    state.advertisements.splice(index, 1);
    renumber();
    return ok({ message: 'Advertisement deleted' });
  };

  const reorderAdvertisements: Handler<'reorderAdvertisements'> = ({ body }) => {
    if (new Set(body.ids).size !== body.ids.length)
      return fail(400, 'Each advertisement may appear only once');
    const places = body.ids.map((id) => state.advertisements.findIndex((ad) => ad._id === id));
    if (places.some((place) => place < 0)) return fail(404, 'Advertisement not found');
    // The listed banners take the places they already held between them, in the new order.
    const moved = body.ids.map((_, n) => state.advertisements[places[n]!]!);
    const slots = [...places].sort((a, b) => a - b);
    const next = [...state.advertisements];
    slots.forEach((slot, n) => {
      next[slot] = moved[n]!;
    });
    state.advertisements = next;
    renumber();
    return ok({ message: 'Advertisement order saved' });
  };

  return {
    listAdvertisements,
    createAdvertisement,
    updateAdvertisement,
    deleteAdvertisement,
    reorderAdvertisements,
  };
}
