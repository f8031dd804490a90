// Imported as @kesariya/shared/settings-schemas, not from the index: bundles must not pull in zod.
/**
 * Requests of the owner's content and settings calls: the promotional message, policy pages, FAQ,
 * store details, module switches, coupons, and the delivery, COD and sign-up reward amounts.
 */
import { z } from 'zod';
import { COUPON_CODE_MAX, MODULE_NAMES } from './constants';
import { toPaise } from './money';
import {
  checkedText,
  choiceParam,
  countParam,
  flagField,
  idParam,
  intField,
  requiredText,
  single,
  textField,
  textParam,
} from './request-fields';
import {
  COD_BLOCKED_PINCODES_MAX,
  COD_REFUSAL_LIMIT_MAX,
  COUPON_CODE_MIN,
  COUPON_DESCRIPTION_MAX,
  COUPON_PER_USER_LIMIT_MAX,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQ_TOPIC_MAX,
  PREPAID_PERCENT_MAX,
  MAP_EMBED_HOST,
  POLICY_CONTENT_MAX,
  POLICY_TITLE_MAX,
  PROMOTIONAL_MESSAGE_MAX,
  RULE_RUPEES_MAX,
  SOCIAL_HOSTS,
  splitPincodes,
  validateGstin,
  validateHttpsUrl,
  validatePincode,
  validateStorePhone,
} from './settings-types';
import { validateForgotEmail } from './validation';

const asText = (value: unknown): string => {
  const one = single(value);
  if (one === undefined || one === null) return '';
  return typeof one === 'string'
    ? one.trim()
    : typeof one === 'number' || typeof one === 'boolean'
      ? String(one)
      : '\u0000';
};

/** 'Y' or 'N'; absent means 'Y'. */
const statusField = () =>
  z.preprocess(
    (v) => asText(v).toUpperCase() || 'Y',
    z.enum(['Y', 'N'], { error: 'status must be Y (on) or N (off)' }),
  );

/**
 * Text checked by `validate` alone, so its message reaches the form as written even when the label
 * is not the field's name (a custom issue passes on verbatim: lib/validate.ts on the server).
 */
const labelled = (
  label: string,
  max: number,
  validate: (v: string) => string | null = () => null,
) =>
  checkedText(label, max + 1, (v) =>
    v.length > max ? `${label} must be at most ${max} characters` : validate(v),
  );

const required = (label: string, max: number) =>
  labelled(label, max, (v) => (v === '' ? `${label} is required` : null));

/** Whole or decimal rupees from 0 up to a bound, as paise. */
const amountField = (label: string, max = RULE_RUPEES_MAX) =>
  labelled(label, 20, (v) => {
    if (v === '') return `${label} is required`;
    if (!/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(v))
      return `${label} must be an amount in rupees, such as 1499 or 1499.50`;
    return Number(v) > max ? `${label} must be at most ₹${max}` : null;
  }).transform((v) => toPaise(Number(v)));

// ------------------------------------------------------------------ content

export const promotionalBody = z.object({
  message: requiredText('Message', PROMOTIONAL_MESSAGE_MAX),
  active: flagField('active'),
});

export const policyParams = z.object({ id: idParam('id') });

export const policyBody = z.object({
  title: requiredText('Title', POLICY_TITLE_MAX),
  content: z.preprocess(
    (v) => (typeof single(v) === 'string' ? single(v) : asText(v)),
    z
      .string()
      .max(POLICY_CONTENT_MAX, {
        error: `Content must be at most ${POLICY_CONTENT_MAX} characters`,
      })
      .refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, {
        error: 'Content is required',
      }),
  ),
});

export const faqParams = z.object({ id: idParam('id') });

export const faqBody = z.object({
  question: requiredText('Question', FAQ_QUESTION_MAX),
  answer: requiredText('Answer', FAQ_ANSWER_MAX),
  topic: z.preprocess((v) => asText(v) || 'General', requiredText('Topic', FAQ_TOPIC_MAX)),
  status: statusField(),
});

/** The new order, as a JSON list or as comma-separated text (a form field). */
export const faqReorderBody = z.object({
  ids: z.preprocess(
    (v) => {
      const one = single(v);
      return typeof one === 'string' ? one.split(',').map((id) => id.trim()) : v;
    },
    z
      .array(z.union([z.string(), z.number()]), {
        error: 'ids must be the list of questions in their new order',
      })
      .min(1, { error: 'ids must name at least one question' })
      .max(500, { error: 'ids may name at most 500 questions' })
      .refine((ids) => ids.every((id) => /^[1-9][0-9]{0,9}$/.test(String(id))), {
        error: 'ids must be positive whole numbers',
      })
      .transform((ids) => ids.map(Number))
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'ids must not repeat a question',
      }),
  ),
});

// ------------------------------------------------------------------ store details

const httpsField = (label: string, hosts?: readonly string[]) =>
  checkedText(label, 500, (v) => validateHttpsUrl(v, label, { hosts }));

