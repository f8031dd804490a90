import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for apiv2.shiprocket.in on 127.0.0.1, answering the v1 "external" calls the store
 * makes as Shiprocket's documentation shows them, return orders included (created, listed apart
 * from orders, given an AWB with is_return and their pickup with it). It issues JWT-shaped tokens that expire
 * (`tokenSeconds`), refuses an expired or revoked one with 401, records every call, and can fail
 * a call once, before or after doing its work (a lost answer), to prove retries are idempotent.
 */

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  token: string | null;
}

interface FakeOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  paymentMethod: string;
  awb: string | null;
  courier: string | null;
  pickup: string | null;
  isReturn: boolean;
  /** The day it was made, YYYY-MM-DD in India: the return list is asked by it. */
  createdDay: string;
  /** The body it was made with. */
  body: Record<string, unknown>;
  /** The NDR actions taken on its AWB, as GET ndr/{awb} lists them in `history`. */
  ndrActions: { action: string; comment: string }[];
}

export interface FakeShiprocket {
  url: string;
  calls: FakeCall[];
  /** Calls to this path (without /v1/external/), e.g. `orders/create/adhoc`. */
  callsTo(path: string): FakeCall[];
  logins(): number;
  /** How long the next tokens live. */
  tokenSeconds: number;
  /** Every token issued so far is refused from now on, as after a password change. */
  revokeTokens(): void;
  /** Pincodes no courier serves (nor collects from: no AWB), and pincodes where none collects cash. */
  unserviceable: Set<string>;
  prepaidOnly: Set<string>;
  /** The next call to `path` fails with a 500: before its work, or after it (the answer lost). */
  failOnce(path: string, when: 'before' | 'after'): void;
  orders: FakeOrder[];
  close(): Promise<void>;
}

/** The fields Shiprocket's "Create a Return Order" requires. */
const RETURN_REQUIRED = [
  'order_id',
  'order_date',
  'pickup_customer_name',
  'pickup_address',
  'pickup_city',
  'pickup_state',
  'pickup_country',
  'pickup_pincode',
  'pickup_email',
  'pickup_phone',
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_country',
  'shipping_pincode',
  'shipping_state',
  'shipping_phone',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
];

