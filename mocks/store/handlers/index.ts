// Every operation of the contract, by operationId: the type fails when one is missing.
import { ActivityCache } from '../activity/cache.ts';
import { IdempotentWrites } from '../idempotency.ts';
import type { State } from '../state.ts';
import type { Handlers } from '../types.ts';
import { advertisementHandlers } from './advertisements.ts';
import { analyticsHandlers } from './analytics.ts';
import { authHandlers, type Sessions } from './auth.ts';
import { dashboardHandlers } from './dashboard.ts';
import { frontDeskHandlers } from './front-desk.ts';
import { mediaHandlers } from './media.ts';
import { missionAdminHandlers } from './mission-admin.ts';
import { memberHandlers } from './members.ts';
import { missionHandlers } from './missions.ts';
import { notificationHandlers } from './notifications.ts';
import { rewardAdminHandlers } from './reward-admin.ts';
import { rewardHandlers } from './rewards.ts';

export function allHandlers(
  state: State,
  sessions: Sessions,
  now: () => Date,
  random: () => number,
): Handlers {
  const activity = new ActivityCache(state);
  // Outermost: a repeated Idempotency-Key is answered before anything else runs (no second effect).
  const idempotency = new IdempotentWrites(now);
  return idempotency.wrap(
    activity.keptByWrites({
      ...authHandlers(() => state, sessions),
      ...memberHandlers(state, now),
      ...missionHandlers(state, now),
      ...missionAdminHandlers(state, now),
      ...rewardHandlers(state, now, random),
      ...rewardAdminHandlers(state, now),
      ...notificationHandlers(state, now),
      ...mediaHandlers(state),
      ...dashboardHandlers(state, now),
      ...advertisementHandlers(state, now),
      ...analyticsHandlers(activity),
      ...frontDeskHandlers(state),
    }),
  );
}
