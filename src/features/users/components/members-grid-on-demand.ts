import { preloadableComponent } from '@/lib/preloadable-component';

/**
 * The members grid, the heaviest part of the Users list: the rest of the screen shows without
 * waiting for its code. Its route asks for that code beside the screen's own (`prefetch.ts`), and a
 * first visit preloads it behind the screen's code (`first-views.ts`).
 */
export const MembersGrid = preloadableComponent(() =>
  import('./members-grid').then((module) => module.MembersGrid),
);
