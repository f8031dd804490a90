import {
  ShippingProviderError,
  type CourierApi,
  type CourierOrder,
  type ParcelOrder,
  type ReturnParcel,
  type Serviceability,
  type ShippingProvider,
} from './provider';
import { indiaDateAfter } from './india-date';
import { shiprocketSession } from './shiprocket-session';

/**
 * Shiprocket's public REST API, v1 "external" (https://apidocs.shiprocket.in): bearer-token calls
 * under /v1/external. Its answers are loose JSON (numbers as strings now and then); this reads
 * only the fields named in its documentation and refuses an answer without them.
 */
export interface ShiprocketOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The pickup address's nickname in the Shiprocket panel. */
  pickupLocation: string;
  timeoutMs?: number;
  now?: () => number;
}

type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/** Return orders asked for per page when one is looked for again, and pages read at most. */
const RETURN_PAGE = 100;
const RETURN_PAGES_MAX = 20;

/** Shiprocket's public tracking page of an AWB. */
const TRACKING_PAGE = 'https://shiprocket.co/tracking/';

/** "Jul 01, 2024" (the serviceability answer's etd) as 2024-07-01, or null. */
/**
 * An order as Shiprocket lists it (order search, return list): its ids and its first shipment's
 * AWB. A return lists its shipment id on the order itself, an order only on its shipment.
 */
function listedCourierOrder(listed: Json): CourierOrder | null {
  const shipment = record(Array.isArray(listed.shipments) ? listed.shipments[0] : undefined);
  const providerOrderId = text(listed.id);
  const shipmentId = text(listed.shipment_id) ?? text(shipment.id);
  if (!providerOrderId || !shipmentId) return null;
  return { providerOrderId, shipmentId, awb: text(shipment.awb), courier: text(shipment.courier) };
}

export function etdDate(etd: unknown): string | null {
  const match = typeof etd === 'string' ? /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})/.exec(etd) : null;
  if (!match) return null;
  const month =
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(
      match[1]!,
    ) + 1;
  if (month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** What Shiprocket's order calls take of a customer, billing and shipping alike. */
function customerFields(prefix: 'billing' | 'shipping' | 'pickup', who: ParcelOrder['customer']) {
  const [first, ...rest] = who.name.trim().split(/\s+/);
  return {
    [`${prefix}_customer_name`]: first ?? who.name,
    [`${prefix}_last_name`]: rest.join(' '),
    [`${prefix}_address`]: who.address,
    [`${prefix}_address_2`]: who.landmark,
    [`${prefix}_city`]: who.city,
    [`${prefix}_pincode`]: who.pincode,
    [`${prefix}_state`]: who.state,
    [`${prefix}_country`]: 'India',
    [`${prefix}_email`]: who.email,
    [`${prefix}_phone`]: who.phone.replace(/\D/g, '').slice(-10),
  };
}

function parcelFields(order: Omit<ParcelOrder, 'cashOnDelivery' | 'customer'>) {
  return {
    order_id: order.reference,
    // Shiprocket reads the date as India's: yyyy-mm-dd hh:mm.
    order_date: new Date(order.orderDate.getTime() + 5.5 * 3600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' '),
    order_items: order.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: item.sellingPriceRupees,
    })),
    sub_total: order.subTotalRupees,
    length: order.parcel.lengthCm,
    breadth: order.parcel.breadthCm,
    height: order.parcel.heightCm,
    weight: order.parcel.weightKg,
  };
}

function courierOrderOf(answer: Json, what: string): CourierOrder {
  const providerOrderId = text(answer.order_id);
  const shipmentId = text(answer.shipment_id);
  if (!providerOrderId || !shipmentId)
    throw new ShippingProviderError(`Shiprocket answered the ${what} without its ids`);
  return {
    providerOrderId,
    shipmentId,
    awb: text(answer.awb_code),
    courier: text(answer.courier_name),
  };
}

