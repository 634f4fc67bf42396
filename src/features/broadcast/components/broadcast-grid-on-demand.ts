import { preloadableComponent } from '@/lib/preloadable-component';

/**
 * The messages grid, the heaviest part of Broadcast: the rest of the screen shows without waiting
 * for its code. Its route asks for that code beside the screen's own (`prefetch.ts`), and a first
 * visit preloads it behind the screen's code (`first-views.ts`).
 */
export const BroadcastGrid = preloadableComponent(() =>
  import('./broadcast-grid').then((module) => module.BroadcastGrid),
);
