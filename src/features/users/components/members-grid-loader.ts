import { preloadableComponent } from '@/lib/preloadable-component';

/**
 * The grid is the heaviest part of the Users list: its code is fetched beside the screen's own
 * (the route starts it) and the screen shows its header and search without waiting for it.
 */
export const MembersGrid = preloadableComponent(() =>
  import('./members-grid').then((module) => module.MembersGrid),
);
