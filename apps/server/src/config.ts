import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRODUCTION_PASSWORD_COST_LOG2 } from './lib/password';
import { STAFF_PASSWORD_MIN } from '@kesariya/shared/admin-schemas';
import { DEFAULT_GST_APPAREL_RATES, parseGstRates, type GstRateTable } from './lib/gst-rates';

/** Development defaults (README, Configuration); production refuses to start with them. */
export const DEV_BASIC_USER = 'kesariya-web';
export const DEV_BASIC_PASSWORD = 'kesariya-dev-credential';
/**
 * ALTCHA's maxnumber in production: a shopper's browser tries half of it on average, about a second
 * of a mid-range phone's worker threads (docs/decisions/auth-and-sessions.md, OTP rules).
 */
export const PRODUCTION_OTP_CHALLENGE_MAX_NUMBER = 50_000;
/** Development secret of the OTP hashes; production refuses it. */
export const DEV_AUTH_SECRET = 'kesariya-dev-auth-secret-change-me';

/** The repository root, found from this file both in src/ (tsx, vitest) and in dist/ (bundle). */
function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/config.ts and dist/server.js are both two levels below apps/server's parent.
  return path.resolve(here, '..', '..', '..');
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  API_BASIC_USER: z.string().min(1).default(DEV_BASIC_USER),
  API_BASIC_PASSWORD: z.string().min(1).default(DEV_BASIC_PASSWORD),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: optionalText,
  MSG91_TEMPLATE_ID: optionalText,
  MSG91_TEXT_TEMPLATE_ID: optionalText,
  MSG91_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://control.msg91.com'),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(3).default('no-reply@kesariya.in'),
  AUTH_SECRET: z.string().min(16).default(DEV_AUTH_SECRET),
  SIGNUP_REWARD_RUPEES: z.coerce.number().int().min(0).max(100_000).default(100),
  AUTH_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  PASSWORD_COST_LOG2: z.coerce
    .number()
    .int()
    .min(10)
    .max(20)
    .default(PRODUCTION_PASSWORD_COST_LOG2),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(2000),
  OTP_CHALLENGE_MAX_NUMBER: z.coerce
    .number()
    .int()
    .min(10)
    .max(10_000_000)
    .default(PRODUCTION_OTP_CHALLENGE_MAX_NUMBER),
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).default('test'),
  ALLOW_TEST_GATEWAY_IN_PRODUCTION: booleanText.default(false),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  SHIPPING_PROVIDER: z.enum(['manual', 'shiprocket']).default('manual'),
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_WEBHOOK_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  SHIPROCKET_PICKUP_LOCATION: optionalText,
  SHIPROCKET_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://apiv2.shiprocket.in'),
  FREE_DELIVERY_ABOVE_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(1499),
  DELIVERY_CHARGE_RUPEES: z.coerce.number().int().min(0).max(100_000).default(99),
  COD_LIMIT_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(25_000),
  GST_APPAREL_RATES: z
    .string()
    .default(DEFAULT_GST_APPAREL_RATES)
    .transform((text, ctx) => {
      const parsed = parseGstRates(text);
      if (parsed.ok) return parsed.table;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // How long a cash-on-delivery order waits for the shopper's confirmation before it is cancelled.
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(24),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  // As long as any staff password (STAFF_PASSWORD_MIN): it guards the whole shop.
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(STAFF_PASSWORD_MIN).optional()),
  DEMO_DATA: booleanText.optional(),
  DEMO_PRODUCTS: z.coerce.number().int().min(1).max(100_000).default(240),
  WEB_DIST_DIR: optionalText,
  ADMIN_DIST_DIR: optionalText,
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'PUBLIC_URL must be the store address, such as https://kesariya.in',
      })
      .transform((url) => new URL(url))
      .refine((url) => url.pathname === '/' && !url.search && !url.hash, {
        error: 'PUBLIC_URL is the store origin only, such as https://kesariya.in (no path)',
      })
      .transform((url) => url.origin)
      .optional(),
  ),
  ADMIN_ORIGIN: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'ADMIN_ORIGIN must be the back office address, such as https://admin.kesariya.in',
      })
      .transform((url) => new URL(url))
      .refine((url) => url.pathname === '/' && !url.search && !url.hash, {
        error:
          'ADMIN_ORIGIN is the back office origin only, such as https://admin.kesariya.in (no path)',
      })
      .transform((url) => url.origin)
      .optional(),
  ),
  PAGE_RENDERS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9]{1,2})$/, {
      error: 'TRUST_PROXY must be true, false or a number of proxy hops',
    })
    .default('false'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute directory of the embedded database and media, or 'memory://' (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  apiBasicUser: string;
  apiBasicPassword: string;
  smsProvider: 'console' | 'msg91';
  msg91: {
    authKey: string | undefined;
    templateId: string | undefined;
    /** DLT template of order confirmations; without it order SMS are skipped. */
    textTemplateId: string | undefined;
    baseUrl: string;
  };
  smtpUrl: string | undefined;
  /** The sender's address; without a name of its own the mail goes out under the store's name. */
  mailFrom: string;
  /** Keys the OTP hashes (HMAC); a leaked OTP table alone cannot be brute-forced offline. */
  authSecret: string;
  /** Wallet credit for a new account, recorded in the wallet ledger. */
  signupRewardPaise: number;
  /** Multiplies the per-IP limits of the account calls (OTP sends, verifies, sign-up); 1 in production. */
  authIpLimitFactor: number;
  /** scrypt's N as a power of two for new password hashes; production refuses less than 17. */
  passwordCostLog2: number;
  /** OTP text messages the whole store sends in 24 hours at most: a bound on what a flood can cost. */
  smsDailyLimit: number;
  /**
   * The proof of work before a mobile OTP: the largest number a browser may have to try (ALTCHA's
   * maxnumber); production refuses less than PRODUCTION_OTP_CHALLENGE_MAX_NUMBER.
   */
  otpChallengeMaxNumber: number;
  paymentProvider: 'test' | 'razorpay';
  /** A staging store may run the test gateway in production; anyone can mark its orders paid. */
  allowTestGatewayInProduction: boolean;
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    baseUrl: string;
  };
  /** Who carries the parcels (src/shipping/): staff typing the courier's number, or Shiprocket. */
  shippingProvider: 'manual' | 'shiprocket';
  shiprocket: {
    /** The API user's login (Shiprocket: Settings, API), not the panel owner's. */
    email: string | undefined;
    password: string | undefined;
    /** What Shiprocket sends in x-api-key with each tracking webhook. */
    webhookToken: string | undefined;
    /** The pickup address's nickname exactly as the Shiprocket panel names it. */
    pickupLocation: string | undefined;
    /** https://apiv2.shiprocket.in in production; tests point it at a local fake. */
    baseUrl: string;
  };
  /** Checkout rules (demo shipping policy): free delivery from a threshold, the COD limit, how long a payment may take. */
  commerce: {
    freeDeliveryAbovePaise: number;
    deliveryChargePaise: number;
    codLimitPaise: number;
    paymentTimeoutMinutes: number;
    /** Hours a cash-on-delivery order waits for the shopper's confirmation (COD_CONFIRM_HOURS). */
    codConfirmHours: number;
    /** GST on apparel by the piece's price; each order line keeps its rate (lib/gst-rates.ts). */
    gstRates: GstRateTable;
    /** Days after delivery in which a shopper may ask to return or replace an item. */
    returnWindowDays: number;
  };
  /** The durable job queue's timing (src/jobs/job-queue.ts). */
  jobs: { pollingSeconds: number; retryDelaySeconds: number };
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  demoProducts: number;
  webDistDir: string;
  /** The back office's build (apps/admin), served under /admin. */
  adminDistDir: string;
  /**
   * Uploaded originals go to this S3-compatible bucket when set; otherwise under DATA_DIR. Without
   * keys the SDK's own credential chain (instance role, AWS_* variables) is used.
   */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /** Behind a load balancer: trust X-Forwarded-* from it (how many hops; `true` outside production). Off by default. */
  trustProxy: boolean | number;
  /** Bearer token for GET /metrics (required in production); without it only loopback callers may read them. */
  metricsToken: string | undefined;
  /**
   * The store's own origin (`https://kesariya.in`) for absolute links in messages and pages;
   * required in production. Unset in development: the request's own address stands in.
   */
  publicUrl: string | undefined;
  /**
   * The back office's own origin (`https://admin.kesariya.in`): when set, /admin and /api/admin
   * answer only on its host, the staff cookie is host-only there, and back-office links in e-mails
   * start with it (docs/operations.md, The back office on its own host name). Unset: both share
   * the store's origin.
   */
  adminOrigin: string | undefined;
  /** First screens rendered per second (lib/render-budget.ts); over it, the browser renders. */
  pageRendersPerSecond: number;
  /** Fastify logging; off in tests to keep their output readable. */
  logger: boolean;
  /**
   * Tests only: a dumped PGlite data folder (already migrated and seeded) to start from. Creating
   * a PGlite cluster runs initdb in WASM, which takes seconds; loading a dump does not.
   */
  pgliteTemplate?: Blob;
}

