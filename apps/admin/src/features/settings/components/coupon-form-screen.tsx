import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { COUPON_CODE_MAX, COUPON_DESCRIPTION_MAX, type AdminCoupon } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { useCouponQuery, useSaveCouponMutation } from '../api/settings-api';
import { SettingsTabs } from './settings-tabs';

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'flat', label: 'Rupees off' },
];

/** Today in IST, as the coupon's dates are kept. */
const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function CouponForm({ coupon }: { coupon: AdminCoupon | null }) {
  const navigate = useNavigate();
  const { values, set, field, refused } = useForm({
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    max_discount: coupon?.max_discount === null || !coupon ? '' : String(coupon.max_discount),
    min_order: coupon ? String(coupon.min_order) : '0',
    per_user_limit: coupon ? String(coupon.per_user_limit) : '1',
    valid_from: coupon?.valid_from ?? todayIst(),
    valid_until: coupon?.valid_until ?? '',
    status: coupon?.status ?? 'Y',
  });
  const [save, saving] = useSaveCouponMutation();
  const percent = values.kind === 'percent';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: coupon?.id ?? null, form: values });
    if ('error' in result) return refused(result.error);
    toast.success(
      coupon ? `Coupon ${result.data.code} saved` : `Coupon ${result.data.code} created`,
    );
    void navigate(paths.coupons.getHref());
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid max-w-3xl gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 sm:p-5"
    >
      <TextField
        label="Code"
        maxLength={COUPON_CODE_MAX}
        hint="Letters, digits, - and _; shoppers may type it in any case."
        className="font-mono uppercase"
        {...field('code')}
      />
      <TextField label="Description" maxLength={COUPON_DESCRIPTION_MAX} {...field('description')} />
      <Select label="Discount" options={KIND_OPTIONS} {...field('kind')} />
      <TextField
        label={percent ? 'Percent off' : 'Rupees off (₹)'}
        inputMode={percent ? 'numeric' : 'decimal'}
        hint={percent ? 'A whole number from 1 to 100' : 'Never more than the order’s items'}
        {...field('value')}
      />
      {percent ? (
        <TextField
          label="Maximum discount (₹)"
          inputMode="decimal"
          hint="Empty for no cap"
          {...field('max_discount')}
        />
      ) : null}
      <TextField
        label="Minimum order (₹)"
        inputMode="decimal"
        hint="The items' total before the coupon; 0 for none"
        {...field('min_order')}
      />
      <TextField label="Uses per shopper" inputMode="numeric" {...field('per_user_limit')} />
      <TextField label="First day" type="date" {...field('valid_from')} />
      <TextField label="Last day" type="date" hint="Empty: no end" {...field('valid_until')} />
      <div className="self-center sm:col-span-2">
        <Checkbox
          label="Active"
          hint="Switched off, shoppers cannot apply it."
          checked={values.status === 'Y'}
          onChange={(event) => set('status', event.target.checked ? 'Y' : 'N')}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" busy={saving.isLoading}>
          {coupon ? 'Save coupon' : 'Create coupon'}
        </Button>
        <Link
          to={paths.coupons.getHref()}
          className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium text-ink hover:bg-ivory-deep"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** A new coupon (/settings/coupons/new) or an existing one (/settings/coupons/:id). */
export default function CouponFormScreen() {
  const { id } = useParams();
  const couponId = id === undefined || id === 'new' ? null : Number(id);
  const coupon = useCouponQuery(couponId ?? 0, { skip: couponId === null });
  return (
    <>
      <PageHeader
        title={couponId === null ? 'New coupon' : `Coupon ${coupon.data?.code ?? ''}`}
        description={
          <Link
            to={paths.coupons.getHref()}
            className="inline-flex items-center gap-1 text-brand hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Coupons
          </Link>
        }
      />
      <SettingsTabs />
      {couponId === null ? (
        <CouponForm coupon={null} />
      ) : coupon.isLoading ? (
        <LoadingState />
      ) : coupon.error || !coupon.data ? (
        <ErrorState error={coupon.error ?? { status: 404, message: 'Coupon not found' }} />
      ) : (
        <CouponForm key={coupon.data.id} coupon={coupon.data} />
      )}
    </>
  );
}
