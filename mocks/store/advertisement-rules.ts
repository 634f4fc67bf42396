// The status of a banner, derived from its switch and its schedule at a moment.
import type { Advertisement, StoredAdvertisement } from './types.ts';

export function advertisementStatus(
  ad: Pick<StoredAdvertisement, 'active' | 'startsAt' | 'endsAt'>,
  at: Date,
): Advertisement['status'] {
  if (!ad.active) return 'inactive';
  const time = at.getTime();
  if (time < new Date(ad.startsAt).getTime()) return 'scheduled';
  if (time >= new Date(ad.endsAt).getTime()) return 'ended';
  return 'live';
}
