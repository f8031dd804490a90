import type { FastifyInstance } from 'fastify';
import { Browser, signUpByPhone, uniqueEmail } from '../auth/kit';

/** A shopper signed up through the API who has set a password; logged in in `browser`. */
export async function passwordAccount(app: FastifyInstance, password = 'jasmine-garland-7') {
  const browser = new Browser(app);
  const email = uniqueEmail('secure');
  const { created } = await signUpByPhone(app, browser, { email });
  const change = await browser.post('website/user/change-password', {
    current_password: '',
    new_password: password,
  });
  if (change.status !== 200) throw new Error(`change-password: ${change.body.message}`);
  return { browser, email, password, userId: created.body.data.id };
}
