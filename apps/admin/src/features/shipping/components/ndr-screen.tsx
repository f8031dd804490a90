import { useState } from 'react';
import { Link } from 'react-router';
import { PackageX } from 'lucide-react';
import { retryDayLabel, type NdrCase } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListResult } from '@/components/list-result';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { StatusPill } from '@/components/status-pill';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useActOnNdrMutation, useNdrCasesQuery } from '../api/ndr-api';

/** What the shopper asked for from their link, in staff's words. */
function shopperAsked(request: NonNullable<NdrCase['shopper_request']>): string {
  return request.action === 'reattempt' && request.date
    ? `Another attempt on ${retryDayLabel(request.date)}`
    : 'Return the parcel to the store';
}

/** What staff chose, and where the courier's call stands. */
function StaffChoice({ choice }: { choice: NonNullable<NdrCase['staff_action']> }) {
  const asked =
    choice.action === 'rto'
      ? 'Return to origin'
      : `Reattempt on ${retryDayLabel(choice.date ?? '')}`;
  const call =
    choice.courier_call === 'queued'
      ? 'Sending to Shiprocket…'
      : choice.courier_call === 'sent'
        ? 'Shiprocket told; waiting for the courier'
        : choice.courier_call === 'failed'
          ? `Shiprocket refused it: ${choice.courier_failure ?? ''}`
          : 'Recorded; move the order on when the courier is out again';
  return (
    <p className="text-sm text-ink" data-testid="ndr-choice">
      <strong>{asked}</strong> by {choice.by}, {formatDateTime(choice.at)}
      {choice.note ? ` — ${choice.note}` : ''}.{' '}
      <span className={choice.courier_call === 'failed' ? 'text-danger' : 'text-muted'}>
        {call}
      </span>
    </p>
  );
}

function Actions({ ndr }: { ndr: NdrCase }) {
  const [date, setDate] = useState(
    ndr.shopper_request?.action === 'reattempt' && ndr.shopper_request.date
      ? ndr.shopper_request.date
      : (ndr.dates[0] ?? ''),
  );
  const [note, setNote] = useState('');
  const [confirmRto, setConfirmRto] = useState(false);
  const [act, { isLoading }] = useActOnNdrMutation();

  const send = async (action: 'reattempt' | 'rto') => {
    try {
      const { message } = await act({ saleId: ndr.sale_id, action, date, note }).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setConfirmRto(false);
    }
  };

  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr_auto_auto] sm:items-end">
      <Select
        label="Reattempt on"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        options={ndr.dates.map((value) => ({ value, label: retryDayLabel(value) }))}
      />
      <TextField
        label="Note for the courier"
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button busy={isLoading} onClick={() => void send('reattempt')}>
        Reattempt
      </Button>
      <Button variant="secondary" disabled={isLoading} onClick={() => setConfirmRto(true)}>
        Return to origin
      </Button>
      <ConfirmDialog
        open={confirmRto}
        onOpenChange={setConfirmRto}
        title={`Return ${ndr.sale_id} to origin?`}
        confirmLabel="Return to origin"
        destructive
        busy={isLoading}
        onConfirm={() => void send('rto')}
      >
        The courier brings the parcel back to the store; it cannot be undone. When it arrives the
        pieces go back in stock and a prepaid order is refunded.
      </ConfirmDialog>
    </div>
  );
}

function NdrRow({ ndr }: { ndr: NdrCase }) {
  return (
    <li
      className="rounded-lg border border-line bg-white p-4"
      aria-labelledby={`ndr-${ndr.sale_id}`}
      data-testid="ndr-case"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            id={`ndr-${ndr.sale_id}`}
            to={paths.order.getHref(ndr.sale_id)}
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            {ndr.sale_id}
          </Link>
          <StatusPill tone="danger">Attempt {ndr.attempts} failed</StatusPill>
          <span className="text-sm text-muted">{formatDateTime(ndr.failed_at)}</span>
        </div>
        <div className="text-sm text-muted">
          {ndr.payment_method} · <Money rupees={ndr.total} />
        </div>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">Courier’s reason: </dt>
          <dd className="inline text-ink">{ndr.reason ?? 'none given'}</dd>
        </div>
        <div>
          <dt className="inline text-muted">Shopper: </dt>
          <dd className="inline text-ink">
            {ndr.customer.name} {ndr.customer.phone}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">Parcel: </dt>
          <dd className="inline text-ink">
            {ndr.courier ?? 'Courier'} {ndr.awb ?? ''} (
            {ndr.provider === 'shiprocket' ? 'Shiprocket' : 'manual'})
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">Shopper asked: </dt>
          <dd className="inline text-ink" data-testid="ndr-shopper-request">
            {ndr.shopper_request ? shopperAsked(ndr.shopper_request) : 'nothing yet'}
          </dd>
        </div>
      </dl>
      {ndr.staff_action ? <StaffChoice choice={ndr.staff_action} /> : <Actions ndr={ndr} />}
    </li>
  );
}

/** The NDR desk: orders whose delivery failed, the oldest first, and staff's choice for each. */
export default function NdrScreen() {
  const query = useNdrCasesQuery();
  return (
    <>
      <PageHeader
        title="Failed deliveries"
        description="Parcels the courier could not deliver: arrange another attempt or bring them back."
      />
      <ListResult
        query={query}
        loadingLabel="Loading failed deliveries…"
        empty={
          <EmptyState icon={PackageX} title="No failed deliveries">
            Orders appear here when the courier reports a failed attempt.
          </EmptyState>
        }
      >
        {(cases) => (
          <ul className="flex flex-col gap-3" aria-label="Failed deliveries">
            {cases.map((ndr) => (
              <NdrRow key={ndr.sale_id} ndr={ndr} />
            ))}
          </ul>
        )}
      </ListResult>
    </>
  );
}
