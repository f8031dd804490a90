// Signed-in shoppers for a load run, made through the store's own sign-up: the server runs with
// the console SMS provider (SMS_PROVIDER=console, allowed in production with a warning), which
// writes each OTP to the server log; the bench reads it there as an operator would. No test-only
// route and no direct database write is involved.
import { AUTH } from './server.mjs';

/** Collects the OTPs the console SMS provider logs, by phone number. */
export function otpInbox() {
  const codes = new Map();
  let partial = '';
  return {
    /** Pass to startServer({ onLog }). Cheap for the thousands of request log lines under load. */
    onLog(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('SMS OTP')) continue;
        const { to, code } = JSON.parse(line);
        codes.set(to, code);
      }
    },
    async code(phone) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const code = codes.get(`+91${phone}`);
        if (code) return code;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no OTP for ${phone} in the server log`);
    },
  };
}

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
      const session = res.headers.getSetCookie().find((c) => c.startsWith('kesariya_session='));
      if (session) cookie = session.split(';')[0];
      const body = await res.json();
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.message}`);
      return body.data;
    },
  };
}

/** Signs up shopper `index` by mobile OTP and gives them a delivery address. */
export async function signUpShopper(base, inbox, index) {
  const phone = `9${String(700_000_000 + index).padStart(9, '0')}`;
  const shopper = client(base);
  await shopper.post('website/user/send-otp-mobile', { mobile: phone });
  await shopper.post('website/user/verify-otp-mobile', {
    mobile: phone,
    otp: await inbox.code(phone),
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