export const MEMORY_DATA_DIR = 'memory://';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at boot; a missing or bad variable is named in the error. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir =
    e.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(process.cwd(), e.DATA_DIR);
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    apiBasicUser: e.API_BASIC_USER,
    apiBasicPassword: e.API_BASIC_PASSWORD,
    smsProvider: e.SMS_PROVIDER,
    msg91: {
      authKey: e.MSG91_AUTH_KEY,
      templateId: e.MSG91_TEMPLATE_ID,
      textTemplateId: e.MSG91_TEXT_TEMPLATE_ID,
      baseUrl: e.MSG91_BASE_URL,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    signupRewardPaise: e.SIGNUP_REWARD_RUPEES * 100,
    authIpLimitFactor: e.AUTH_IP_LIMIT_FACTOR,
    passwordCostLog2: e.PASSWORD_COST_LOG2,
    smsDailyLimit: e.SMS_DAILY_LIMIT,
    otpChallengeMaxNumber: e.OTP_CHALLENGE_MAX_NUMBER,
    paymentProvider: e.PAYMENT_PROVIDER,
    allowTestGatewayInProduction: e.ALLOW_TEST_GATEWAY_IN_PRODUCTION,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: e.RAZORPAY_BASE_URL,
    },
    shippingProvider: e.SHIPPING_PROVIDER,
    shiprocket: {
      email: e.SHIPROCKET_EMAIL,
      password: e.SHIPROCKET_PASSWORD,
      webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
      pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
      baseUrl: e.SHIPROCKET_BASE_URL,
    },
    commerce: {
      freeDeliveryAbovePaise: e.FREE_DELIVERY_ABOVE_RUPEES * 100,
      deliveryChargePaise: e.DELIVERY_CHARGE_RUPEES * 100,
      codLimitPaise: e.COD_LIMIT_RUPEES * 100,
      paymentTimeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
      codConfirmHours: e.COD_CONFIRM_HOURS,
      gstRates: e.GST_APPAREL_RATES,
      returnWindowDays: e.RETURN_WINDOW_DAYS,
    },
    jobs: { pollingSeconds: e.JOB_POLL_SECONDS, retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS },
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA ?? !isProduction,
    demoProducts: e.DEMO_PRODUCTS,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(process.cwd(), e.WEB_DIST_DIR)
      : path.join(repoRoot(), 'apps', 'web', 'dist'),
    adminDistDir: e.ADMIN_DIST_DIR
      ? path.resolve(process.cwd(), e.ADMIN_DIST_DIR)
      : path.join(repoRoot(), 'apps', 'admin', 'dist'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    trustProxy:
      e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : Number(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    publicUrl: e.PUBLIC_URL,
    adminOrigin: e.ADMIN_ORIGIN,
    pageRendersPerSecond: e.PAGE_RENDERS_PER_SECOND,
    logger: e.NODE_ENV !== 'test',
    ...overrides,
  };
  assertUsable(config);
  assertS3Complete(e);
  return config;
}

