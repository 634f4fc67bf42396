// Banners: the contract's example page first, then enough in every status to fill two pages.
import { firstExample } from '../contract.ts';
import { mediaUrl } from '../rules.ts';
import { ID_KIND, objectId, type State } from '../state.ts';

export const ADVERTISEMENT_COUNT = 14;
const DAY = 86_400_000;

/** Title, link path, days from the reference date to the start and to the end, switched on. */
const BANNERS: [string, string, number, number, boolean][] = [
  ['Free blood pressure checks', 'blood-pressure', -20, 40, true],
  ['Family dental days', 'dental', -5, 90, true],
  ['New eye clinic in Jumeirah', 'eye-clinic', -60, 300, true],
  ['Double points weekend', 'double-points', 30, 33, true],
  ['Ramadan opening hours', 'ramadan', 95, 125, true],
  ['Back to school health checks', 'school', -120, -70, true],
  ['Summer hydration tips', 'hydration', -170, -100, true],
  ['Physiotherapy open day', 'physio', -10, 50, false],
  ['Sleep clinic survey', 'sleep', 40, 80, false],
  ['Nutrition workshop', 'nutrition', -200, -150, false],
  ['Refer a friend, earn points', 'refer', -30, 365, true],
];

export function seedAdvertisements(state: State, reference: Date): void {
  const page = firstExample('listAdvertisements', '200', 'AdvertisementPage');
  for (const ad of page.advertisements) {
    const { _id, title, image, link, startsAt, endsAt, active, order } = ad;
    state.advertisements.push({ _id, title, image, link, startsAt, endsAt, active, order });
  }
  const day = Math.floor(reference.getTime() / DAY) * DAY;
  for (const [n, [title, slug, start, end, active]] of BANNERS.entries()) {
    if (state.advertisements.length >= ADVERTISEMENT_COUNT) return;
    const _id = objectId(ID_KIND.advertisement, 0x100 + n);
    state.advertisements.push({
      _id,
      title,
      image: mediaUrl('advertisements', _id),
      link: `https://www.londonclinic.example/${slug}`,
      startsAt: new Date(day + start * DAY + 8 * 3_600_000).toISOString(),
      endsAt: new Date(day + end * DAY + 18 * 3_600_000).toISOString(),
      active,
      order: state.advertisements.length + 1,
    });
  }
}
