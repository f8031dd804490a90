import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_TOASTS, TOAST_DURATIONS_MS, TOAST_REMOVE_DELAY_MS } from '@kesariya/shared';

/**
 * docs/decisions/storefront-screens.md, Toasts: durations per kind, at most 20 at once, removal
 * after 1000 ms.
 */
export default function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      toastOptions={{
        removeDelay: TOAST_REMOVE_DELAY_MS,
        blank: { duration: TOAST_DURATIONS_MS.blank },
        error: { duration: TOAST_DURATIONS_MS.error },
        loading: { duration: TOAST_DURATIONS_MS.loading },
        custom: { duration: TOAST_DURATIONS_MS.custom },
        className: 'text-sm',
        style: { color: '#1f1a17', borderRadius: '6px' },
        success: {
          duration: TOAST_DURATIONS_MS.success,
          iconTheme: { primary: '#1f6f43', secondary: '#fff' },
        },
      }}
    />
  );
}
