import { useState } from 'react';
import { FileText, Truck } from 'lucide-react';
import type { BookedShipment } from '@kesariya/shared';
import { fetchApiFile } from '@kesariya/shared/api-file';
import { Button } from '@/components/button';
import { apiClient } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useShipOrdersMutation } from '../api/orders-api';

/** Orders "Ship" books: confirmed or packed, sent by courier. */
export function canShip(order: { status: string; delivery_option: string }): boolean {
  return (
    order.delivery_option === 'delivery' &&
    (order.status === 'confirmed' || order.status === 'packed')
  );
}

/** A shipping PDF (a label or the day's manifest), saved as the browser saves a download. */
async function savePdf(path: string, query: Record<string, string>, fileName: string) {
  try {
    const { blob } = await fetchApiFile(apiClient, { path, query }, 'application/pdf');
    saveBlob(blob, fileName);
  } catch (failure) {
    toast.error(errorMessage(failure));
  }
}

function BookingRow({ booking }: { booking: BookedShipment }) {
  const shipped = booking.status === 'booking' || booking.status === 'booked';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <div className="font-medium text-ink">{booking.sale_id}</div>
        <div className={shipped ? 'text-muted' : 'text-danger'}>{booking.message}</div>
      </div>
      {shipped ? (
        <div className="flex gap-2">
          {(['a4', '4x6'] as const).map((size) => (
            <Button
              key={size}
              variant="secondary"
              icon={<FileText aria-hidden className="size-4" />}
              onClick={() =>
                void savePdf(
                  `admin/shipment/label/${booking.sale_id}`,
                  { size },
                  `label-${booking.sale_id}-${size}.pdf`,
                )
              }
            >
              Label {size === 'a4' ? 'A4' : '4x6'}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Ship" for one order or a selection: books each with the courier (the AWB follows in a moment),
 * then lists what became of each, with its labels and the day's manifest.
 */
export function ShipOrders({ saleIds, onShipped }: { saleIds: string[]; onShipped?: () => void }) {
  const [ship, { isLoading }] = useShipOrdersMutation();
  const [result, setResult] = useState<{ message: string; booked: BookedShipment[] } | null>(null);

  const submit = async () => {
    try {
      const answer = await ship(saleIds).unwrap();
      setResult(answer);
      toast.success(answer.message);
      onShipped?.();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <section
      aria-label="Shipping"
      className="rounded-lg border border-line bg-white p-4"
      data-testid="ship-orders"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          busy={isLoading}
          disabled={saleIds.length === 0}
          icon={<Truck aria-hidden className="size-4" />}
          onClick={() => void submit()}
        >
          {saleIds.length > 1 ? `Ship ${saleIds.length} orders` : 'Ship'}
        </Button>
        <Button
          variant="secondary"
          icon={<FileText aria-hidden className="size-4" />}
          onClick={() => void savePdf('admin/shipment/manifest', {}, 'manifest.pdf')}
        >
          Today’s manifest
        </Button>
      </div>
      {result ? (
        <>
          <p className="mt-3 text-sm font-medium text-ink">{result.message}</p>
          <ul className="divide-y divide-line" aria-label="Bookings">
            {result.booked.map((booking) => (
              <BookingRow key={booking.sale_id} booking={booking} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
