import type { StoreRules } from '../settings/store-rules';

/** The owner's prepaid nudge, as the store rules keep it. */
export type PrepaidRule = Pick<
  StoreRules,
  'prepaidKind' | 'prepaidAmountPaise' | 'prepaidPercent' | 'prepaidCapPaise'
>;

/** Razorpay takes no payment under ₹1: the saving always leaves at least this to pay online. */
export const MIN_ONLINE_PAISE = 100;

/**
 * What paying online saves (docs/decisions/after-dispatch.md, Prepaid nudge), in paise, for an
 * order whose part paid online would be `onlinePaise` (its total less the wallet's part: the wallet
 * is spent either way). A percentage is of that part, rounded down to the whole rupee so the
 * "save ₹…" shown is the saving given, then held to the owner's cap; any saving leaves ₹1 to pay.
 * The one place of the saving's arithmetic: the checkout's answer, the order and the conversion of
 * a cash-on-delivery order all read it.
 */
export function prepaidSaving(rule: PrepaidRule, onlinePaise: number): number {
  if (rule.prepaidKind === 'off' || onlinePaise <= MIN_ONLINE_PAISE) return 0;
  let saving =
    rule.prepaidKind === 'amount'
      ? rule.prepaidAmountPaise
      : Math.floor((onlinePaise * rule.prepaidPercent) / 100 / 100) * 100;
  if (rule.prepaidKind === 'percent' && rule.prepaidCapPaise !== null)
    saving = Math.min(saving, rule.prepaidCapPaise);
  return Math.max(0, Math.min(saving, onlinePaise - MIN_ONLINE_PAISE));
}
