/**
 * Shiprocket's tracking webhook as the tests send it: events in Shiprocket's shape, a minute apart
 * (so none arrives "late" unless a test means it to), posted with the webhook's token.
 */
import type { FastifyInstance } from 'fastify';

export const WEBHOOK_TOKEN = 'shiprocket-webhook-token-for-tests';

let stamp = Date.UTC(2026, 11, 3, 9, 0, 0);
/** Shiprocket's "DD MM YYYY HH:mm:ss" in India's time, a minute later each time. */
export function nextStamp(): string {
  stamp += 60_000;
  const india = new Date(stamp + 5.5 * 3600_000).toISOString();
  const [date, time] = [india.slice(0, 10).split('-'), india.slice(11, 19)];
  return `${date[2]} ${date[1]} ${date[0]} ${time}`;
}

const STATUS_IDS: Record<string, number> = {
  'PICKED UP': 42,
  'OUT FOR DELIVERY': 17,
  DELIVERED: 7,
  UNDELIVERED: 21,
  'RTO INITIATED': 9,
  'RTO DELIVERED': 10,
};

export function trackingEvent(awb: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    awb,
    courier_name: 'Delhivery Surface',
    current_status: status,
    current_status_id: STATUS_IDS[status],
    shipment_status: status,
    current_timestamp: nextStamp(),
    scans: [{ date: '2026-12-03 15:32:17', activity: `${status} scan`, location: 'Pune' }],
    ...extra,
  };
}

export const sendTracking = (
  app: FastifyInstance,
  body: unknown,
  token: string | null = WEBHOOK_TOKEN,
) =>
  app.inject({
    method: 'POST',
    url: '/api/website/shipping/shiprocket-webhook',
    // No basic auth: Shiprocket cannot know the API credential; its token authenticates it.
    headers: { 'content-type': 'application/json', ...(token ? { 'x-api-key': token } : {}) },
    payload: JSON.stringify(body),
  });
