import { startTransition, useEffect, useState } from 'react';
import type { PreloadableComponent } from './preloadable-component';

/**
 * Whether a component's code has arrived; fetches it on first use. A screen shows its loading state
 * in the component's place until then, instead of letting it suspend: the router renders a screen
 * inside a transition, and a component that suspends there (`React.lazy`) holds the whole screen
 * back, its requests included, until the code arrives. A failed fetch counts as arrived too:
 * rendering the component then fetches again, and a second failure reaches the error boundary.
 * The component's first render is a transition: React renders it in slices of a few milliseconds,
 * so a heavy component (a grid) arriving does not hold the main thread in one long task.
 */
export function useCodeArrived<P extends object>(component: PreloadableComponent<P>): boolean {
  const [arrived, setArrived] = useState(component.isLoaded);
  useEffect(() => {
    if (arrived) return;
    let mounted = true;
    void component.preload().then(() => {
      if (mounted) startTransition(() => setArrived(true));
    });
    return () => {
      mounted = false;
    };
  }, [component, arrived]);
  return arrived;
}
