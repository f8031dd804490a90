import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@/lib/router';
import {
  capitalizeWords,
  SEARCH_DEBOUNCE_MS,
  SUGGESTION_CLOSE_DELAY_MS,
  SUGGESTION_RESULT_LIMIT,
} from '@kesariya/shared';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions } from '@/store/shopper-slice';
import { setNavSearchOpen } from '@/store/ui-slice';
import { useGetSearchSuggestionsQuery } from '../api/search-api';
import { addToSearchHistory, readSearchHistory } from '../lib/search-history';
import { suggestionItems, type SuggestionItem } from '../lib/suggestion-items';
import { useDebouncedValue } from './use-debounced-value';

/** The navigation search: text, suggestions, highlight and navigation. */
export function useNavSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [history, setHistory] = useState(readSearchHistory);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const query = text.trim();
  // The search call only after the text has been unchanged for 800 ms.
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS, '');
  const settled = debounced === query;
  const { currentData, isFetching, isError } = useGetSearchSuggestionsQuery(debounced, {
    skip: debounced === '',
  });
  const results = settled ? currentData : undefined;
  const items = suggestionItems(query, history, results);
  const loading = query !== '' && (!settled || isFetching || (results === undefined && !isError));

  useEffect(() => {
    if (currentData)
      dispatch(shopperActions.searchSuggestions(currentData.slice(0, SUGGESTION_RESULT_LIMIT)));
  }, [currentData, dispatch]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function finish() {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setHighlight(-1);
    dispatch(setNavSearchOpen(false));
  }

  /** A typed (or remembered) search: /products?search={text}, saved in the history. */
  function runSearch(value: string) {
    const search = value.trim();
    if (!search) return; // Run only when the text is non-empty.
    setHistory(addToSearchHistory(search));
    setText(search);
    dispatch(shopperActions.searchQuery(search));
    dispatch(shopperActions.categoryId(null));
    navigate(paths.products.getHref({ search }));
    finish();
  }

  function pick(item: SuggestionItem) {
    if (item.kind === 'history') return runSearch(item.text);
    const s = item.suggestion;
    if (item.kind === 'product' && s.product_id !== null) {
      navigate(paths.product.getHref(s.product_id, s.product_name ?? ''));
    } else if (s.category_id !== null) {
      const title = capitalizeWords(s.category_name ?? '');
      dispatch(shopperActions.searchQuery(title));
      dispatch(shopperActions.categoryId(s.category_id));
      // /products?search={text} with the category id in navigation state; the URL
      // carries ?category= too so the listing can be shared.
      navigate(paths.products.getHref({ search: title, categoryId: s.category_id }), {
        state: { id: s.category_id, title },
      });
    }
    finish();
  }

  function onChange(value: string) {
    setText(value);
    setOpen(true);
    setHighlight(-1);
    dispatch(shopperActions.searchQuery(value));
  }

  function onFocus() {
    clearTimeout(closeTimer.current);
    setHistory(readSearchHistory());
    setOpen(true);
  }

  function onBlur() {
    // The list closes 200 ms after blur, so a click on a suggestion still lands.
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setHighlight(-1);
    }, SUGGESTION_CLOSE_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setHighlight((h) => (h + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setHighlight((h) => (h <= 0 ? count - 1 : h - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const chosen = open && highlight >= 0 ? items[highlight] : undefined;
        if (chosen) pick(chosen);
        else runSearch(text);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open && (items.length > 0 || loading)) {
          setOpen(false);
          setHighlight(-1);
        } else {
          finish();
        }
        break;
    }
  }

  return {
    text,
    open,
    highlight,
    items,
    loading,
    query,
    onChange,
    onFocus,
    onBlur,
    onKeyDown,
    pick,
    setHighlight,
    close: finish,
  };
}
