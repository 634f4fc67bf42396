import { $api } from '../client';

/** GET /api/rewards/get: every reward a member can redeem. */
export const rewardsQuery = () => $api.queryOptions('get', '/api/rewards/get');
