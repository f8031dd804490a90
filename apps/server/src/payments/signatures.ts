import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, the signature scheme of Razorpay's payment answers and webhooks. */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Compares a received hex signature with the expected one in constant time, so an attacker cannot
 * learn the right signature byte by byte from response times.
 */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  if (expected.length !== received.length) return false;
  return timingSafeEqual(expected, received);
}
