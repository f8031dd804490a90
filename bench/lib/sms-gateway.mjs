// A local stand-in for MSG91's Flow API, the SMS gateway a production store uses
// (apps/server/src/notify/msg91-sms.ts): the server runs with SMS_PROVIDER=msg91 as in production,
// and a shopper reads the OTP sent to their phone here. No test-only route is involved.
import { createServer } from 'node:http';

const AUTH_KEY = 'bench-msg91-auth-key';
const OTP_TEMPLATE_ID = 'bench-otp-template';

/** Starts the gateway on a free port; `env` points the server at it. */
export async function startSmsGateway() {
  const codes = new Map(); // by number as MSG91 receives it: 91XXXXXXXXXX
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const answer = (status, json) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.url !== '/api/v5/flow' || req.headers.authkey !== AUTH_KEY)
        return answer(401, { type: 'error', message: 'Authentication failure' });
      const { template_id: templateId, recipients } = JSON.parse(body);
      if (templateId === OTP_TEMPLATE_ID)
        for (const { mobiles, otp } of recipients) codes.set(mobiles, otp);
      answer(200, { type: 'success', message: 'queued' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_TEMPLATE_ID: OTP_TEMPLATE_ID,
      MSG91_BASE_URL: `http://127.0.0.1:${server.address().port}`,
    },
    /** The latest OTP sent to a 10-digit mobile number, waiting up to 5 s for it to arrive. */
    async code(phone) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const code = codes.get(`91${phone}`);
        if (code) return code;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no OTP for ${phone} reached the SMS gateway`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
