import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/lib/list-search';
import { useSearchBox } from './use-search-box';

/** The hook with an address that takes what it is asked for, as the router does. */
function setup(initial: string) {
  const onSearch = vi.fn<(search: string) => void>();
  const view = renderHook(({ searched }) => useSearchBox(searched, onSearch), {
    initialProps: { searched: initial },
  });
  const type = (text: string) => act(() => view.result.current[1](text));
  const text = () => view.result.current[0];
  const arrive = (searched: string) => view.rerender({ searched });
  return { onSearch, type, text, arrive };
}

describe('useSearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the search in effect', () => {
    expect(setup('Zoë').text()).toBe('Zoë');
  });

  it('searches once, 300 ms after the last keystroke, without the spaces around', () => {
    const { onSearch, type } = setup('');
    type('Z');
    act(() => vi.advanceTimersByTime(100));
    type('Zo');
    act(() => vi.advanceTimersByTime(100));
    type(' Zoë ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('Zoë');
  });

  it('does not search again for text that searches the same (only spaces added)', () => {
    const { onSearch, type } = setup('layla');
    type('layla  ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps the text as typed when its own search arrives in the address', () => {
    const { type, text, arrive } = setup('');
    type('Layla ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    arrive('Layla');
    expect(text()).toBe('Layla ');
  });

  it('shows a search that came from elsewhere (the header search, the sidebar link)', () => {
    const { onSearch, text, arrive } = setup('layla');
    arrive('LC-000125');
    expect(text()).toBe('LC-000125');
    arrive('');
    expect(text()).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('a search from elsewhere equal to an earlier one of its own is still shown', () => {
    const { type, text, arrive } = setup('');
    type('abc');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    arrive('abc');
    arrive('');
    arrive('abc');
    expect(text()).toBe('abc');
  });
});