export const storeDetailsBody = z.object({
  store_name: required('Store name', 100),
  tagline: textField('Tagline', 200),
  address_line: required('Address', 300),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  pincode: checkedText('Pincode', 6, validatePincode),
  phone: labelled('Phone', 20, validateStorePhone),
  support_email: checkedText('Support e-mail', 254, (v) =>
    validateForgotEmail(v) ? 'Support e-mail must be a valid e-mail address' : null,
  ),
  support_hours: required('Support hours', 200),
  gstin: z.preprocess((v) => asText(v).toUpperCase(), checkedText('GSTIN', 15, validateGstin)),
  map_link: httpsField('Map link'),
  map_embed_link: httpsField('Map embed link', [MAP_EMBED_HOST]),
  instagram: httpsField('Instagram link', SOCIAL_HOSTS.instagram),
  facebook: httpsField('Facebook link', SOCIAL_HOSTS.facebook),
  youtube: httpsField('YouTube link', SOCIAL_HOSTS.youtube),
});
export type StoreDetailsInput = z.infer<typeof storeDetailsBody>;

// ------------------------------------------------------------------ modules

export const moduleParams = z.object({
  name: z.enum(MODULE_NAMES, { error: `name must be one of: ${MODULE_NAMES.join(', ')}` }),
});

export const moduleBody = z.object({
  status: z.preprocess(
    (v) => asText(v).toUpperCase(),
    z.enum(['Y', 'N'], { error: 'status must be Y (on) or N (off)' }),
  ),
});

// ------------------------------------------------------------------ coupons

const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const isRealDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export const couponListQuery = z.object({
  q: textParam('q', COUPON_CODE_MAX).transform((v) => v?.trim().toUpperCase() || undefined),
  status: choiceParam(['Y', 'N'], 'status must be Y or N'),
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 100, 25),
});

export const couponParams = z.object({ id: idParam('id') });

/**
 * A coupon. `value` is read by `kind`: a whole percent from 1 to 100, or rupees; the cap applies
 * to percent coupons only. Dates are IST days: it works from the first day's start to the last
 * day's end.
 */
export const couponBody = z
  .object({
    code: z.preprocess(
      (v) => asText(v).toUpperCase(),
      z
        .string()
        .min(1, { error: 'Code is required' })
        .min(COUPON_CODE_MIN, { error: `Code must be at least ${COUPON_CODE_MIN} characters` })
        .max(COUPON_CODE_MAX, { error: `Code must be at most ${COUPON_CODE_MAX} characters` })
        .regex(/^[A-Z0-9_-]+$/, { error: 'Code may hold only letters, digits, - and _' }),
    ),
    description: labelled('Description', COUPON_DESCRIPTION_MAX),
    kind: z.preprocess(
      (v) => asText(v).toLowerCase(),
      z.enum(['percent', 'flat'], { error: 'Choose a kind: percent or flat' }),
    ),
    value: z.preprocess(asText, z.string()),
    max_discount: z.preprocess(asText, z.string()),
    min_order: z.preprocess((v) => asText(v) || '0', amountField('Minimum order')),
    per_user_limit: z.preprocess(
      (v) => asText(v) || '1',
      labelled('Uses per shopper', 10, (v) =>
        /^[0-9]{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= COUPON_PER_USER_LIMIT_MAX
          ? null
          : `Uses per shopper must be a whole number from 1 to ${COUPON_PER_USER_LIMIT_MAX}`,
      ).transform(Number),
    ),
    valid_from: labelled('Start date', 10, (v) =>
      v === ''
        ? 'Start date is required'
        : isRealDate(v)
          ? null
          : 'Start date must be a date (YYYY-MM-DD)',
    ),
    valid_until: labelled('End date', 10, (v) =>
      v === '' || isRealDate(v) ? null : 'End date must be a date (YYYY-MM-DD) or empty',
    ),
    status: statusField(),
  })
  .superRefine((input, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.value === '') fail('value', 'Value is required');
    else if (input.kind === 'percent') {
      if (!/^[0-9]{1,3}$/.test(input.value) || Number(input.value) < 1 || Number(input.value) > 100)
        fail('value', 'A percent value must be a whole number from 1 to 100');
    } else if (!/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(input.value) || Number(input.value) <= 0)
      fail('value', 'A flat value must be an amount in rupees above ₹0, such as 200');
    if (input.kind === 'percent' && input.max_discount !== '') {
      if (
        !/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(input.max_discount) ||
        Number(input.max_discount) <= 0
      )
        fail('max_discount', 'Maximum discount must be an amount in rupees above ₹0, or empty');
    }
    if (
      input.valid_until !== '' &&
      isRealDate(input.valid_from) &&
      input.valid_until < input.valid_from
    )
      fail('valid_until', 'End date must be on or after the start date');
  })
  .transform((input) => ({
    code: input.code,
    description: input.description,
    kind: input.kind,
    /** Percent, or paise. */
    value: input.kind === 'percent' ? Number(input.value) : toPaise(Number(input.value)),
    maxDiscountPaise:
      input.kind === 'percent' && input.max_discount !== ''
        ? toPaise(Number(input.max_discount))
        : null,
    minOrderPaise: input.min_order,
    perUserLimit: input.per_user_limit,
    validFrom: input.valid_from,
    validUntil: input.valid_until === '' ? null : input.valid_until,
    status: input.status,
  }));
