import type {
  CheckoutPaymentMethods,
  OrderDetail,
  PlacedOrder,
  PrepayOffer,
  PrepayStart,
} from '@kesariya/shared';
import { api } from '@/store/api';

/** The checkout's choices the offered payment methods depend on. */
export interface PaymentMethodsArgs {
  addressId: number | null;
  deliveryOption: 'delivery' | 'pickup';
  couponCode: string;
  useWallet: boolean;
}

export interface PlaceArgs {
  idempotencyKey: string;
  addressId: number | null;
  paymentMethod: 'Online Payment' | 'Cash on Delivery';
  deliveryOption: 'delivery' | 'pickup';
  couponCode: string;
  useWallet: boolean;
}

const checkoutApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Order'] });

/**
 * Checkout: placing the order and settling its payment. The server-priced cart, the payment
 * settings (store/shopper-api.ts) and the order (store/order-api.ts) are the store's queries.
 */
export const checkoutApi = checkoutApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    // Asked again whenever the cart changes: the COD band is about its total.
    getPaymentMethods: build.query<CheckoutPaymentMethods, PaymentMethodsArgs>({
      query: (a) => ({
        path: 'website/checkout/payment-methods',
        query: {
          address_id: a.addressId ?? '',
          delivery_option: a.deliveryOption,
          coupon_code: a.couponCode,
          use_wallet: a.useWallet,
        },
      }),
      transformResponse: (envelope) => envelope.data as CheckoutPaymentMethods,
      providesTags: ['Cart'],
    }),
    placeOrder: build.mutation<PlacedOrder, PlaceArgs>({
      query: (a) => ({
        path: 'website/order/place',
        method: 'POST',
        // One key per checkout attempt, so a double submit makes one order
        // (docs/decisions/orders-and-payments.md, Orders and stock).
        headers: { 'Idempotency-Key': a.idempotencyKey },
        form: {
          address_id: a.addressId ?? '',
          payment_method: a.paymentMethod,
          delivery_option: a.deliveryOption,
          coupon_code: a.couponCode,
          use_wallet: a.useWallet,
        },
      }),
      transformResponse: (envelope) => envelope.data as PlacedOrder,
      invalidatesTags: ['Cart', 'Order', 'User'],
    }),
    // What paying a cash-on-delivery order online instead saves; refused when nothing.
    getPrepayOffer: build.query<PrepayOffer, string>({
      query: (saleId) => ({ path: `website/order/prepay/${saleId}` }),
      transformResponse: (envelope) => envelope.data as PrepayOffer,
      providesTags: ['Order'],
    }),
    startPrepay: build.mutation<PrepayStart, string>({
      query: (saleId) => ({ path: `website/order/prepay/${saleId}`, method: 'POST' }),
      transformResponse: (envelope) => envelope.data as PrepayStart,
    }),
    verifyPayment: build.mutation<
      OrderDetail,
      {
        saleId: string;
        razorpay_order_id?: string;
        razorpay_payment_id?: string;
        razorpay_signature?: string;
      }
    >({
      query: ({ saleId, ...proof }) => ({
        path: 'website/checkout/verify-payment',
        method: 'POST',
        form: { sale_id: saleId, ...proof },
      }),
      transformResponse: (envelope) => envelope.data as OrderDetail,
      invalidatesTags: ['Cart', 'Order'],
    }),
    payWithTestGateway: build.mutation<unknown, { saleId: string; outcome: 'success' | 'failure' }>(
      {
        query: ({ saleId, outcome }) => ({
          path: `website/checkout/test-gateway/${saleId}`,
          method: 'POST',
          form: { outcome },
        }),
        invalidatesTags: ['Cart', 'Order'],
      },
    ),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useGetPrepayOfferQuery,
  useStartPrepayMutation,
  usePlaceOrderMutation,
  useVerifyPaymentMutation,
  usePayWithTestGatewayMutation,
} = checkoutApi;
