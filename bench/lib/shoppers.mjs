// Signed-in shoppers for a load run, made through the store's own sign-up: the server sends each
// OTP through its SMS gateway, which the bench plays (lib/sms-gateway.mjs), and the shopper reads
// it there as from their phone. No test-only route and no direct database write is involved.
import { solveChallenge } from 'altcha-lib/v1';
import { AUTH } from './server.mjs';

// Production names the cookie __Host-kesariya_session (docs/operations.md), development does not.
const SESSION_COOKIE = /^(__Host-)?kesariya_session=/;

const ADDRESS = {
  name: 'Meera Joshi',
  pincode: '411004',
  address_line: 'Flat 12, Shanti Apartments, Prabhat Road',
  landmark: 'Near Deccan Gymkhana',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  type: 'home',
};

/** A browser-like client: the API credential, the shop's Origin, and its session cookie. */
function client(base) {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async get(path) {
      const res = await fetch(`${base}/api/${path}`, {
        headers: { authorization: AUTH, ...(cookie ? { cookie } : {}) },
      });
      const body = await res.json();
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.message}`);
      return body.data;
    },
    async post(path, form) {
      const res = await fetch(`${base}/api/${path}`, {
        method: 'POST',
        headers: {
          authorization: AUTH,
          origin: base,
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(form).toString(),
      });
      const session = res.headers.getSetCookie().find((c) => SESSION_COOKIE.test(c));
      if (session) cookie = session.split(';')[0];
      const body = await res.json();
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.message}`);
      return body.data;
    },
  };
}

/**
 * The proof of work the storefront does before a mobile OTP, the same way: a challenge from the
 * server, solved by ALTCHA's solver (at production's cost, a few seconds in Node), sent as the
 * `altcha` field.
 */
async function solvedOtpChallenge(shopper) {
  const challenge = await shopper.get('website/user/otp-challenge');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the OTP challenge has no solution');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({
      algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt,
      signature,
    }),
  ).toString('base64');
}

/** Signs up shopper `index` by mobile OTP and gives them a delivery address. */
export async function signUpShopper(base, otpInbox, index) {
  const phone = `9${String(700_000_000 + index).padStart(9, '0')}`;
  const shopper = client(base);
  await shopper.post('website/user/send-otp-mobile', {
    mobile: phone,
    altcha: await solvedOtpChallenge(shopper),
  });
  await shopper.post('website/user/verify-otp-mobile', {
    mobile: phone,
    otp: await otpInbox.code(phone),
  });
  const user = await shopper.post('website/user/create', {
    first_name: 'Bench',
    last_name: 'Shopper',
    phone,
    email: `bench.shopper.${index}@example.co.in`,
    password: `bench-password-${index}`,
  });
  const address = await shopper.post('website/address/create', { ...ADDRESS, phone });
  return { userId: user.id, cookie: shopper.cookie, addressId: address.id };
}
