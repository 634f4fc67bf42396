import { startTransition, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '@/testing/error-boundary';
import { preloadableComponent, type PreloadableComponent } from './preloadable-component';
import { useCodeArrived } from './use-code-arrived';

function Grid({ rows }: { rows: number }) {
  return <p>{rows} rows</p>;
}

/** A screen whose heavy part comes later: a heading, then the grid or its loading state. */
function Screen({ grid }: { grid: PreloadableComponent<{ rows: number }> }) {
  const arrived = useCodeArrived(grid);
  const HeavyGrid = grid;
  return (
    <>
      <h1>Broadcast Messages</h1>
      {arrived ? (
        <Suspense fallback={<p>Loading the grid</p>}>
          <HeavyGrid rows={10} />
        </Suspense>
      ) : (
        <p>Loading the grid</p>
      )}
    </>
  );
}

/** The way the router shows a screen: an update inside a transition, to a page already on show. */
async function navigateTo(node: ReactNode) {
  const view = render(<TestErrorBoundary>{null}</TestErrorBoundary>);
  await act(async () =>
    startTransition(() => view.rerender(<TestErrorBoundary>{node}</TestErrorBoundary>)),
  );
}

function codeOnItsWay() {
  let arrive: () => void = () => undefined;
  const grid = preloadableComponent(
    () => new Promise<typeof Grid>((resolve) => (arrive = () => resolve(Grid))),
  );
  return { grid, arrive: () => arrive() };
}

describe('useCodeArrived', () => {
  it('lets the screen show at once, with a loading state, while the code is on its way', async () => {
    const { grid, arrive } = codeOnItsWay();

    await navigateTo(<Screen grid={grid} />);
    expect(screen.getByRole('heading', { name: 'Broadcast Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading the grid')).toBeInTheDocument();

    await act(async () => arrive());
    expect(screen.getByText('10 rows')).toBeInTheDocument();
    expect(screen.queryByText('Loading the grid')).not.toBeInTheDocument();
  });

  it('renders the component at once when its code was fetched before', async () => {
    const grid = preloadableComponent(() => Promise.resolve(Grid));
    await grid.preload();

    await navigateTo(<Screen grid={grid} />);
    expect(screen.getByText('10 rows')).toBeInTheDocument();
  });

  it('fetches again after a failed fetch, and shows the error when that fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Grid>>().mockRejectedValue(new Error('offline'));
    const grid = preloadableComponent(load);

    await navigateTo(<Screen grid={grid} />);
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the component when the second fetch succeeds', async () => {
    const load = vi
      .fn<() => Promise<typeof Grid>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Grid);
    const grid = preloadableComponent(load);

    await navigateTo(<Screen grid={grid} />);
    expect(screen.getByText('10 rows')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
