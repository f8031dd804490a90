import { toPaise, toRupees, type CheckoutPaymentMethods } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { refuse, type Refusal } from '../../errors';
import { findOwnAddress, toAddressSnapshot } from '../addresses/addresses';
import { getCartView } from '../cart/cart';
import type { PlaceOrderRules } from '../orders/place-order';
import { codRefusal } from './cod-rules';
import { getPaymentOptions } from './payment-options';
import { prepaidSaving } from './prepaid-saving';

export interface PaymentMethodsQuestion {
  user: { id: number; walletBalancePaise: number };
  addressId: number | null;
  deliveryOption: 'delivery' | 'pickup';
  couponCode: string | null;
  useWallet: boolean;
}

/**
 * The payment methods the checkout offers for the shopper's cart as it would be ordered now, why
 * cash on delivery is not among them (the same rules and words the order call refuses with), and
 * what paying online saves where it is (the saving the order call gives).
 */
export async function checkoutPaymentMethods(
  ctx: ServiceContext,
  question: PaymentMethodsQuestion,
  rules: PlaceOrderRules,
): Promise<CheckoutPaymentMethods | Refusal> {
  const row =
    question.addressId === null
      ? null
      : await findOwnAddress(ctx, question.user.id, question.addressId);
  if (question.addressId !== null && !row)
    return refuse('not_found', 'Address not found', 'address_id');
  // As the order will keep it.
  const address = row ? toAddressSnapshot(row) : null;
  const { summary } = await getCartView(
    ctx,
    { kind: 'user', userId: question.user.id },
    {
      rules,
      couponCode: question.couponCode,
      deliveryOption: question.deliveryOption,
      useWallet: question.useWallet,
      user: question.user,
    },
  );
  const reason = await codRefusal(
    ctx,
    {
      userId: question.user.id,
      deliveryOption: question.deliveryOption,
      address,
      totalPaise: toPaise(summary.total),
    },
    rules,
  );
  const onlineAvailable = (await getPaymentOptions(ctx)).onlineEnabled;
  const payablePaise = toPaise(summary.amount_payable);
  const savingPaise = onlineAvailable && reason === null ? prepaidSaving(rules, payablePaise) : 0;
  return {
    online_available: onlineAvailable,
    cod_available: reason === null,
    cod_reason: reason,
    prepaid_saving: toRupees(savingPaise),
    online_payable: toRupees(payablePaise - savingPaise),
  };
}
