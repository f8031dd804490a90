import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Plus, TicketPercent } from 'lucide-react';
import { formatMoney, type AdminCoupon } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ErrorState } from '@/components/query-state';
import { Select } from '@/components/select';
import { StatusPill } from '@/components/status-pill';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { errorMessage } from '@/store/api';
import { useCouponsQuery, useDeactivateCouponMutation } from '../api/settings-api';
import { couponOffer } from '../lib/coupon-offer';
import { SettingsTabs } from './settings-tabs';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'Y', label: 'Active' },
  { value: 'N', label: 'Switched off' },
];

function CodeSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <TextField
        label="Code"
        placeholder="Starts with…"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

/** The store's coupons, newest first, searched by code and filtered by status in the URL. */
export default function CouponsScreen() {
  const params = useListParams();
  const q = params.get('q');
  const status = params.get('status');
  const coupons = useCouponsQuery({ page: params.page, q, status });
  const [pending, setPending] = useState<AdminCoupon | null>(null);
  const [deactivate, deactivating] = useDeactivateCouponMutation();

  const confirmOff = async () => {
    if (!pending) return;
    try {
      await deactivate(pending.id).unwrap();
      toast.success(`${pending.code} is switched off`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setPending(null);
  };

  const columns: readonly Column<AdminCoupon>[] = [
    {
      key: 'code',
      header: 'Code',
      cell: (coupon) => (
        <Link
          to={paths.coupon.getHref(coupon.id)}
          className="font-mono font-medium text-brand hover:underline"
        >
          {coupon.code}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (coupon) =>
        coupon.status === 'Y' ? (
          <StatusPill tone="success">Active</StatusPill>
        ) : (
          <StatusPill>Switched off</StatusPill>
        ),
    },
    {
      key: 'offer',
      header: 'Offer',
      cell: (coupon) => <span className="whitespace-nowrap">{couponOffer(coupon)}</span>,
    },
    {
      key: 'min_order',
      header: 'Min. order',
      align: 'right',
      cell: (coupon) => (coupon.min_order > 0 ? formatMoney(coupon.min_order) : '—'),
    },
    {
      key: 'valid',
      header: 'Valid',
      cell: (coupon) => (
        <span className="whitespace-nowrap">
          {formatDate(coupon.valid_from)} –{' '}
          {coupon.valid_until ? formatDate(coupon.valid_until) : 'no end'}
        </span>
      ),
    },
    { key: 'used', header: 'Used', align: 'right', cell: (coupon) => coupon.used },
    {
      key: 'actions',
      header: 'Actions',
      cell: (coupon) =>
        coupon.status === 'Y' ? (
          <Button variant="ghost" size="sm" onClick={() => setPending(coupon)}>
            Switch off
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Settings"
        description="How the store runs."
        actions={
          <Link
            to={paths.newCoupon.getHref()}
            className="inline-flex h-10 items-center gap-2 rounded-md bg-brand px-4 text-sm font-medium text-white hover:bg-brand-dark"
          >
            <Plus aria-hidden className="size-4" /> New coupon
          </Link>
        }
      />
      <SettingsTabs />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <CodeSearch key={q} value={q} onSearch={(value) => params.setFilter('q', value)} />
        <div className="w-44">
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => params.setFilter('status', event.target.value)}
          />
        </div>
      </div>
      {coupons.error ? (
        <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : (
        <DataTable
          caption="Coupons"
          columns={columns}
          rows={coupons.data?.items ?? []}
          rowKey={(coupon) => coupon.id}
          pagination={coupons.data?.pagination}
          onPageChange={params.setPage}
          loading={coupons.isFetching}
          empty={
            <EmptyState
              icon={TicketPercent}
              title={q || status ? 'No coupon matches' : 'No coupons yet'}
            >
              {q || status
                ? 'Try another code or status.'
                : 'Create a coupon to offer a discount at checkout.'}
            </EmptyState>
          }
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`Switch ${pending?.code ?? ''} off?`}
        confirmLabel="Switch off"
        destructive
        busy={deactivating.isLoading}
        onConfirm={() => void confirmOff()}
      >
        Shoppers can no longer apply it; orders that already used it keep their discount. You can
        switch it back on by editing it.
      </ConfirmDialog>
    </>
  );
}
