/**
 * Malformed input on every /api route: wrong types, missing fields, oversized strings, arrays where
 * text is expected, junk JSON and mangled path parameters, sent as a guest, a logged-in shopper and
 * the store's admin. The routes are read from the app itself, so a new route is walked without
 * anyone adding it here. Nothing may answer 5xx; a refusal is the envelope, and a 400 names a field
 * of the route's schema (or the body as a whole when it is not an object at all).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifySchema, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { users } from '../../src/db/schema';
import { createSession, SESSION_COOKIE } from '../../src/services/auth/sessions';
import { loggedInUser } from '../cart/shopper-kit';
import { AUTH, buildTestApp } from '../helpers/build-app';
import { registeredRoutes, type RegisteredRoute as Route } from '../helpers/routes';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../media/admin-kit';

/** A value each path parameter accepts, so the other parts of a request are what is malformed. */
const PLAUSIBLE_PARAM: Record<string, string> = {
  saleId: 'KSR-2601-000001',
  sale_id: 'KSR-2601-000001',
  pincode: '411001',
  slug: 'terms-conditions',
  text: 'kurta',
};

const MALFORMED_PARAMS = ['abc', '-1', '0', '1.5', '%00', '%5B%5D', '99999999999'];
/** Refused by the router before any route runs: an invalid escape, a parameter of 300 characters. */
const UNROUTABLE_PARAMS = ['%E0%A4%A', 'x'.repeat(300)];

