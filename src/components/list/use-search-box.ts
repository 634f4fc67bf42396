import { useEffect, useState } from 'react';
import { normalizeSearch, SEARCH_DEBOUNCE_MS } from '@/lib/list-search';

/**
 * The search box's text, searched `SEARCH_DEBOUNCE_MS` after the last keystroke.
 *
 * `searched` is the search in effect (the address's). When it changes because of this box, the text
 * stays as typed (with its spaces); when it changes from elsewhere (the header's member search, the
 * sidebar's link), the box shows the new search.
 */
export function useSearchBox(searched: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(searched);
  const [seen, setSeen] = useState(searched);
  // The search this box asked for and has not seen arrive yet (the address updates a moment later).
  const [asked, setAsked] = useState<string | null>(null);

  if (searched !== seen) {
    setSeen(searched);
    if (searched === asked) setAsked(null);
    else setText(searched);
  }

  useEffect(() => {
    const search = normalizeSearch(text);
    if (search === searched) return;
    const timer = setTimeout(() => {
      setAsked(search);
      onSearch(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searched, onSearch]);

  return [text, setText] as const;
}
