import { createElement, use, type ComponentType } from 'react';
import { tracked, type TrackedPromise } from './tracked-promise';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code, or again after a failure; resolves when it is there or failed. */
  preload: () => Promise<void>;
  /** Whether the code is there: the component then renders without suspending. */
  isLoaded: () => boolean;
};

/**
 * A component whose code is fetched on demand, like `React.lazy`, that can be fetched ahead
 * (when idle, on hover, beside its route) and then renders at once: `React.lazy` suspends on its
 * first render even when the code has already arrived (see `tracked`). Render it inside a
 * Suspense boundary.
 */
export function preloadableComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let current: TrackedPromise<ComponentType<P>> | undefined;
  const start = () => {
    if (!current || current.status === 'rejected') current = tracked(load());
    return current;
  };
  function Preloadable(props: P) {
    // A failed fetch is the error boundary's to show, as with `React.lazy`; asking for the code
    // ahead again (`preload`) tries again.
    return createElement(use((current ?? start()) as Promise<ComponentType<P>>), props);
  }
  return Object.assign(Preloadable, {
    isLoaded: () => current?.status === 'fulfilled',
    preload: () => {
      const attempt = start();
      return attempt.then(
        () => undefined,
        () => {
          // A fetch ahead that failed is forgotten: the render fetches again when it is needed.
          if (current === attempt) current = undefined;
        },
      );
    },
  });
}
