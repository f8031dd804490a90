import { useEffect, useState } from 'react';

/** The value once it has stayed unchanged for `delay` ms; `initial` until then. */
export function useDebouncedValue<T>(value: T, delay: number, initial: T): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
