import { afterEach, describe, expect, it } from 'vitest';
import { createMsg91SmsProvider } from '../../src/notify/msg91-sms';
import { SmsDeliveryError } from '../../src/notify/sms-provider';
import { startFakeHttpServer } from './fake-http-server';

describe('MSG91 SMS adapter', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('posts the code to the flow API with the auth key, template and 91-prefixed number', async () => {
    const fake = await startFakeHttpServer(() => ({
      status: 200,
      body: '{"type":"success","message":"3763646c3058373530393831"}',
    }));
    close = fake.close;
    const sms = createMsg91SmsProvider({
      authKey: 'test-auth-key',
      templateId: 'tmpl-123',
      baseUrl: fake.url,
    });

    await sms.sendOtp('9876543210', '482913');

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v5/flow');
    expect(request!.headers.authkey).toBe('test-auth-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      template_id: 'tmpl-123',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '482913' }],
    });
  });

  it('reports a refusal that MSG91 answers with status 200 and type error', async () => {
    const fake = await startFakeHttpServer(() => ({
      status: 200,
      body: '{"type":"error","message":"Invalid template"}',
    }));
    close = fake.close;
    const sms = createMsg91SmsProvider({ authKey: 'k', templateId: 't', baseUrl: fake.url });
    await expect(sms.sendOtp('9876543210', '123456')).rejects.toThrow(SmsDeliveryError);
  });

  it('reports an HTTP failure', async () => {
    const fake = await startFakeHttpServer(() => ({
      status: 401,
      body: '{"type":"error","message":"Authentication failure"}',
    }));
    close = fake.close;
    const sms = createMsg91SmsProvider({ authKey: 'wrong', templateId: 't', baseUrl: fake.url });
    await expect(sms.sendOtp('9876543210', '123456')).rejects.toThrow(/401/);
  });

  it('reports an unreachable gateway', async () => {
    const fake = await startFakeHttpServer(() => ({ status: 200, body: '{}' }));
    await fake.close();
    const sms = createMsg91SmsProvider({
      authKey: 'k',
      templateId: 't',
      baseUrl: fake.url,
      timeoutMs: 2000,
    });
    await expect(sms.sendOtp('9876543210', '123456')).rejects.toThrow(/unreachable/);
  });

  it('sends order confirmations through the text template, and offers none without one', async () => {
    const fake = await startFakeHttpServer(() => ({ status: 200, body: '{"type":"success"}' }));
    close = fake.close;
    const withTemplate = createMsg91SmsProvider({
      authKey: 'k',
      templateId: 'otp-tmpl',
      textTemplateId: 'order-tmpl',
      baseUrl: fake.url,
    });
    await withTemplate.sendText!(
      '9876543210',
      'Kesariya: your order KSR-2611-000001 is confirmed.',
    );
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({
      template_id: 'order-tmpl',
      short_url: '0',
      recipients: [
        { mobiles: '919876543210', message: 'Kesariya: your order KSR-2611-000001 is confirmed.' },
      ],
    });

    const withoutTemplate = createMsg91SmsProvider({
      authKey: 'k',
      templateId: 't',
      baseUrl: fake.url,
    });
    expect(withoutTemplate.sendText).toBeUndefined();
  });
});
