// Every operation of the contract, by operationId: the type fails when one is missing.
import { ActivityCache } from '../activity/cache.ts';
import type { State } from '../state.ts';
import type { Handlers } from '../types.ts';
import { accountHandlers } from './account.ts';
import { advertisementHandlers } from './advertisements.ts';
import { analyticsHandlers } from './analytics.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers, type Sessions } from './auth.ts';
import { dashboardHandlers } from './dashboard.ts';
import { mediaHandlers } from './media.ts';
import { missionAdminHandlers } from './mission-admin.ts';
import { memberHandlers } from './members.ts';
import { missionHandlers } from './missions.ts';
import { notificationHandlers } from './notifications.ts';
import { pointsAdjustmentHandlers } from './points-adjustments.ts';
import { rewardAdminHandlers } from './reward-admin.ts';
import { rewardHandlers } from './rewards.ts';

export function allHandlers(
  state: State,
  sessions: Sessions,
  now: () => Date,
  random: () => number,
): Handlers {
  const activity = new ActivityCache(state);
  // The audit recorder is innermost: it sees each write's own answer, and the activity counts
  // stay right around it.
  const recorded = state.audit.recording(
    {
      ...authHandlers(() => state, sessions),
      ...memberHandlers(state, now),
      ...pointsAdjustmentHandlers(state, now),
      ...missionHandlers(state, now),
      ...missionAdminHandlers(state, now),
      ...rewardHandlers(state, now, random),
      ...rewardAdminHandlers(state, now),
      ...notificationHandlers(state, now),
      ...mediaHandlers(state),
      ...dashboardHandlers(state, now),
      ...advertisementHandlers(state, now),
      ...analyticsHandlers(activity),
      ...auditHandlers(state),
      ...accountHandlers(state),
    },
    state,
    now,
  );
  return activity.keptByWrites(recorded);
}