export type CouponInput = z.output<typeof couponBody>;

// ------------------------------------------------------------------ delivery, COD, sign-up reward

export const deliveryRulesBody = z.object({
  free_delivery_above: amountField('Free delivery above'),
  delivery_charge: amountField('Delivery charge', 100_000),
});

/** A list of pincodes (typed or from a CSV file), each checked, duplicates dropped, sorted. */
const pincodeListField = (label: string) =>
  z.preprocess(
    (v) => {
      const one = single(v);
      if (Array.isArray(v)) return v.map(String).join(',');
      return typeof one === 'string' ? one : asText(one);
    },
    z
      .string()
      .superRefine((text, ctx) => {
        const list = splitPincodes(text);
        const wrong = list.find((pincode) => validatePincode(pincode) !== null);
        if (wrong !== undefined)
          ctx.addIssue({
            code: 'custom',
            message: `${label}: "${wrong.slice(0, 20)}" is not a pincode (6 digits, not starting with 0)`,
          });
        else if (new Set(list).size > COD_BLOCKED_PINCODES_MAX)
          ctx.addIssue({
            code: 'custom',
            message: `${label} can hold at most ${COD_BLOCKED_PINCODES_MAX} pincodes`,
          });
      })
      .transform((text) => [...new Set(splitPincodes(text))].sort()),
  );

export const codRulesBody = z
  .object({
    cod_min: amountField('COD minimum'),
    cod_max: amountField('COD maximum'),
    refusal_limit: intField(
      'Refused orders',
      0,
      COD_REFUSAL_LIMIT_MAX,
      `Refused orders must be a whole number from 0 to ${COD_REFUSAL_LIMIT_MAX}`,
    ),
    blocked_pincodes: pincodeListField('Pincodes without COD'),
  })
  .refine((rules) => rules.cod_min <= rules.cod_max, {
    path: ['cod_min'],
    error: 'COD minimum must not be more than the COD maximum',
  });
export type CodRulesInput = z.output<typeof codRulesBody>;

const PREPAID_KINDS = ['off', 'amount', 'percent'] as const;
type PrepaidKind = (typeof PREPAID_KINDS)[number];

/**
 * The prepaid nudge: off, a fixed amount, or a percentage with an optional cap. Only the chosen
 * kind's fields are read; they must be there and above zero.
 */
export const prepaidNudgeBody = z
  .object({
    kind: z.preprocess(
      (v) => asText(v) || 'off',
      z
        .string()
        .refine((v) => PREPAID_KINDS.includes(v as PrepaidKind), {
          error: 'Saving must be off, an amount or a percentage',
        })
        .transform((v) => v as PrepaidKind),
    ),
    amount: z.preprocess(asText, z.string()),
    percent: z.preprocess(asText, z.string()),
    cap: z.preprocess(asText, z.string()),
  })
  .superRefine((input, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const rupees = (v: string) => /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(v) && Number(v) > 0;
    if (input.kind === 'amount') {
      if (input.amount === '') fail('amount', 'Saving amount is required');
      else if (!rupees(input.amount) || Number(input.amount) > RULE_RUPEES_MAX)
        fail(
          'amount',
          `Saving amount must be an amount in rupees above ₹0 and at most ₹${RULE_RUPEES_MAX}, such as 50`,
        );
    }
    if (input.kind === 'percent') {
      const percent = Number(input.percent);
      if (input.percent === '') fail('percent', 'Saving percentage is required');
      else if (!/^[0-9]{1,3}$/.test(input.percent) || percent < 1 || percent > PREPAID_PERCENT_MAX)
        fail(
          'percent',
          `Saving percentage must be a whole number from 1 to ${PREPAID_PERCENT_MAX}`,
        );
      if (input.cap !== '' && (!rupees(input.cap) || Number(input.cap) > RULE_RUPEES_MAX))
        fail(
          'cap',
          `Saving cap must be an amount in rupees above ₹0 and at most ₹${RULE_RUPEES_MAX}, or empty`,
        );
    }
  })
  .transform((input) => ({
    kind: input.kind,
    amountPaise: input.kind === 'amount' ? toPaise(Number(input.amount)) : 0,
    percent: input.kind === 'percent' ? Number(input.percent) : 0,
    capPaise: input.kind === 'percent' && input.cap !== '' ? toPaise(Number(input.cap)) : null,
  }));
export type PrepaidNudgeInput = z.output<typeof prepaidNudgeBody>;

export const signupRewardBody = z.object({
  amount: amountField('Sign-up reward', 100_000),
});

export const returnedParcelBody = z.object({
  refund_to: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.enum(['original', 'wallet'], {
      error: 'Choose where the money of a returned prepaid parcel goes: original or wallet',
    }),
  ),
});
