import { api } from '@/api/client';

/** Every redemption of a reward (all pages), as the server's CSV. */
export async function fetchRedemptionsCsv(rewardId: string): Promise<string> {
  const { data } = await api.GET('/api/rewards/{rewardId}/redemptions', {
    params: { path: { rewardId } },
    headers: { Accept: 'text/csv' },
    parseAs: 'text',
  });
  return data ?? '';
}