const indiaDay = (at: number) => new Date(at + 5.5 * 3600_000).toISOString().slice(0, 10);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function jwt(exp: number, serial: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 1, exp, jti: serial })}.fake-signature`;
}

export async function startFakeShiprocket(): Promise<FakeShiprocket> {
  const calls: FakeCall[] = [];
  const tokens = new Map<string, number>();
  const failures = new Map<string, 'before' | 'after'>();
  const orders: FakeOrder[] = [];
  let serial = 0;
  let loginCount = 0;
  let baseUrl = '';

  const fake: Omit<FakeShiprocket, 'url' | 'close'> = {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    logins: () => loginCount,
    tokenSeconds: 240 * 3600,
    revokeTokens: () => tokens.clear(),
    unserviceable: new Set(),
    prepaidOnly: new Set(),
    failOnce: (path, when) => void failures.set(path, when),
    orders,
  };

  function addOrder(reference: string, body: Record<string, unknown>, isReturn: boolean) {
    const order: FakeOrder = {
      id: 281248157 + orders.length,
      channelOrderId: reference,
      shipmentId: 16090281 + orders.length,
      paymentMethod: String(body.payment_method),
      awb: null,
      courier: null,
      pickup: null,
      isReturn,
      createdDay: indiaDay(Date.now()),
      body,
      ndrActions: [],
    };
    orders.push(order);
    return order;
  }

  const findShipment = (id: unknown) => orders.find((order) => order.shipmentId === Number(id));

  function handle(call: FakeCall): { status: number; body: unknown } {
    const { path, body, query } = call;
    if (path === 'auth/login') {
      if (body.email !== 'api@kesariya.test' || body.password !== 'shiprocket-pass')
        return { status: 400, body: { message: 'Invalid email and password combination' } };
      loginCount += 1;
      serial += 1;
      const exp = Math.floor(Date.now() / 1000) + fake.tokenSeconds;
      const token = jwt(exp, serial);
      tokens.set(token, exp * 1000);
      return {
        status: 200,
        body: { id: 1, first_name: 'API', email: body.email, company_id: 25149, token },
      };
    }
    const expiresAt = call.token ? tokens.get(call.token) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now())
      return { status: 401, body: { message: 'Token has expired', status_code: 401 } };

    if (path === 'courier/serviceability') {
      const pincode = query.get('delivery_postcode') ?? '';
      if (fake.unserviceable.has(pincode))
        return { status: 404, body: { status: 404, message: 'No courier serviceable' } };
      const cod = fake.prepaidOnly.has(pincode) ? 0 : 1;
      return {
        status: 200,
        body: {
          status: 200,
          data: {
            available_courier_companies: [
              {
                courier_company_id: 43,
                courier_name: 'Delhivery Surface',
                cod,
                estimated_delivery_days: '4',
                etd: 'Dec 06, 2026',
                rate: 54,
              },
              {
                courier_company_id: 19,
                courier_name: 'Ecom Express Surface',
                cod,
                estimated_delivery_days: '6',
                etd: 'Dec 08, 2026',
                rate: 150,
              },
            ],
            recommended_courier_company_id: 43,
          },
        },
      };
    }
    if (path === 'orders' && call.method === 'GET') {
      const search = query.get('search') ?? '';
      return {
        status: 200,
        body: {
          // Return orders are listed apart, at orders/processing/return.
          data: orders
            .filter((order) => !order.isReturn)
            .filter((order) => order.channelOrderId === search || order.awb === search)
            .map((order) => ({
              id: order.id,
              channel_order_id: order.channelOrderId,
              status: order.awb ? 'READY TO SHIP' : 'NEW',
              shipments: [
                { id: order.shipmentId, awb: order.awb ?? '', courier: order.courier ?? '' },
              ],
            })),
        },
      };
    }
    if (path === 'orders/processing/return' && call.method === 'GET') {
      const from = query.get('from') ?? '0000-00-00';
      const to = query.get('to') ?? '9999-99-99';
      const perPage = Number(query.get('per_page') ?? 15);
      const page = Number(query.get('page') ?? 1);
      const listed = orders.filter(
        (order) => order.isReturn && order.createdDay >= from && order.createdDay <= to,
      );
      return {
        status: 200,
        body: {
          data: listed.slice((page - 1) * perPage, page * perPage).map((order) => ({
            id: order.id,
            channel_order_id: order.channelOrderId,
            status: order.awb ? 'RETURN PICKUP GENERATED' : 'RETURN PENDING',
            status_code: 21,
            payment_method: 'prepaid',
            shipment_id: order.shipmentId,
            shipments: [{ courier: order.courier ?? '', awb: order.awb ?? '' }],
          })),
          meta: {
            pagination: {
              total: listed.length,
              per_page: perPage,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(listed.length / perPage)),
            },
          },
        },
      };
    }
    if (path === 'orders/create/return') {
      const missing = RETURN_REQUIRED.filter(
        (field) =>
          body[field] === undefined ||
          body[field] === '' ||
          (Array.isArray(body[field]) && body[field].length === 0),
      );
      const reference = String(body.order_id ?? '');
      const taken = orders.some((order) => order.channelOrderId === reference);
      if (missing.length > 0 || taken)
        return {
          status: 422,
          body: {
            message: 'Oops! Invalid Data.',
            errors: Object.fromEntries([
              ...missing.map((field) => [
                field,
                [`The ${field.replaceAll('_', ' ')} field is required.`],
              ]),
              ...(taken ? [['order_id', ['The order id has already been taken.']]] : []),
            ]),
            status_code: 422,
          },
        };
      const order = addOrder(reference, body, true);
      return {
        status: 200,
        body: {
          order_id: order.id,
          shipment_id: order.shipmentId,
          status: 'RETURN PENDING',
          status_code: 21,
          company_name: 'Kesariya',
        },
      };
    }
    if (path === 'orders/create/adhoc') {
      const reference = String(body.order_id ?? '');
      if (!reference || !Array.isArray(body.order_items) || body.order_items.length === 0)
        return { status: 422, body: { message: 'Required field missing', status_code: 422 } };
      if (orders.some((order) => order.channelOrderId === reference))
        return {
          status: 422,
          body: { message: 'Order Id already exists', status_code: 422 },
        };
      const order = addOrder(reference, body, false);
      return {
        status: 200,
        body: {
          order_id: order.id,
          shipment_id: order.shipmentId,
          status: 'NEW',
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: '',
          courier_company_id: '',
          courier_name: '',
        },
      };
    }
    if (path === 'courier/assign/awb') {
      const order = findShipment(body.shipment_id);
      if (!order) return { status: 400, body: { message: 'Invalid shipment id' } };
      // No courier collects where no courier serves: Shiprocket assigns no AWB.
      const from = String(order.body.pickup_pincode ?? order.body.billing_pincode ?? '');
      if (!order.awb && fake.unserviceable.has(from))
        return {
          status: 200,
          body: {
            awb_assign_status: 0,
            response: { data: { awb_assign_error: 'No courier serviceable for this pincode' } },
          },
        };
      if (order.awb)
        return {
          status: 200,
          body: {
            awb_assign_status: 0,
            response: { data: { awb_assign_error: 'AWB is already assigned' } },
          },
        };
      order.awb = `${order.isReturn ? '7799' : '7700'}${order.shipmentId}`;
      order.courier = 'Delhivery Surface';
      // A return's reverse pickup is scheduled with its AWB.
      if (order.isReturn) order.pickup = '2026-12-04 11:00:00';
      return {
        status: 200,
        body: {
          awb_assign_status: 1,
          response: {
            data: {
              awb_code: order.awb,
              courier_name: order.courier,
              shipment_id: order.shipmentId,
              order_id: order.id,
              pickup_scheduled_date: order.pickup ?? '2026-12-03 14:00:00',
            },
          },
        },
      };
    }
    if (path === 'courier/generate/pickup') {
      const ids = Array.isArray(body.shipment_id) ? body.shipment_id : [];
      const order = findShipment(ids[0]);
      if (!order?.awb) return { status: 400, body: { message: 'Invalid shipment id' } };
      order.pickup = '2026-12-03 14:00:00';
      return {
        status: 200,
        body: {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: order.pickup,
            data: `Pickup is confirmed by ${order.courier} For AWB :- ${order.awb}`,
          },
        },
      };
    }
    if (path === 'courier/generate/label') {
      const ids = Array.isArray(body.shipment_id) ? body.shipment_id : [];
      if (ids.length === 0 || ids.some((id) => !findShipment(id)?.awb))
        return {
          status: 200,
          body: { label_created: 0, response: 'No valid shipment ids to print label' },
        };
      return {
        status: 200,
        body: {
          label_created: 1,
          label_url: `${baseUrl}/files/label-${ids.join('-')}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        },
      };
    }
    if (path === 'manifests/generate') {
      const ids = Array.isArray(body.shipment_id) ? body.shipment_id : [];
      return {
        status: 200,
        body: { status: 1, manifest_url: `${baseUrl}/files/manifest-${ids.join('-')}.pdf` },
      };
    }
    if (path === 'manifests/print') {
      const ids = Array.isArray(body.order_ids) ? body.order_ids : [];
      return {
        status: 200,
        body: { manifest_url: `${baseUrl}/files/manifest-print-${ids.join('-')}.pdf` },
      };
    }
    const track = /^courier\/track\/awb\/(.+)$/.exec(path);
    if (track) {
      const order = orders.find((o) => o.awb === track[1]);
      if (!order) return { status: 404, body: { message: 'AWB not found' } };
      return {
        status: 200,
        body: {
          tracking_data: {
            track_status: 1,
            shipment_status: 6,
            shipment_track: [{ awb_code: order.awb, current_status: 'PICKED UP' }],
            etd: '2026-12-06 18:00:00',
          },
        },
      };
    }
    const ndr = /^ndr\/(.+)\/action$/.exec(path);
    if (ndr) {
      const order = orders.find((o) => o.awb === ndr[1]);
      if (!order) return { status: 400, body: { message: 'Invalid AWB' } };
      if (body.action !== 're-attempt' && body.action !== 'return')
        return { status: 422, body: { message: 'Invalid action' } };
      if (typeof body.comments !== 'string' || body.comments === '')
        return { status: 422, body: { message: 'The comments field is required.' } };
      order.ndrActions.push({ action: body.action, comment: body.comments });
      return { status: 202, body: { status: 'Data Updated Sucessfully' } };
    }
    const ndrDetails = /^ndr\/([^/]+)$/.exec(path);
    if (ndrDetails && call.method === 'GET') {
      const order = orders.find((o) => o.awb === ndrDetails[1]);
      if (!order) return { status: 404, body: { message: 'No NDR found for this AWB' } };
      return {
        status: 200,
        body: {
          data: [
            {
              id: order.id,
              shipment_id: order.shipmentId,
              awb_code: order.awb,
              status: 'UNDELIVERED',
              attempts: Math.max(1, order.ndrActions.length),
              history: order.ndrActions.map((taken, i) => ({
                id: 50347646 + i,
                ndr_attempt: i + 1,
                action_by: 2,
                comment: taken.comment,
              })),
            },
          ],
        },
      };
    }
    return { status: 404, body: { message: `No such call: ${call.method} ${path}` } };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname.startsWith('/files/')) {
        res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
        return;
      }
      const path = url.pathname.replace(/^\/v1\/external\//, '').replace(/\/$/, '');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      const auth = req.headers.authorization;
      const call: FakeCall = {
        method: req.method ?? '',
        path,
        query: url.searchParams,
        body,
        token: auth?.startsWith('Bearer ') ? auth.slice(7) : null,
      };
      calls.push(call);
      const failure = failures.get(path);
      if (failure === 'before') {
        failures.delete(path);
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"message":"Server Error"}');
        return;
      }
      const answer = handle(call);
      if (failure === 'after') {
        failures.delete(path);
        res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
        return;
      }
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    url: baseUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The settings of a store shipping with Shiprocket through the fake. */
export function shiprocketSettings(fake: FakeShiprocket) {
  return {
    shippingProvider: 'shiprocket' as const,
    shiprocket: {
      email: 'api@kesariya.test',
      password: 'shiprocket-pass',
      webhookToken: 'shiprocket-webhook-token-for-tests',
      pickupLocation: 'Pune Studio',
      baseUrl: fake.url,
    },
  };
}
