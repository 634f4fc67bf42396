import type { FirstScreenPlan } from '../../scripts/vite/first-screen-preload';
import { FIRST_SCREEN_META } from './first-views';

/** The built page's description of the first screens; none in development. */
function firstScreenPlan(): FirstScreenPlan | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_SCREEN_META}"]`);
  try {
    return meta ? (JSON.parse(meta.content) as FirstScreenPlan) : null;
  } catch {
    return null;
  }
}

/**
 * Fetches, at low priority and without running it, the code of what the screen at `path` (a route
 * path) shows once fetched on demand (its grid), as a first visit's preload does: heading for the
 * screen from inside the app, that code comes beside the screen's own and its data instead of once
 * the screen has rendered and asked for it. Running it stays the screen's to do, after its first
 * paint (running it sooner made the first paint later).
 */
export function preloadScreenParts(path: string): void {
  for (const href of firstScreenPlan()?.frame.screens[path]?.parts ?? []) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    document.head.append(
      Object.assign(document.createElement('link'), {
        rel: 'modulepreload',
        href,
        fetchPriority: 'low',
      }),
    );
  }
}
