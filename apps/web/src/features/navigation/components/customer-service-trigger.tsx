import { lazy, Suspense, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { fetchAhead } from '@/lib/fetch-ahead';
import { triggerClass } from './customer-service-trigger-class';

const loadMenu = () => import('./customer-service-menu');
const CustomerServiceMenu = lazy(loadMenu);
const fetchMenu = fetchAhead(loadMenu);

/**
 * The dropdown's code (Radix menu and floating-ui, ~15 KB gzipped) is not part of the first screen:
 * this button looks the same, preloads it on hover or focus and swaps it in on the first click.
 */
export function CustomerServiceTrigger() {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="customer-service-trigger"
      className={triggerClass}
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      onClick={() => setWanted(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          setWanted(true);
        }
      }}
    >
      Customer Service
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CustomerServiceMenu />
    </Suspense>
  );
}
