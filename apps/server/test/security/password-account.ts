import type { FastifyInstance } from 'fastify';
import { Browser, latestCode, signUpByPhone, uniqueEmail, verifyPhone } from '../auth/kit';

/**
 * A shopper signed up through the API who has proven the e-mail (an e-mail logs in only once
 * proven) and set a password; logged in in `browser`.
 */
export async function passwordAccount(app: FastifyInstance, password = 'jasmine-garland-7') {
  const browser = new Browser(app);
  const email = uniqueEmail('secure');
  const { mobile, created } = await signUpByPhone(app, browser, { email });
  // No password yet: a fresh code to the phone is what lets the account prove its e-mail.
  await verifyPhone(app, browser, mobile);
  const sent = await browser.post('website/user/contact/send-otp', {
    channel: 'email',
    value: email,
  });
  if (sent.status !== 200) throw new Error(`contact/send-otp: ${sent.body.message}`);
  const proven = await browser.post('website/user/contact/verify', {
    channel: 'email',
    value: email,
    otp: await latestCode(app, email, 4),
  });
  if (proven.status !== 200) throw new Error(`contact/verify: ${proven.body.message}`);
  const change = await browser.post('website/user/change-password', {
    current_password: '',
    new_password: password,
  });
  if (change.status !== 200) throw new Error(`change-password: ${change.body.message}`);
  return { browser, email, password, userId: created.body.data.id };
}
