import { preloadableComponent } from '@/lib/preloadable-component';

/**
 * The grid is the heaviest part of the Broadcast screen: its code is fetched beside the screen's
 * own (the route starts it) and the screen shows its form without waiting for it.
 */
export const BroadcastGrid = preloadableComponent(() =>
  import('./broadcast-grid').then((module) => module.BroadcastGrid),
);
