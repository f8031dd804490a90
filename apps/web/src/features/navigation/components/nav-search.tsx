import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { SEARCH_PLACEHOLDER } from '@kesariya/shared';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/store/hooks';
import { setNavSearchOpen } from '@/store/ui-slice';

/**
 * The navigation search box. Suggestions and history come with the search issue; for now Enter
 * runs the search for the typed text (spec section 2: only when the text is non-empty).
 */
export function NavSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(paths.products.getHref({ search: query }));
    dispatch(setNavSearchOpen(false));
  }

  return (
    <form role="search" onSubmit={submit} className="relative w-full" data-testid="nav-search">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        ref={inputRef}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') dispatch(setNavSearchOpen(false));
        }}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search products"
        enterKeyHint="search"
        autoComplete="off"
        className="h-11 w-full rounded-md border border-line bg-white pr-10 pl-9 text-sm text-ink placeholder:text-muted focus:border-brand focus:outline-none focus-visible:outline-2"
      />
      <button
        type="button"
        onClick={() => dispatch(setNavSearchOpen(false))}
        aria-label="Close search"
        className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-muted hover:text-ink"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
