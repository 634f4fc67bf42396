import type { ComponentProps } from 'react';
import { SearchField } from './search-field';
import { useSearchBox } from './use-search-box';

type ListSearchFieldProps = Omit<ComponentProps<typeof SearchField>, 'value' | 'onChange'> & {
  /** The search in effect (the address's). */
  searched: string;
  /** Asked for `SEARCH_DEBOUNCE_MS` after the last keystroke, with the spaces around left out. */
  onSearch: (search: string) => void;
};

/**
 * A server-searched list's search box. The text being typed lives here, not in the screen: a key
 * press renders this box alone, and the list (its grid's every row) only when the search is asked.
 */
export function ListSearchField({ searched, onSearch, ...field }: ListSearchFieldProps) {
  const [text, setText] = useSearchBox(searched, onSearch);
  return <SearchField {...field} value={text} onChange={setText} />;
}
