import type { PaymentSession } from '@kesariya/shared';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

/** Loads Razorpay Checkout only on the payment step (no third-party script on other pages). */
function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () =>
      reject(
        new Error('Could not load the payment window. Please check your connection and try again.'),
      );
    document.head.appendChild(script);
  });
}

/**
 * Opens Razorpay Checkout for our server-created order and resolves with the signed answer, which
 * the server verifies. Retries inside the window are off: a failed payment ends this attempt, the
 * server releases the stock, and the shopper starts again from an intact cart.
 */
export async function payWithRazorpay(session: PaymentSession): Promise<RazorpayAnswer> {
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay || !session.key_id) throw new Error('The payment window is not available.');
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: session.key_id,
      amount: session.amount,
      currency: session.currency,
      order_id: session.provider_order_id,
      name: session.name,
      description: session.description,
      prefill: session.prefill,
      theme: { color: session.theme_color },
      retry: { enabled: false },
      handler: (answer: RazorpayAnswer) => resolve(answer),
      modal: {
        ondismiss: () => reject(new Error('Payment cancelled. Your cart is as you left it.')),
      },
    });
    checkout.on('payment.failed', (response) =>
      reject(new Error(response.error?.description || 'Payment failed')),
    );
    checkout.open();
  });
}
