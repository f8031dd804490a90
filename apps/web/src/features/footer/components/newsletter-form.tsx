import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { EMAIL_MAX, validateNewsletterEmail } from '@kesariya/shared';
import { useSubscribeMutation } from '../api/newsletter-api';

/**
 * docs/decisions/storefront-screens.md, Toasts: client messages are error toasts; status true shows
 * the server's message as a success toast, anything else as an error toast; the field is cleared
 * either way; a network failure is only logged.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewsletterEmail(email);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const answer = await subscribe({ email: email.trim() }).unwrap();
      if (answer.status) toast.success(answer.message);
      else toast.error(answer.message);
      setEmail('');
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string };
      if (status) {
        toast.error(message ?? 'An error occurred');
        setEmail('');
      } else {
        console.error('Newsletter subscription failed', error);
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="newsletter-form" aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="text-sm text-white/80">
        New arrivals, festive edits and offers, once or twice a month.
      </label>
      <div className="mt-3 flex overflow-hidden rounded-md bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-marigold">
        <input
          id="newsletter-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          maxLength={EMAIL_MAX}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="Your e-mail address"
          className="h-11 min-w-0 flex-1 px-3 text-sm text-ink placeholder:text-muted focus:outline-none"
        />
        <button
          type="submit"
          disabled={isLoading}
          className="shrink-0 bg-marigold px-4 text-sm font-semibold text-ink hover:bg-[#e69900] disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
    </form>
  );
}
