import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '@/testing/error-boundary';
import { preloadableComponent } from './preloadable-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A fetch of the code that fails once (offline), then succeeds. */
const failsOnceThenLoads = () =>
  vi
    .fn<() => Promise<typeof Greeting>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(Greeting);

const shown = (node: ReactNode) =>
  render(
    <TestErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>{node}</Suspense>
    </TestErrorBoundary>,
  );

describe('preloadableComponent', () => {
  it('renders at once, without its fallback, when its code was fetched ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Preloaded = preloadableComponent(load);
    await Preloaded.preload();

    shown(<Preloaded name="Amelia" />);

    expect(screen.getByText('Hello Amelia')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback while the code is on its way, then the component', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Later = preloadableComponent(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    );

    // Inside `act`, so React waits for the code the way a browser would.
    await act(async () => {
      shown(<Later name="Omar" />);
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Omar')).toBeInTheDocument();
  });

  it('lets the error boundary show a failed fetch, and fetches again the next time', async () => {
    const load = failsOnceThenLoads();
    const Flaky = preloadableComponent(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    let first: ReturnType<typeof shown> | undefined;
    await act(async () => {
      first = shown(<Flaky name="Lina" />);
    });
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    first?.unmount();

    await act(() => Flaky.preload());
    shown(<Flaky name="Lina" />);
    expect(screen.getByText('Hello Lina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed fetch ahead: the component fetches its code again when it is shown', async () => {
    const load = failsOnceThenLoads();
    const Later = preloadableComponent(load);
    await Later.preload();

    await act(async () => {
      shown(<Later name="Sara" />);
    });
    expect(screen.getByText('Hello Sara')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
