import { eq } from 'drizzle-orm';
import type { ServiceabilityAnswer } from '@kesariya/shared';
import type { AnswerStore } from '../../cache/answer-store';
import { products } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { ShippingProvider } from '../../shipping/provider';
import { codOfferedTo } from '../checkout/cod-rules';
import type { ServiceContext } from '../context';

/** A parcel of one garment, as couriers weigh it: what serviceability is asked for. */
export const PARCEL_WEIGHT_KG = 0.5;
/**
 * How long a pincode's answer is kept (docs/decisions/after-dispatch.md, Shipping): couriers change
 * slowly.
 */
export const SERVICEABILITY_TTL_MS = 24 * 3600_000;

export interface ServiceabilityContext extends ServiceContext {
  provider: ShippingProvider;
  answers: AnswerStore;
  /** The store's own pincode (its details), where the courier collects. */
  pickupPincode: string | null;
}

/**
 * Whether, when and with cash on delivery a pincode is delivered to: the provider's answer, kept
 * per pincode for a day, so a busy product page asks the courier once a day per pincode. A product
 * named must exist; every garment ships in the same parcel, so the answer is the pincode's.
 */
export async function checkServiceability(
  ctx: ServiceabilityContext,
  input: { pincode: string; productId?: number },
): Promise<ServiceabilityAnswer | Refusal> {
  if (input.productId !== undefined) {
    const [product] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!product) return refuse('not_found', 'Product not found', 'product_id');
  }
  const key = `${ctx.provider.name}:${ctx.pickupPincode ?? '-'}:${input.pincode}`;
  const kept = await ctx.answers.get(key);
  const courier = kept
    ? (JSON.parse(kept) as ServiceabilityAnswer)
    : await askCourier(ctx, key, input.pincode);
  // The courier's answer is kept a day; the owner's own cash-on-delivery rules apply as they stand.
  return courier.cod_available && !(await codOfferedTo(ctx, input.pincode))
    ? { ...courier, cod_available: false }
    : courier;
}

/** The provider's answer for a pincode, kept for the next day's askers. */
async function askCourier(
  ctx: ServiceabilityContext,
  key: string,
  pincode: string,
): Promise<ServiceabilityAnswer> {
  const found = await ctx.provider.serviceability({
    pickupPincode: ctx.pickupPincode,
    deliveryPincode: pincode,
    weightKg: PARCEL_WEIGHT_KG,
  });
  const answer: ServiceabilityAnswer = {
    pincode,
    serviceable: found.serviceable,
    cod_available: found.serviceable && found.codAvailable,
    estimated_delivery_date: found.estimatedDeliveryDate,
    days: found.days,
    ...(found.courier ? { courier: found.courier } : {}),
    ...(found.reason ? { reason: found.reason } : {}),
  };
  await ctx.answers.set(key, JSON.stringify(answer));
  return answer;
}