/**
 * Half an object-store configuration would silently put uploads on the local disk (S3 settings
 * without a bucket) or fail at the first upload (a key without its secret): refuse to start.
 */
function assertS3Complete(e: z.output<typeof envSchema>): void {
  const problems: string[] = [];
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_BUCKET: required when any other S3_* setting is given');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** Rules that span several variables. */
function assertUsable(config: Config): void {
  const problems: string[] = [];
  if (config.isProduction) {
    // The development credential is printed in the README; a public server must not accept it.
    if (config.apiBasicUser === DEV_BASIC_USER && config.apiBasicPassword === DEV_BASIC_PASSWORD) {
      problems.push(
        'API_BASIC_USER / API_BASIC_PASSWORD: the development defaults cannot be used in production',
      );
    }
    if (config.apiBasicPassword.length < 16) {
      problems.push('API_BASIC_PASSWORD: use at least 16 characters in production');
    }
    if (config.authSecret === DEV_AUTH_SECRET || config.authSecret.length < 32) {
      problems.push('AUTH_SECRET: set a random secret of at least 32 characters in production');
    }
    // A cheaper hash only saves time in tests; a leaked table would be guessed that much faster.
    if (config.passwordCostLog2 < PRODUCTION_PASSWORD_COST_LOG2) {
      problems.push(
        `PASSWORD_COST_LOG2: production hashes passwords at ${PRODUCTION_PASSWORD_COST_LOG2} (scrypt N=2^${PRODUCTION_PASSWORD_COST_LOG2}) or more`,
      );
    }
    // A cheaper proof of work only saves time in tests; a script would ask for codes that much faster.
    if (config.otpChallengeMaxNumber < PRODUCTION_OTP_CHALLENGE_MAX_NUMBER) {
      problems.push(
        `OTP_CHALLENGE_MAX_NUMBER: production asks for a proof of work of ${PRODUCTION_OTP_CHALLENGE_MAX_NUMBER} or more before a mobile OTP`,
      );
    }
    // The test gateway's own checkout page lets any shopper mark an online order paid.
    if (config.paymentProvider === 'test' && !config.allowTestGatewayInProduction) {
      problems.push(
        'PAYMENT_PROVIDER: the test gateway lets any shopper mark an order paid; use razorpay in production (a staging store may set ALLOW_TEST_GATEWAY_IN_PRODUCTION=true)',
      );
    }
    // One-time codes must reach only the shopper: never the server log or a database table.
    if (config.smsProvider === 'console') {
      problems.push(
        'SMS_PROVIDER: the console provider writes OTPs to the server log; use msg91 in production',
      );
    }
    if (!config.smtpUrl) {
      problems.push(
        'SMTP_URL: required in production; without it e-mail OTPs are only written to the outbox table',
      );
    }
    // With `true` every X-Forwarded-For entry is believed, so a client picks the address that rate
    // limits and logs see; a hop count believes only the proxies in front of us.
    if (config.trustProxy === true) {
      problems.push(
        'TRUST_PROXY: true believes any X-Forwarded-For a client sends; give the number of proxy hops in production',
      );
    }
    if (!config.metricsToken) {
      problems.push(
        'METRICS_TOKEN: required in production (16 or more characters); behind a proxy on this machine every caller looks local',
      );
    }
    // A link built from the Host header goes wherever a caller says the store is.
    if (!config.publicUrl) {
      problems.push(
        'PUBLIC_URL: required in production, the store origin (https://…) that links in e-mails and pages start with',
      );
    } else if (!config.publicUrl.startsWith('https://')) {
      problems.push('PUBLIC_URL: use https in production');
    }
    if (config.adminOrigin && !config.adminOrigin.startsWith('https://')) {
      problems.push('ADMIN_ORIGIN: use https in production');
    }
  }
  if (config.paymentProvider === 'razorpay') {
    for (const [name, value] of [
      ['RAZORPAY_KEY_ID', config.razorpay.keyId],
      ['RAZORPAY_KEY_SECRET', config.razorpay.keySecret],
      ['RAZORPAY_WEBHOOK_SECRET', config.razorpay.webhookSecret],
    ] as const) {
      if (!value) problems.push(`${name}: required when PAYMENT_PROVIDER is razorpay`);
    }
  }
  // Without its login nothing ships; without the webhook token anyone could move orders.
  if (config.shippingProvider === 'shiprocket') {
    for (const [name, value] of [
      ['SHIPROCKET_EMAIL', config.shiprocket.email],
      ['SHIPROCKET_PASSWORD', config.shiprocket.password],
      ['SHIPROCKET_WEBHOOK_TOKEN', config.shiprocket.webhookToken],
      ['SHIPROCKET_PICKUP_LOCATION', config.shiprocket.pickupLocation],
    ] as const) {
      if (!value) problems.push(`${name}: required when SHIPPING_PROVIDER is shiprocket`);
    }
  }
  if (config.smsProvider === 'msg91' && (!config.msg91.authKey || !config.msg91.templateId)) {
    problems.push('MSG91_AUTH_KEY / MSG91_TEMPLATE_ID: required when SMS_PROVIDER is msg91');
  }
  if (
    (config.adminEmail && !config.adminPassword) ||
    (!config.adminEmail && config.adminPassword)
  ) {
    problems.push('ADMIN_EMAIL / ADMIN_PASSWORD: set both or neither');
  }
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
