import type { DemoFaq } from './types';
import { STORE } from './store';

/** FAQ entries grouped by topic; answers repeat the numbers of the policy pages. */

const entries: [topic: string, question: string, answer: string][] = [
  [
    'Orders',
    'How do I place an order?',
    'Add the pieces you like to your cart, choose a size, and tap Checkout. Log in with your mobile number and a one-time password, pick or add a delivery address, choose a payment method and place the order. You get a confirmation by SMS and e-mail straight away.',
  ],
  [
    'Orders',
    'Can I change or cancel my order?',
    'You can cancel any order from My Orders until it is dispatched, and you are refunded in full. To change a size or address before dispatch, write to us and we will update it if the parcel has not been packed yet.',
  ],
  [
    'Orders',
    'Do I need an account to shop?',
    'You can browse and fill your cart as a guest; your cart is kept on this device. To place an order you log in or sign up with your mobile number, which takes under a minute.',
  ],
  [
    'Shipping',
    'How much does shipping cost?',
    'Shipping is free on orders of ₹1,499 and above. Below that we charge a flat ₹99 anywhere in India. Store pickup from our Pune shop is always free.',
  ],
  [
    'Shipping',
    'When will my order arrive?',
    'We dispatch in-stock orders within 1-2 working days. Delivery takes 1-2 days within Pune, 2-4 days to metro cities and 4-7 days elsewhere in India. You receive a tracking link as soon as the parcel leaves us.',
  ],
  [
    'Shipping',
    'Do you ship outside India?',
    'Yes, we ship worldwide through DHL and Aramex. The shipping fee is calculated at checkout, delivery takes 7-12 working days, and customs duties are paid by the recipient.',
  ],
  [
    'Returns',
    'What is your return policy?',
    'You can return or replace an item within 7 days of delivery if it is unworn, unwashed and has all its tags. Request it from My Orders and we arrange a free pickup at most pincodes.',
  ],
  [
    'Returns',
    'How do I exchange a size?',
    'Choose Replace in My Orders, pick the new size and we collect the original. The replacement ships as soon as the returned piece passes its quality check, usually within 2 working days of pickup.',
  ],
  [
    'Returns',
    'When will I get my refund?',
    'Refunds are issued within 2 working days of the return passing its quality check. Wallet refunds are instant; refunds to your card, UPI or bank take 5-7 working days to appear.',
  ],
  [
    'Payments',
    'Which payment methods do you accept?',
    'Cards, UPI, net banking and wallets through our secure payment partner, Cash on Delivery, and your Kesariya wallet balance. You can combine wallet credit with any other method.',
  ],
  [
    'Payments',
    'Is Cash on Delivery available?',
    'Yes, at over 19,000 pincodes across India for orders up to ₹25,000. Enter your pincode on a product page to check your area.',
  ],
  [
    'Payments',
    'How do coupons work?',
    'Enter the code in your cart before checkout. One coupon applies per order, and each has a minimum order value and an expiry date. New customers can use WELCOME10 for 10% off their first order above ₹999.',
  ],
  [
    'Sizing',
    'How do I find my size?',
    'Every product page has a size chart with bust, waist, hip and length in inches. Measure a kurta that fits you well and compare. If you are between sizes, choose the larger one; our Pune shop can take it in.',
  ],
  [
    'Sizing',
    'Are sarees and dupattas one size?',
    'Yes. Sarees are 5.5 to 6.3 metres with an unstitched blouse piece, and dupattas are about 2.5 metres, so they are sold as Free Size.',
  ],
  [
    'Sizing',
    'Do you offer alterations?',
    'Free basic alterations (sleeve and length) are available on sherwanis and lehengas picked up at our Pune store. Fall-pico on sarees can be added for a small fee at checkout.',
  ],
  [
    'Account',
    'I forgot my password. What do I do?',
    'Choose Forgot password in the login window and enter your e-mail address. We send a 4-digit code; enter it and choose a new password of at least 6 characters. You can also always log in with your mobile number and a one-time password.',
  ],
  [
    'Account',
    'What is the Kesariya wallet?',
    'Your wallet holds refunds and promotional credit. It is used automatically at checkout when you choose to, never expires while your account is active, and you can see every credit and debit under Wallet.',
  ],
  [
    'Account',
    'How do I contact you?',
    `Write to ${STORE.supportEmail} or call ${STORE.phone}, ${STORE.supportHours}. You can also raise a ticket under Customer Support in your account, or visit our shop on Fergusson College Road, Pune.`,
  ],
];

export const FAQS: readonly DemoFaq[] = entries.map(([topic, question, answer], i) => ({
  topic,
  question,
  answer,
  sortOrder: i + 1,
}));