export function createShiprocketProvider(options: ShiprocketOptions): ShippingProvider {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const now = options.now ?? Date.now;
  const session = shiprocketSession({ ...options, timeoutMs, now });

  /** One authenticated call; a 401 logs in again and tries once more with the new token. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Json,
    what = path,
  ): Promise<{ status: number; answer: Json }> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await session.token();
      let response: Response;
      try {
        response = await fetch(new URL(`/v1/external/${path}`, options.baseUrl), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ShippingProviderError(
          `Shiprocket unreachable (${what}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (response.status === 401 && attempt === 0) {
        session.refused(token);
        continue;
      }
      const raw = await response.text();
      let answer: Json = {};
      try {
        answer = record(JSON.parse(raw));
      } catch {
        // Not JSON (a proxy's error page): the status decides.
      }
      return { status: response.status, answer: { ...answer, _raw: raw.slice(0, 300) } };
    }
  }

  /** A call that must succeed: anything but a 2xx is the courier's refusal (or an outage). */
  async function must(method: 'GET' | 'POST', path: string, what: string, body?: Json) {
    const { status, answer } = await call(method, path, body, what);
    if (status >= 200 && status < 300) return answer;
    throw new ShippingProviderError(
      `Shiprocket refused the ${what} (${status}): ${String(answer.message ?? answer._raw)}`,
      status >= 400 && status < 500 && status !== 429,
    );
  }

  const courier: CourierApi = {
    async findOrder(reference) {
      const answer = await must(
        'GET',
        `orders?search=${encodeURIComponent(reference)}`,
        'order search',
      );
      const found = (Array.isArray(answer.data) ? answer.data : [])
        .map(record)
        .find((order) => text(order.channel_order_id) === reference);
      return found ? listedCourierOrder(found) : null;
    },

    async createOrder(order) {
      const answer = await must('POST', 'orders/create/adhoc', 'order', {
        ...parcelFields(order),
        pickup_location: options.pickupLocation,
        ...customerFields('billing', order.customer),
        shipping_is_billing: true,
        payment_method: order.cashOnDelivery ? 'COD' : 'Prepaid',
      });
      return courierOrderOf(answer, 'order');
    },

    async assignAwb(shipmentId, { isReturn = false } = {}) {
      // A return's AWB is asked with is_return: 1 ("Generate AWB for Return Shipment"); the
      // courier's reverse pickup is scheduled with it, so a return needs no pickup call of its own.
      const answer = await must('POST', 'courier/assign/awb', isReturn ? 'return AWB' : 'AWB', {
        shipment_id: Number(shipmentId),
        ...(isReturn ? { is_return: 1 } : {}),
      });
      const data = record(record(answer.response).data);
      const awb = text(data.awb_code);
      if (answer.awb_assign_status !== 1 || !awb)
        throw new ShippingProviderError(
          `Shiprocket assigned no AWB: ${String(answer.message ?? data.awb_assign_error ?? '')}`,
          true,
        );
      return {
        awb,
        courier: text(data.courier_name) ?? 'Courier',
        pickupDate: text(data.pickup_scheduled_date),
      };
    },

    async schedulePickup(shipmentId) {
      const answer = await must('POST', 'courier/generate/pickup', 'pickup', {
        shipment_id: [Number(shipmentId)],
      });
      return { pickupDate: text(record(answer.response).pickup_scheduled_date) };
    },

    async labelUrl(shipmentIds) {
      const answer = await must('POST', 'courier/generate/label', 'label', {
        shipment_id: shipmentIds.map(Number),
      });
      const url = text(answer.label_url);
      if (answer.label_created !== 1 || !url)
        throw new ShippingProviderError(
          `Shiprocket made no label: ${String(answer.response ?? '')}`,
          true,
        );
      return url;
    },

    async manifestUrl(shipmentIds, providerOrderIds) {
      // A manifest is generated once per shipment; after that it is printed by order.
      const generated = await call('POST', 'manifests/generate', {
        shipment_id: shipmentIds.map(Number),
      });
      const url = text(generated.answer.manifest_url);
      if (generated.status === 200 && url) return url;
      const printed = await must('POST', 'manifests/print', 'manifest', {
        order_ids: providerOrderIds.map(Number),
      });
      const printedUrl = text(printed.manifest_url);
      if (!printedUrl) throw new ShippingProviderError('Shiprocket made no manifest', true);
      return printedUrl;
    },

    async download(url) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new ShippingProviderError(
          `Shiprocket's file unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok)
        throw new ShippingProviderError(`Shiprocket's file answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },

    trackingUrl: (awb) => `${TRACKING_PAGE}${encodeURIComponent(awb)}`,

    async track(awb) {
      const answer = await must('GET', `courier/track/awb/${encodeURIComponent(awb)}`, 'tracking');
      const data = record(answer.tracking_data);
      const latest = record(Array.isArray(data.shipment_track) ? data.shipment_track[0] : {});
      return { status: text(latest.current_status), etd: text(data.etd) };
    },

    async actOnFailedDelivery(awb, action, comments) {
      await must('POST', `ndr/${encodeURIComponent(awb)}/action`, 'NDR action', {
        action: action === 'reattempt' ? 're-attempt' : 'return',
        comments,
      });
    },

    async failedDeliveryActed(awb, reference) {
      const { status, answer } = await call(
        'GET',
        `ndr/${encodeURIComponent(awb)}`,
        undefined,
        'NDR details',
      );
      // No NDR under this AWB: nothing was acted on yet.
      if (status === 404) return false;
      if (status < 200 || status >= 300)
        throw new ShippingProviderError(
          `Shiprocket refused the NDR details (${status}): ${String(answer.message ?? answer._raw)}`,
          status >= 400 && status < 500 && status !== 429,
        );
      return (Array.isArray(answer.data) ? answer.data : [])
        .map(record)
        .flatMap((ndr) => (Array.isArray(ndr.history) ? ndr.history : []).map(record))
        .some((entry) => (text(entry.comment) ?? '').includes(reference));
    },

    async findReturn(reference, since) {
      // Return orders are listed apart from orders (GET orders/processing/return), by the day they
      // were made: the pages from the day of our first attempt to today, ours found by channel_order_id.
      const query = (page: number) =>
        new URLSearchParams({
          from: indiaDateAfter(since.getTime(), 0),
          to: indiaDateAfter(now(), 0),
          per_page: String(RETURN_PAGE),
          page: String(page),
        });
      for (let page = 1; page <= RETURN_PAGES_MAX; page += 1) {
        const answer = await must(
          'GET',
          `orders/processing/return?${query(page)}`,
          'return order list',
        );
        const listed = (Array.isArray(answer.data) ? answer.data : []).map(record);
        const found = listed.find((order) => text(order.channel_order_id) === reference);
        if (found) return listedCourierOrder(found);
        const pages = Number(record(record(answer.meta).pagination).total_pages);
        if (listed.length === 0 || !(page < pages)) return null;
      }
      return null;
    },

    async createReturn(parcel: ReturnParcel) {
      const answer = await must('POST', 'orders/create/return', 'return order', {
        ...parcelFields(parcel),
        ...customerFields('pickup', parcel.customer),
        ...customerFields('shipping', parcel.store),
        payment_method: 'Prepaid',
      });
      return courierOrderOf(answer, 'return order');
    },
  };

  return {
    name: 'shiprocket',
    courier,
    async serviceability({ pickupPincode, deliveryPincode, weightKg }): Promise<Serviceability> {
      const none = (reason: string): Serviceability => ({
        serviceable: false,
        codAvailable: false,
        days: null,
        estimatedDeliveryDate: null,
        courier: null,
        reason,
      });
      if (!pickupPincode) return none('The store has no pincode in its details yet');
      const query = new URLSearchParams({
        pickup_postcode: pickupPincode,
        delivery_postcode: deliveryPincode,
        weight: String(weightKg),
        cod: '0',
      });
      const { status, answer } = await call(
        'GET',
        `courier/serviceability/?${query}`,
        undefined,
        'serviceability',
      );
      const data = record(answer.data);
      const couriers = (
        Array.isArray(data.available_courier_companies) ? data.available_courier_companies : []
      ).map(record);
      if (status >= 500 || status === 429 || status === 401)
        throw new ShippingProviderError(`Shiprocket refused the serviceability (${status})`);
      if (couriers.length === 0) return none('No courier delivers to this pincode yet');
      const recommended = text(data.recommended_courier_company_id);
      const chosen =
        couriers.find((c) => text(c.courier_company_id) === recommended) ?? couriers[0]!;
      // The courier Shiprocket would assign is the one whose date the shopper is told.
      const chosenDays = Number(chosen.estimated_delivery_days);
      const known = Number.isInteger(chosenDays) && chosenDays > 0;
      return {
        serviceable: true,
        codAvailable: couriers.some((c) => Number(c.cod) === 1),
        days: known ? { min: chosenDays, max: chosenDays } : null,
        estimatedDeliveryDate:
          etdDate(chosen.etd) ?? (known ? indiaDateAfter(now(), chosenDays) : null),
        courier: text(chosen.courier_name),
        reason: null,
      };
    },
  };
}
