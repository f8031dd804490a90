import type {
  CartLine,
  CartSummary,
  CheckoutSettings,
  OrderDetail,
  PlacedOrder,
} from '@kesariya/shared';
import { api } from '@/store/api';

export interface PreviewArgs {
  userId: number;
  couponCode: string;
  deliveryOption: 'delivery' | 'pickup';
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

/** Checkout: the server-priced preview, placing the order, and settling its payment. */
export const checkoutApi = checkoutApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutPreview: build.query<
      { items: CartLine[]; summary: CartSummary | null },
      PreviewArgs
    >({
      query: (a) => ({
        path: 'website/cart/cart-items',
        query: {
          user_id: a.userId,
          coupon_code: a.couponCode,
          delivery_option: a.deliveryOption,
          use_wallet: a.useWallet,
        },
      }),
      transformResponse: (envelope) => ({
        items: Array.isArray(envelope.data) ? (envelope.data as CartLine[]) : [],
        summary: (envelope.other_data?.summary as CartSummary | undefined) ?? null,
      }),
      providesTags: ['Cart'],
    }),
    getCheckoutSettings: build.query<CheckoutSettings, void>({
      query: () => ({ path: 'website/checkout/razorpay-details' }),
      transformResponse: (envelope) => envelope.data as CheckoutSettings,
      providesTags: ['PaymentDetails'],
    }),
    placeOrder: build.mutation<PlacedOrder, PlaceArgs>({
      query: (a) => ({
        path: 'website/order/place',
        method: 'POST',
        // DESIGN.md: one key per checkout attempt, so a double submit makes one order.
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
    getOrder: build.query<OrderDetail, string>({
      query: (saleId) => ({ path: `website/order/${saleId}` }),
      transformResponse: (envelope) => envelope.data as OrderDetail,
      providesTags: ['Order'],
    }),
  }),
});

export const {
  useGetCheckoutPreviewQuery,
  useGetCheckoutSettingsQuery,
  usePlaceOrderMutation,
  useVerifyPaymentMutation,
  usePayWithTestGatewayMutation,
  useGetOrderQuery,
} = checkoutApi;
