import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { startFakeHttpServer } from '../notify/fake-http-server';
import { Browser, outbox, uniquePhone, sendMobileOtp } from './kit';

/** The whole mobile flow with SMS_PROVIDER=msg91, the gateway being a local fake. */
describe('mobile OTP through the MSG91 gateway', () => {
  let app: FastifyInstance;
  let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let failNext = false;

  beforeAll(async () => {
    fake = await startFakeHttpServer(() => {
      if (failNext) {
        failNext = false;
        return { status: 500, body: '{"type":"error","message":"Service unavailable"}' };
      }
      return { status: 200, body: '{"type":"success","message":"queued"}' };
    });
    app = await buildTestApp({
      smsProvider: 'msg91',
      msg91: {
        authKey: 'msg91-test-key',
        templateId: 'otp-template-1',
        textTemplateId: undefined,
        baseUrl: fake.url,
      },
      demoData: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('delivers the code through the gateway, which the shopper then types in', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    const sent = await sendMobileOtp(browser, { mobile });
    expect(sent.status).toBe(200);

    const request = fake.requests.at(-1)!;
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe('msg91-test-key');
    const body = JSON.parse(request.body) as {
      template_id: string;
      recipients: { mobiles: string; otp: string }[];
    };
    expect(body.template_id).toBe('otp-template-1');
    expect(body.recipients[0]!.mobiles).toBe(`91${mobile}`);
    const code = body.recipients[0]!.otp;
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    // A real gateway is configured: nothing goes to the development outbox.
    expect(await outbox(app, mobile)).toEqual([]);

    expect(
      (await browser.post('website/user/verify-otp-mobile', { mobile, otp: code })).status,
    ).toBe(200);
  });

  it("answers 'Error sending OTP. Please try again.' when the gateway fails, without starting a cooldown", async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    failNext = true;
    const failed = await sendMobileOtp(browser, { mobile });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      status: false,
      message: 'Error sending OTP. Please try again.',
      data: null,
    });
    expect((await sendMobileOtp(browser, { mobile })).status).toBe(200);
  });
});
