import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a Content-Security-Policy that admits only what the storefront uses:
 * its own scripts and styles (Tailwind and Radix set inline styles), images from data:/blob:,
 * the Google Maps embed in the footer and Razorpay Checkout's script and frames.
 */
export default fp(
  async (app) => {
    // @fastify/helmet builds helmet's middleware again on every request, and parsing the policy
    // was most of that (about 8 us a request, a few per cent of an uncached search's CPU): the
    // policy's middleware is built once here, and helmet sets the other headers.
    const policy = helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        frameSrc: [
          "'self'",
          'https://www.google.com',
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
        ],
        upgradeInsecureRequests: null,
      },
    });
    await app.register(helmet, {
      contentSecurityPolicy: false,
      // Razorpay's checkout iframe and Google's map embed are cross-origin resources we embed on purpose.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => policy(request.raw, reply.raw, done));
  },
  { name: 'security-headers' },
);