function fillParams(url: string, overrides: Record<string, string> = {}): string {
  return url.replace(
    /:(\w+)/g,
    (_all, name: string) => overrides[name] ?? PLAUSIBLE_PARAM[name] ?? '1',
  );
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** The field names of a route's zod schema part (an object, possibly refined or transformed). */
function fieldsOf(schema: unknown): string[] {
  const zod = schema as z.ZodType & { shape?: object; def?: { in?: unknown; innerType?: unknown } };
  if (!zod || typeof zod !== 'object') return [];
  if (zod.shape) return Object.keys(zod.shape);
  if (zod.def?.in) return fieldsOf(zod.def.in);
  if (zod.def?.innerType) return fieldsOf(zod.def.innerType);
  return [];
}

function schemaFields(schema: FastifySchema | undefined) {
  return {
    body: fieldsOf(schema?.body),
    query: fieldsOf(schema?.querystring),
    params: fieldsOf(schema?.params),
    headers: fieldsOf(schema?.headers),
  };
}

/** A message names a field when it holds the field's name, or a word of it ('first_name': 'name'). */
function namesAField(message: string, fields: string[]): boolean {
  const text = message.toLowerCase();
  return fields.some((field) => {
    const name = field.toLowerCase();
    const words = name.split(/[_-]/).filter((word) => word.length >= 4);
    return [name, name.replace(/_/g, ' '), ...words].some((word) => text.includes(word));
  });
}

const everyField = (fields: string[], value: unknown) =>
  Object.fromEntries(fields.map((field) => [field, value]));

interface Case {
  name: string;
  /** Refused before any field is read (the body is no form, the URL no URL): names no field. */
  beforeFields?: boolean;
  /** The fields the case sent, which a refusal may name as well as the schema's own. */
  sent?: string[];
  request: Omit<InjectOptions, 'method' | 'url'> & { url?: string };
}

/** The malformed requests of one route, from the parts its schema declares. */
function casesFor(route: Route, fields: ReturnType<typeof schemaFields>): Case[] {
  const url = fillParams(route.url);
  const cases: Case[] = [];
  const hasBody = route.method !== 'GET';
  const json = (payload: string) => ({
    headers: { 'content-type': 'application/json' },
    payload,
  });
  if (hasBody) {
    cases.push(
      { name: 'junk JSON', beforeFields: true, request: json('{"email": ') },
      { name: 'a JSON array as the body', beforeFields: true, request: json('[1,2,3]') },
      { name: 'a JSON string as the body', beforeFields: true, request: json('"text"') },
      { name: 'an empty JSON object', request: json('{}') },
      { name: 'no body at all', request: {} },
    );
    const keys = fields.body.length > 0 ? fields.body : ['email', 'product_id'];
    for (const [name, value] of [
      ['arrays where text is expected', ['1', '<script>']],
      ['objects for every field', { nested: { deep: [1] } }],
      ['oversized strings', 'x'.repeat(20_000)],
      ['fractions and negatives', -1.5],
      ['booleans', true],
      ['nulls', null],
      ['text holding NUL', 'a\u0000b'],
    ] as const) {
      cases.push({
        name: `body of ${name}`,
        sent: keys,
        request: json(JSON.stringify(everyField(keys, value))),
      });
    }
    const boundary = '----malformed';
    cases.push({
      name: 'multipart text where files and numbers are expected',
      sent: keys,
      request: {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: [
          ...keys.map(
            (key) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n-1.5x`,
          ),
          `--${boundary}--\r\n`,
        ].join('\r\n'),
      },
    });
    cases.push({
      name: 'form fields repeated and holding NUL',
      sent: keys,
      request: {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: keys.map((key) => `${key}=a&${key}=%00`).join('&'),
      },
    });
  }
  const queryKeys = fields.query.length > 0 ? fields.query : ['page', 'user_id'];
  for (const [name, value] of [
    ['repeated query parameters', (key: string) => `${key}=1&${key}=x`],
    ['oversized query parameters', (key: string) => `${key}=${'x'.repeat(5000)}`],
    ['negative fractions in the query', (key: string) => `${key}=-1.5`],
    ['empty query parameters', (key: string) => `${key}=`],
    ['query parameters holding NUL', (key: string) => `${key}=a%00b`],
    ['bracketed query parameters', (key: string) => `${key}[]=1&${key}[x]=2`],
  ] as const) {
    cases.push({
      name,
      sent: queryKeys,
      request: { url: `${url}?${queryKeys.map(value).join('&')}` },
    });
  }
  for (const param of paramNames(route.url)) {
    for (const value of [...MALFORMED_PARAMS, ...UNROUTABLE_PARAMS]) {
      cases.push({
        name: `path parameter ${param} = ${value.slice(0, 12)}`,
        beforeFields: UNROUTABLE_PARAMS.includes(value),
        request: { url: fillParams(route.url, { [param]: value }) },
      });
    }
  }
  return cases.map((c) => ({ ...c, request: { url, ...c.request } }));
}

let app: FastifyInstance;
const schemas = new Map<string, FastifySchema | undefined>();
let ipCounter = 0;

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD }, (built) => {
    // Which schema answered each request, read back by its request id.
    built.addHook('onSend', async (request, _reply, payload) => {
      schemas.set(request.id, request.routeOptions.schema);
      return payload;
    });
  });
});
afterAll(async () => app?.close());

/** A fresh session cookie per route: a logout among the malformed requests ends only its own. */
async function identities(): Promise<Record<string, string | null>> {
  const shopper = await loggedInUser(app);
  const [admin] = await app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  const session = await createSession(
    { db: app.db },
    { userId: admin!.id, ip: '127.0.0.1', userAgent: 'vitest' },
  );
  return {
    guest: null,
    shopper: shopper.cookie,
    admin: `${SESSION_COOKIE}=${session.token}`,
  };
}

describe('malformed input on every /api route', () => {
  it('is refused with a 4xx envelope, never a 5xx; a 400 names a field', async () => {
    const routes = registeredRoutes(app).filter((route) => route.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let refusedNamingAField = 0;
    for (const route of routes) {
      const people = await identities();
      // One plain call first: the route's schema is read from the answer to it.
      const probeId = `probe-${randomUUID()}`;
      await app.inject({
        method: route.method as 'GET',
        url: fillParams(route.url),
        headers: { authorization: AUTH, 'x-request-id': probeId },
      });
      const fields = schemaFields(schemas.get(probeId));
      const allFields = [...fields.body, ...fields.query, ...fields.params, ...fields.headers];
      for (const [who, cookie] of Object.entries(people)) {
        for (const malformed of casesFor(route, fields)) {
          ipCounter += 1;
          const response = await app.inject({
            ...malformed.request,
            method: route.method as 'GET',
            url: malformed.request.url!,
            remoteAddress: `10.99.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
            headers: {
              authorization: AUTH,
              ...(cookie ? { cookie } : {}),
              ...(malformed.request.headers ?? {}),
            },
          });
          const what = `${route.method} ${route.url} as ${who}, ${malformed.name}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          if (response.statusCode >= 500) {
            problems.push(what);
            continue;
          }
          if (response.statusCode < 400) continue;
          const body = response.json() as { status?: unknown; message?: unknown };
          if (body.status !== false || typeof body.message !== 'string' || body.message === '') {
            problems.push(`not the envelope: ${what}`);
            continue;
          }
          if (response.statusCode !== 400 || malformed.beforeFields || allFields.length === 0)
            continue;
          if (namesAField(body.message, [...allFields, ...(malformed.sent ?? [])]))
            refusedNamingAField += 1;
          else problems.push(`names no field: ${what}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(refusedNamingAField).toBeGreaterThan(500);
  }, 300_000);
});
