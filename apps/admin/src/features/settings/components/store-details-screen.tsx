import type { FormEvent } from 'react';
import { INDIAN_STATES_AND_UTS, type AdminStoreDetails } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { useSaveStoreDetailsMutation, useStoreDetailsQuery } from '../api/settings-api';
import { SettingsPage } from './settings-tabs';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...INDIAN_STATES_AND_UTS.map((state) => ({ value: state, label: state })),
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function StoreDetailsForm({ details }: { details: AdminStoreDetails }) {
  const { values, field, refused } = useForm({ ...details });
  const [save, saving] = useSaveStoreDetailsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(values);
    if ('error' in result) return refused(result.error);
    toast.success('Store details saved: the storefront shows them now');
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <Section title="The store">
        <TextField label="Store name" maxLength={100} {...field('store_name')} />
        <TextField label="Tagline" maxLength={200} {...field('tagline')} />
        <div className="sm:col-span-2">
          <TextField
            label="Address"
            maxLength={300}
            autoComplete="street-address"
            {...field('address_line')}
          />
        </div>
        <TextField label="City" maxLength={100} {...field('city')} />
        <Select label="State" options={STATE_OPTIONS} {...field('state')} />
        <TextField label="Pincode" inputMode="numeric" maxLength={6} {...field('pincode')} />
        <TextField
          label="GSTIN"
          maxLength={15}
          hint="15 characters, starting with the state's 2-digit code; printed on every invoice."
          className="uppercase"
          {...field('gstin')}
        />
      </Section>
      <Section title="Contact">
        <TextField
          label="Phone"
          type="tel"
          maxLength={20}
          hint="10 digits; +91 or 0 before it is fine"
          {...field('phone')}
        />
        <TextField
          label="Support e-mail"
          type="email"
          maxLength={254}
          {...field('support_email')}
        />
        <div className="sm:col-span-2">
          <TextField label="Support hours" maxLength={200} {...field('support_hours')} />
        </div>
        <TextField
          label="Map link"
          type="url"
          hint="https:// link for GET DIRECTIONS"
          {...field('map_link')}
        />
        <TextField
          label="Map embed link"
          type="url"
          hint="Google Maps › Share › Embed a map: the https://www.google.com/maps/embed?… address"
          {...field('map_embed_link')}
        />
      </Section>
      <Section title="Social links">
        <TextField
          label="Instagram"
          type="url"
          placeholder="https://www.instagram.com/…"
          {...field('instagram')}
        />
        <TextField
          label="Facebook"
          type="url"
          placeholder="https://www.facebook.com/…"
          {...field('facebook')}
        />
        <TextField
          label="YouTube"
          type="url"
          placeholder="https://www.youtube.com/…"
          {...field('youtube')}
        />
      </Section>
      <div>
        <Button type="submit" busy={saving.isLoading}>
          Save store details
        </Button>
      </div>
    </form>
  );
}

/** The store's address, contact, GSTIN, map and social links, as the footer and invoices show them. */
export default function StoreDetailsScreen() {
  const details = useStoreDetailsQuery();
  return (
    <SettingsPage query={details}>{(data) => <StoreDetailsForm details={data} />}</SettingsPage>
  );
}
