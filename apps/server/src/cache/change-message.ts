import { z } from 'zod';
import { WHOLE_CATALOGUE, type CatalogueChange } from './catalogue-changes';

const messageSchema = z.object({
  from: z.string(),
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('settings') }),
    z.object({
      kind: z.literal('stock'),
      productIds: z.array(z.number().int()),
      crossedZero: z.boolean(),
    }),
  ]),
});

/** The Redis message telling the other instances what changed, and which instance sent it. */
export function encodeChangeMessage(from: string, change: CatalogueChange): string {
  return JSON.stringify({ from, change });
}

/**
 * Reads a message from another instance. One that cannot be read (another version of the server,
 * a hand-typed PUBLISH) empties everything: a needless reload is cheap, a stale answer is not.
 */
export function decodeChangeMessage(message: string): {
  from: string | null;
  change: CatalogueChange;
} {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return { from: null, change: WHOLE_CATALOGUE };
  }
  const parsed = messageSchema.safeParse(json);
  return parsed.success ? parsed.data : { from: null, change: WHOLE_CATALOGUE };
}
