import { loadConfig, type Config } from '../../src/config';

/**
 * What a production deployment has to set (docs/operations.md, What production refuses to start
 * with), with made-up secrets. The gateways point at a closed local port: nothing leaves the machine.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  API_BASIC_USER: 'store-web',
  API_BASIC_PASSWORD: 'a-long-production-credential',
  AUTH_SECRET: 'production-auth-secret-0123456789abcdef',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_hardening',
  RAZORPAY_KEY_SECRET: 'hardening-razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hardening-razorpay-webhook-secret',
  RAZORPAY_BASE_URL: 'http://127.0.0.1:9',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'hardening-msg91-auth-key',
  MSG91_TEMPLATE_ID: 'hardening-msg91-template',
  MSG91_BASE_URL: 'http://127.0.0.1:9',
  SMTP_URL: 'smtp://127.0.0.1:9',
  METRICS_TOKEN: 'hardening-metrics-token-0123456789',
  PUBLIC_URL: 'https://kesariya.example',
} as const;

export const PRODUCTION_AUTH = `Basic ${Buffer.from(
  `${PRODUCTION_ENV.API_BASIC_USER}:${PRODUCTION_ENV.API_BASIC_PASSWORD}`,
).toString('base64')}`;

const production = loadConfig(PRODUCTION_ENV);

/** The same settings as overrides of an in-process test app (buildTestApp). */
export const PRODUCTION_OVERRIDES: Partial<Config> = {
  nodeEnv: production.nodeEnv,
  isProduction: production.isProduction,
  apiBasicUser: production.apiBasicUser,
  apiBasicPassword: production.apiBasicPassword,
  authSecret: production.authSecret,
  paymentProvider: production.paymentProvider,
  razorpay: production.razorpay,
  smsProvider: production.smsProvider,
  msg91: production.msg91,
  smtpUrl: production.smtpUrl,
  metricsToken: production.metricsToken,
  publicUrl: production.publicUrl,
  trustProxy: production.trustProxy,
  passwordCostLog2: production.passwordCostLog2,
  otpChallengeMaxNumber: production.otpChallengeMaxNumber,
};
