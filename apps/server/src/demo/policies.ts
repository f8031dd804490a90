import type { DemoPolicyPage } from './types';
import { STORE } from './store';

/**
 * The four policy pages. Ids are fixed: the sign-up form links terms as id 1 and privacy as id 2
 * (docs/decisions/api-and-validation.md, Business constants). Content is limited to the tags the
 * sanitiser keeps.
 */

const EMAIL = `<a href="mailto:${STORE.supportEmail}">${STORE.supportEmail}</a>`;
const ADDRESS = `${STORE.storeName}, ${STORE.addressLine}, ${STORE.city} ${STORE.pincode}, ${STORE.state}`;
const HOURS = STORE.supportHours;

const TERMS = `
<p>These terms apply when you browse or buy from ${STORE.storeName} (kesariya.in), run from our shop at ${ADDRESS}. By placing an order you agree to them. Please also read our Shipping Policy, our Cancellation, Return &amp; Refund Policy and our Privacy Policy, which form part of these terms.</p>
<h2>Your account</h2>
<ul>
<li>You may sign up with your mobile number and a one-time password, or with an e-mail address and password. Keep your login details private; you are responsible for orders placed from your account.</li>
<li>You must be 18 or older to place an order, or shop under the supervision of a parent or guardian.</li>
<li>We may suspend accounts that misuse coupons, wallet credit or returns, or that give false details.</li>
</ul>
<h2>Products, colours and sizes</h2>
<p>Many of our pieces are handwoven, hand block-printed or hand-embroidered. Small irregularities in weave, print alignment and colour are the mark of handwork, not defects. Colours may look slightly different on screen than in daylight. Each product page has a size chart; if you are between sizes we suggest the larger one.</p>
<h2>Prices and payment</h2>
<ul>
<li>All prices are in Indian Rupees and include GST. A GST invoice is included with every order and is available under <strong>My Orders</strong>.</li>
<li>We accept cards, UPI, net banking and wallets through our payment partner, Cash on Delivery on eligible orders, and your ${STORE.storeName} wallet balance.</li>
<li>If a price is shown wrongly because of a technical error, we may cancel the order and refund you in full, even after confirmation.</li>
</ul>
<h2>Coupons and wallet credit</h2>
<p>Only one coupon applies per order. Coupons have a minimum order value, an expiry date and a usage limit per customer, and cannot be exchanged for cash. Wallet credit comes from refunds and promotions; it can be used on any future order, cannot be transferred and cannot be withdrawn to a bank account except where the law requires.</p>
<h2>Orders</h2>
<p>An order is confirmed when you receive an order confirmation by e-mail or SMS. We may decline or cancel an order if an item is out of stock, if we cannot deliver to your pincode, or if we suspect fraud; any amount paid is refunded in full.</p>
<h2>Intellectual property</h2>
<p>Photographs, artwork, text and the ${STORE.storeName} name and logo belong to us and may not be copied or used commercially without written permission.</p>
<h2>Liability</h2>
<p>Our liability for any order is limited to the amount you paid for it. We are not responsible for delays caused by events beyond our control such as floods, strikes or courier disruptions, though we will always keep you informed.</p>
<h2>Governing law and disputes</h2>
<p>These terms are governed by the laws of India. Courts in Pune, Maharashtra have exclusive jurisdiction over any dispute. Before going to court, please write to us; most issues are resolved within a few days.</p>
<h2>Grievance officer</h2>
<p>Under the Consumer Protection (E-Commerce) Rules, 2020 our grievance officer is Mrs. Anjali Deshpande, reachable at ${EMAIL} or by post at ${ADDRESS}. We acknowledge complaints within 48 hours and resolve them within one month.</p>
<h2>Contact</h2>
<p>Write to ${EMAIL} or call ${STORE.phone}, ${HOURS}.</p>
`;

const PRIVACY = `
<p>This policy explains what personal data ${STORE.storeName} collects, why, and the choices you have. It follows the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, mobile number, e-mail address and, if you choose one, a password (stored only as a secure hash).</li>
<li><strong>Order details:</strong> delivery addresses, the items you buy, returns and support conversations.</li>
<li><strong>Payment details:</strong> card, UPI and bank details are entered on our payment partner's secure page. We never see or store your full card number or CVV; we keep only the transaction reference.</li>
<li><strong>Device and usage data:</strong> a random session identifier that keeps your cart as a guest, your recent searches (stored on your own device), and basic server logs used to keep the site secure.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To deliver your orders, send order and delivery updates by SMS and e-mail, and process returns and refunds.</li>
<li>To verify your identity with one-time passwords and protect your account.</li>
<li>To answer your questions and improve our catalogue and site.</li>
<li>To send our newsletter, only if you subscribe. Every newsletter has an unsubscribe link.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share only what is needed with the courier partners who deliver your parcel, our payment partner, and the SMS and e-mail services that send your updates. We do not sell or rent your data to anyone, and we do not use third-party advertising trackers.</p>
<h2>Cookies and local storage</h2>
<p>We use a small number of essential cookies and browser storage to keep you logged in, remember your cart and your recent searches. You can clear them at any time from your browser settings; you will be logged out and a guest cart will be emptied.</p>
<h2>How long we keep it</h2>
<p>We keep order and invoice records for eight years, as tax law requires. Other account data is kept while your account is active and deleted within 90 days of a verified deletion request.</p>
<h2>Your rights</h2>
<p>You can see and correct your profile and addresses under <strong>My Account</strong>, and you may ask us for a copy of your data, to correct it, or to delete your account by writing to ${EMAIL}. We reply within 30 days.</p>
<h2>Security</h2>
<p>All pages are served over HTTPS, passwords are hashed, and access to customer data inside our team is limited to the people who need it to serve you.</p>
<h2>Grievance officer</h2>
<p>For any privacy concern contact our grievance officer, Mrs. Anjali Deshpande, at ${EMAIL}, ${HOURS}, or by post at ${ADDRESS}.</p>
`;

