// Imported as @kesariya/shared/customer-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the back office's customer calls, the owner's wallet adjustment and newsletter list. */
import { z } from 'zod';
import { WALLET_ADJUST_MAX_RUPEES, WALLET_ADJUST_REASON_MAX } from './customer-types';
import { formatMoney, toPaise } from './money';
import { countParam, idField, idParam, requiredText, single, textParam } from './request-fields';

const searchParam = (field: string) =>
  textParam(field, 100).transform((v) => v?.trim() || undefined);

export const adminCustomerListQuery = z.object({
  /** Part of a name, e-mail or phone number. */
  search: searchParam('search'),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 100, 20),
});

export const customerParams = z.object({ id: idParam('id') });

/** Rupees with at most two decimals, signed: + credits the wallet, - debits it. */
const signedRupees = (field: string) => {
  const message = `${field} must be an amount in rupees, + to credit or - to debit`;
  return z.preprocess(
    (v) => (typeof single(v) === 'number' ? String(single(v)) : single(v)),
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, { error: `${field} is required` })
      .regex(/^[+-]?[0-9]{1,9}(\.[0-9]{1,2})?$/, { error: message })
      .transform((v) => toPaise(Number(v)))
      .refine((paise) => paise !== 0, { error: `${field} must not be zero` })
      .refine((paise) => Math.abs(paise) <= WALLET_ADJUST_MAX_RUPEES * 100, {
        error: `${field} must be at most ${formatMoney(WALLET_ADJUST_MAX_RUPEES)} either way`,
      }),
  );
};

export const walletAdjustBody = z.object({
  user_id: idField('user_id'),
  amount: signedRupees('amount'),
  reason: requiredText('reason', WALLET_ADJUST_REASON_MAX),
});

export const newsletterListQuery = z.object({
  search: searchParam('search'),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 100, 50),
});
