import { Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';

/** The phone's share sheet where there is one; elsewhere the link is copied. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    const absolute = new URL(url, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link');
    }
  }
  return (
    <button
      type="button"
      onClick={share}
      aria-label="Share this product"
      data-testid="share"
      className="grid size-11 place-items-center rounded-full border border-line bg-white text-ink hover:border-brand hover:text-brand"
    >
      <Share2 className="size-5" aria-hidden="true" />
    </button>
  );
}