const SHIPPING = `
<p>We pack every order at our Pune shop and ship across India and to most countries worldwide.</p>
<h2>Shipping charges within India</h2>
<ul>
<li><strong>Free shipping</strong> on orders of ₹1,499 and above.</li>
<li>A flat ₹99 on orders below ₹1,499.</li>
<li>You can also choose <strong>store pickup</strong> at checkout and collect your order from our Fergusson College Road shop at no charge.</li>
</ul>
<h2>Dispatch and delivery times</h2>
<p>Orders placed before 2pm IST on a working day are dispatched the same or the next working day; all in-stock orders leave us within 1-2 working days. Delivery then takes 1-2 days within Pune, 2-4 days to metro cities and 4-7 days to the rest of India. Made-to-measure alterations and fall-pico on sarees add 3 working days; the product page tells you when this applies.</p>
<h2>Cash on Delivery</h2>
<p>Cash on Delivery is available at over 19,000 pincodes across India for orders up to ₹25,000. Enter your pincode on any product page to check. Please keep the exact amount ready; our couriers also accept UPI at the door in most cities.</p>
<h2>Worldwide shipping</h2>
<p>We ship to the USA, Canada, the UK, the UAE, Singapore, Australia and many more countries through DHL and Aramex. International shipping is calculated at checkout by weight and destination and usually takes 7-12 working days. Customs duties and import taxes are charged by the destination country and are paid by the recipient.</p>
<h2>Tracking your order</h2>
<p>As soon as your parcel is dispatched you receive the courier name and tracking number by SMS and e-mail. You can also follow it under <strong>My Orders</strong>.</p>
<h2>Damaged or tampered parcels</h2>
<p>If the outer packaging looks damaged or tampered with, please refuse the parcel or record a short unboxing video, and write to ${EMAIL} within 48 hours. We will send a replacement or refund you in full.</p>
<h2>Questions</h2>
<p>Our team is available ${HOURS} at ${EMAIL} and ${STORE.phone}.</p>
`;

const RETURNS = `
<p>We want you to love what you wear. If something is not right, you can return or replace it within 7 days of delivery.</p>
<h2>Cancelling an order</h2>
<ul>
<li>You can cancel any order from <strong>My Orders</strong> until it is dispatched; the full amount is refunded.</li>
<li>Once dispatched, an order cannot be cancelled, but you may return it after delivery under this policy.</li>
<li>We may cancel an order if an item turns out to be out of stock or fails our quality check; you are refunded in full and informed by SMS and e-mail.</li>
</ul>
<h2>Returns and replacements</h2>
<ul>
<li>Request a return or a replacement (a different size or the same piece again) from <strong>My Orders</strong> within 7 days of delivery.</li>
<li>Items must be unworn, unwashed and unaltered, with all original tags, the blouse piece and packaging.</li>
<li>We arrange a free reverse pickup at most pincodes; where pickup is not available, you can courier the item to our shop and we reimburse up to ₹100 in wallet credit.</li>
<li>Replacements ship as soon as the returned item passes its quality check, usually within 2 working days of pickup.</li>
</ul>
<h2>What cannot be returned</h2>
<ul>
<li>Sarees after fall-pico has been done, and anything altered or made to measure.</li>
<li>Bridal lehengas and sherwanis once the blouse or fit has been customised.</li>
<li>Items bought on final clearance, marked "Not returnable" on the product page.</li>
</ul>
<h2>Refunds</h2>
<ul>
<li>Refunds are issued within 2 working days of the returned item passing its quality check.</li>
<li>You can choose a refund to your ${STORE.storeName} wallet, credited instantly after the check, or to the original payment method, which takes 5-7 working days to appear depending on your bank.</li>
<li>Cash on Delivery orders are refunded to your wallet or to a bank account or UPI ID you give us.</li>
<li>Shipping charges are refunded only when the item reached you damaged, defective or different from what you ordered.</li>
</ul>
<h2>Damaged, defective or wrong items</h2>
<p>Write to ${EMAIL} within 48 hours of delivery with photos of the item and the label. We will replace it or refund you in full, including shipping.</p>
<h2>Need help?</h2>
<p>Our team is available ${HOURS} at ${EMAIL} and ${STORE.phone}, or visit us at ${ADDRESS}.</p>
`;

export const POLICIES: readonly DemoPolicyPage[] = [
  { id: 1, slug: 'terms-conditions', title: 'Terms & Conditions', content: TERMS.trim() },
  { id: 2, slug: 'privacy-policy', title: 'Privacy Policy', content: PRIVACY.trim() },
  { id: 3, slug: 'shipping-policy', title: 'Shipping Policy', content: SHIPPING.trim() },
  {
    id: 4,
    slug: 'cancellation-return-refund-policy',
    title: 'Cancellation, Return & Refund Policy',
    content: RETURNS.trim(),
  },
];
