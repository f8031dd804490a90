import type { ToastOptions } from 'react-hot-toast';

/**
 * Toasts follow a shopper's action, so react-hot-toast (5 KB) arrives with the first one rather
 * than with every page (docs/decisions/pages-and-performance.md, Pages that feel instant). The
 * Toaster that shows them mounts once the page is idle (app/provider.tsx). Toasts keep the order
 * they were raised in: every call waits on the same import.
 */
const library = () => import('react-hot-toast').then((module) => module.default);

export const toast = {
  success(message: string, options?: ToastOptions): void {
    void library().then((hotToast) => hotToast.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void library().then((hotToast) => hotToast.error(message, options));
  },
};
