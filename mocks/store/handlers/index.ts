// Every operation of the contract, by operationId: the type fails when one is missing.
import { ActivityCache } from '../activity/cache.ts';
import { recording } from '../audit.ts';
import { IdempotentWrites } from '../idempotency.ts';
import type { State } from '../state.ts';
import type { Handlers } from '../types.ts';
import { accountHandlers } from './account.ts';
import { advertisementHandlers } from './advertisements.ts';
import { analyticsHandlers } from './analytics.ts';
import { auditHandlers } from './audit.ts';
import { bulkJobHandlers } from './bulk-jobs.ts';
import { authHandlers, type Sessions } from './auth.ts';
import { bulkHandlers } from './bulk.ts';
import { dashboardHandlers } from './dashboard.ts';
import { frontDeskHandlers } from './front-desk.ts';
import { mediaHandlers } from './media.ts';
import { missionAdminHandlers } from './mission-admin.ts';
import { memberHandlers } from './members.ts';
import { missionHandlers } from './missions.ts';
import { notificationHandlers } from './notifications.ts';
import { pointsAdjustmentHandlers } from './points-adjustments.ts';
import { privacyHandlers } from './privacy.ts';
import { rewardAdminHandlers } from './reward-admin.ts';
import { rewardHandlers } from './rewards.ts';
import { savedViewHandlers } from './saved-views.ts';
import { staffHandlers } from './staff.ts';

export function allHandlers(
  state: State,
  sessions: Sessions,
  now: () => Date,
  random: () => number,
  /**
   * The handlers as the router calls them (with their versions, server.ts): a bulk action runs
   * each row through them. Without it, through the handlers made here.
   */
  outer?: () => Handlers,
): Handlers {
  // Called only once a request runs, after `made` below exists.
  const routed = (): Handlers => outer?.() ?? made;
  const activity = new ActivityCache(state);
  // The audit recorder is innermost: it sees each write's own answer, and the activity counts
  // stay right around it. Outermost: a repeated Idempotency-Key is answered before anything else
  // runs (no second effect, no second audit entry).
  const recorded = recording(
    {
      ...authHandlers(() => state, sessions, now),
      ...memberHandlers(state, now),
      ...pointsAdjustmentHandlers(state, now),
      ...privacyHandlers(state, now),
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
      ...accountHandlers(state, sessions),
      ...frontDeskHandlers(state),
      ...staffHandlers(state, now, random),
      ...savedViewHandlers(state, now),
      ...bulkJobHandlers(state, now),
      ...bulkHandlers(routed, state, now),
    },
    state,
    now,
  );
  const made = new IdempotentWrites(now).wrap(activity.keptByWrites(recorded));
  return made;
}
