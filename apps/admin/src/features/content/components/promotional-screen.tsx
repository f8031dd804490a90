import { type FormEvent } from 'react';
import { PROMOTIONAL_MESSAGE_MAX, type AdminPromotional } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { usePromotionalQuery, useSavePromotionalMutation } from '../api/content-api';
import { ContentTabs } from './content-tabs';

function PromotionalForm({ banner }: { banner: AdminPromotional }) {
  const { values, set, field, refused } = useForm({
    message: banner.message,
    active: banner.active ? 'true' : 'false',
  });
  const [save, saving] = useSavePromotionalMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ message: values.message, active: values.active === 'true' });
    if ('error' in result) return refused(result.error);
    toast.success(
      result.data.active ? 'Banner saved: shoppers see it now' : 'Banner saved and hidden',
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <TextField
        label="Message"
        maxLength={PROMOTIONAL_MESSAGE_MAX}
        hint={`The bar at the top of every page; at most ${PROMOTIONAL_MESSAGE_MAX} characters.`}
        {...field('message')}
      />
      <Checkbox
        label="Show the banner"
        hint="Switched off, the bar disappears from the storefront."
        checked={values.active === 'true'}
        onChange={(event) => set('active', event.target.checked ? 'true' : 'false')}
      />
      {values.message ? (
        <div
          aria-label="Preview"
          className="rounded-md bg-brand px-3 py-2 text-center text-sm text-white"
        >
          {values.message}
        </div>
      ) : null}
      <div>
        <Button type="submit" busy={saving.isLoading}>
          Save banner
        </Button>
      </div>
    </form>
  );
}

/** The promotional bar's text and whether it shows. */
export default function PromotionalScreen() {
  const banner = usePromotionalQuery();
  return (
    <>
      <PageHeader title="Content" description="What shoppers read around the shop." />
      <ContentTabs />
      {banner.isLoading ? (
        <LoadingState />
      ) : banner.error || !banner.data ? (
        <ErrorState error={banner.error} onRetry={() => void banner.refetch()} />
      ) : (
        <PromotionalForm banner={banner.data} />
      )}
    </>
  );
}
