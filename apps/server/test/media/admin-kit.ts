import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Envelope } from '@kesariya/shared';
import { users } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/services/auth/sessions';
import { STAFF_SESSION_COOKIE } from '../../src/services/staff/staff-sessions';
import { STAFF_SIGN_IN_COOKIE } from '../../src/services/staff/staff-sign-ins';
import type { Config } from '../../src/config';
import { AUTH, buildTestApp } from '../helpers/build-app';

export const ADMIN_EMAIL = 'owner@kesariya.test';
export const ADMIN_PASSWORD = 'owner-password-123';

/** A fresh DATA_DIR on disk, removed by the returned function. */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-media-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

let ipCounter = 0;

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  setCookie: string | null;
}

/** A browser stand-in that keeps the session cookie and sends JSON, forms or multipart bodies. */
export class Client {
  /** The shopper session cookie (`name=value`). */
  cookie: string | null = null;
  /** The back-office session cookie, kept apart like a browser keeps two cookies. */
  staffCookie: string | null = null;
  /** A back-office sign-in waiting for its second step (two-factor). */
  signInCookie: string | null = null;
  readonly ip: string;
  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {
    ipCounter += 1;
    this.ip = `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
  }

  async request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: { json: unknown } | { form: FormData },
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: AUTH, ...this.headers };
    const cookies = [this.cookie, this.staffCookie, this.signInCookie].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    let payload: Buffer | string | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      // Let the platform encode the multipart body exactly as a browser's FormData would.
      const encoded = new Request('http://localhost/', { method: 'POST', body: body.form });
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const response = await this.app.inject({
      method,
      url,
      headers: { ...headers, ...extraHeaders },
      payload,
      remoteAddress: this.ip,
    });
    const raw = response.headers['set-cookie'];
    const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    let setCookie: string | null = null;
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      // Host-only cookies (`__Host-`, production's, or the back office on its own https host).
      const name = pair.replace(/^__Host-/, '');
      const cleared = /expires=thu, 01 jan 1970/i.test(line) || pair.endsWith('=');
      if (name.startsWith(`${SESSION_COOKIE}=`)) {
        setCookie = pair;
        this.cookie = cleared ? null : pair;
      } else if (name.startsWith(`${STAFF_SESSION_COOKIE}=`)) {
        setCookie = pair;
        this.staffCookie = cleared ? null : pair;
      } else if (name.startsWith(`${STAFF_SIGN_IN_COOKIE}=`)) {
        this.signInCookie = cleared ? null : pair;
      }
    }
    // A file answer (a CSV export) is not an envelope: its text stands in the message.
    const answer = String(response.headers['content-type'] ?? '').startsWith('application/json')
      ? (response.json() as Envelope<T>)
      : ({ status: response.statusCode < 400, message: response.body, data: null } as Envelope<T>);
    return { status: response.statusCode, body: answer, setCookie };
  }

  logIn(email: string, password: string) {
    return this.request('POST', '/api/admin/login', { json: { email, password } });
  }
}

/** A client signed in as the admin account the app seeded from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function adminClient(app: FastifyInstance): Promise<Client> {
  const client = new Client(app);
  const answer = await client.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  if (answer.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(answer.body)}`);
  return client;
}

/** The messages a refused back-office form answers by field (`other_data.errors`). */
export function errorsOf(body: unknown): Record<string, string> {
  return (body as { other_data?: { errors?: Record<string, string> } }).other_data?.errors ?? {};
}

let staffCounter = 0;

/**
 * A client signed in as a new member of staff (role `staff`), invited by the owner through the API
 * and joined through the invitation link read from the mail outbox.
 */
export async function staffClient(app: FastifyInstance, role: 'staff' | 'owner' = 'staff') {
  staffCounter += 1;
  const owner = await adminClient(app);
  const email = `staff.${process.pid}.${staffCounter}@kesariya.test`;
  const invited = await owner.request('POST', '/api/admin/staff/invite', {
    json: { name: `Asha Staff ${staffCounter}`, email, role },
  });
  if (invited.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const client = new Client(app);
  const joined = await client.request('POST', '/api/admin/staff/accept-invitation', {
    json: { token: await invitationToken(app, email), password: STAFF_PASSWORD },
  });
  if (joined.status !== 200) throw new Error(`accept failed: ${JSON.stringify(joined.body)}`);
  return Object.assign(client, { email });
}

export const STAFF_PASSWORD = 'staff-password-123';

/** The token of the newest invitation e-mailed to `email`, read from the development outbox. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    headers: { authorization: AUTH },
  });
  const [mail] = (response.json() as Envelope<{ body: string }[]>).data;
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation in the outbox for ${email}`);
  return token;
}

let customerCounter = 0;

/** A client signed in through the shopper's e-mail login as a fresh customer account. */
export async function customerClient(app: FastifyInstance): Promise<Client> {
  customerCounter += 1;
  const email = `shopper.${process.pid}.${customerCounter}@example.co.in`;
  const password = 'Shopper@123';
  await app.db.insert(users).values({
    email,
    firstName: 'Meera',
    lastName: 'Shah',
    passwordHash: await app.passwords.hash(password),
    emailVerifiedAt: new Date(),
  });
  const client = new Client(app);
  const answer = await client.request('POST', '/api/website/user/login', {
    json: { email, password, session_id: randomUUID() },
  });
  if (answer.status !== 200)
    throw new Error(`customer login failed: ${JSON.stringify(answer.body)}`);
  return client;
}

/** The app with the owner's account from ADMIN_EMAIL / ADMIN_PASSWORD, and the owner signed in. */
export async function ownerApp(): Promise<{ app: FastifyInstance; owner: Client }> {
  const app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
  return { app, owner: await adminClient(app) };
}

/** A photo of one flat colour, so a served render can be recognised by its mean colour. */
export function photo(
  colour: { r: number; g: number; b: number },
  format: 'jpeg' | 'png' = 'jpeg',
  size = { width: 600, height: 800 },
): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

export function imageForm(bytes: Buffer, fields: Record<string, string> = {}, name = 'photo.jpg') {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** The first product of the demo catalogue. */
export async function someProductId(app: FastifyInstance): Promise<number> {
  const response = await app.inject({
    url: '/api/website/product?limit=1',
    headers: { authorization: AUTH },
  });
  const body = response.json() as Envelope<{ id: number }[]>;
  return body.data[0]!.id;
}

/** The mean colour and size of a served render. */
export async function describeImage(bytes: Buffer) {
  const image = sharp(bytes);
  const [metadata, stats] = await Promise.all([image.metadata(), image.stats()]);
  const [r = NaN, g = NaN, b = NaN] = stats.channels.map((channel) => Math.round(channel.mean));
  return { format: metadata.format, width: metadata.width, height: metadata.height, r, g, b };
}

/** The app on a temp DATA_DIR with the admin account, signed in as the admin, and a product. */
export async function startUploadApp(overrides: Partial<Config> = {}) {
  const dataDir = tempDataDir();
  const app = await buildTestApp({
    dataDir: dataDir.dir,
    // A small catalogue: the seed stores each of its pictures in the storage under test.
    demoProducts: 12,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    ...overrides,
  });
  return {
    app,
    dataDir,
    admin: await adminClient(app),
    productId: await someProductId(app),
    async close() {
      await app.close();
      dataDir.remove();
    },
  };
}
