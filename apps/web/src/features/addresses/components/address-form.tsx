import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import {
  INDIA,
  INDIAN_STATES_AND_UTS,
  isIndia,
  validateAddress,
  type Address,
  type AddressInput,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { failureOf } from '@/store/api';
import { useLazyGetPincodeInfoQuery } from '@/store/shopper-api';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../api/address-api';

const EMPTY: AddressInput = {
  name: '',
  phone: '',
  pincode: '',
  address_line: '',
  landmark: '',
  city: '',
  state: '',
  country: INDIA,
  type: 'home',
};

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border border-line px-3 text-sm text-ink';

/**
 * Add or edit an address. The same rules as the server (packages/shared) give the same messages
 * before sending; a six-digit pincode fills city and state where the directory knows them.
 */
export function AddressForm({ address, returnTo }: { address?: Address; returnTo: string }) {
  const navigate = useNavigate();
  const [fields, setFields] = useState<AddressInput>(address ? { ...address } : EMPTY);
  const [isDefault, setIsDefault] = useState(address?.is_default ?? false);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [abroad, setAbroad] = useState(address ? !isIndia(address.country) : false);
  const [create, creating] = useCreateAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const [lookup] = useLazyGetPincodeInfoQuery();

  const set =
    (key: keyof AddressInput) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setFields((f) => ({ ...f, [key]: value }));
      if (key === 'pincode' && !abroad && /^[1-9][0-9]{5}$/.test(value)) {
        lookup(value, true)
          .unwrap()
          .then((info) =>
            setFields((f) => ({ ...f, city: f.city || info.city || '', state: info.state })),
          )
          .catch(() => undefined);
      }
    };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = { ...fields, country: abroad ? fields.country : INDIA };
    const found = validateAddress(input);
    setProblem(found);
    if (found) return;
    try {
      if (address) await update({ ...input, is_default: isDefault, id: address.id }).unwrap();
      else await create({ ...input, is_default: isDefault }).unwrap();
      toast.success(address ? 'Address updated' : 'Address saved');
      navigate(returnTo);
    } catch (error) {
      const { message, fields } = failureOf(error);
      // A field the server refused gets its message beside it, as the form's own checks do.
      const [field] = Object.keys(fields);
      if (field) setProblem({ field, message: fields[field]! });
      toast.error(message);
    }
  }

  const error = (field: string) =>
    problem?.field === field ? (
      <span role="alert" className="mt-1 block text-xs text-red-700">
        {problem.message}
      </span>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-2xl space-y-4 px-5 py-8">
      <h1 className="font-display text-2xl font-semibold text-ink">
        {address ? 'Edit address' : 'Add a new address'}
      </h1>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={abroad}
          onChange={(e) => {
            setAbroad(e.target.checked);
            setFields((f) => ({ ...f, country: e.target.checked ? '' : INDIA, state: '' }));
          }}
        />
        This address is outside India
      </label>
      <label className="block text-sm font-medium">
        Full name
        <input
          className={inputClass}
          value={fields.name}
          onChange={set('name')}
          autoComplete="name"
        />
        {error('name')}
      </label>
      <label className="block text-sm font-medium">
        {abroad ? 'Phone (with country code)' : 'Mobile number (10 digits)'}
        <input
          className={inputClass}
          value={fields.phone}
          onChange={set('phone')}
          inputMode="tel"
          autoComplete="tel"
        />
        {error('phone')}
      </label>
      {abroad && (
        <label className="block text-sm font-medium">
          Country
          <input
            className={inputClass}
            value={fields.country}
            onChange={set('country')}
            autoComplete="country-name"
          />
          {error('country')}
        </label>
      )}
      <label className="block text-sm font-medium">
        {abroad ? 'Postal code' : 'Pincode'}
        <input
          className={inputClass}
          value={fields.pincode}
          onChange={set('pincode')}
          inputMode={abroad ? 'text' : 'numeric'}
          maxLength={abroad ? 12 : 6}
          autoComplete="postal-code"
        />
        {error('pincode')}
      </label>
      <label className="block text-sm font-medium">
        House number and street
        <input
          className={inputClass}
          value={fields.address_line}
          onChange={set('address_line')}
          autoComplete="street-address"
        />
        {error('address_line')}
      </label>
      <label className="block text-sm font-medium">
        Landmark (optional)
        <input className={inputClass} value={fields.landmark} onChange={set('landmark')} />
        {error('landmark')}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          City
          <input
            className={inputClass}
            value={fields.city}
            onChange={set('city')}
            autoComplete="address-level2"
          />
          {error('city')}
        </label>
        <label className="block text-sm font-medium">
          {abroad ? 'State / region' : 'State'}
          {abroad ? (
            <input
              className={inputClass}
              value={fields.state}
              onChange={set('state')}
              autoComplete="address-level1"
            />
          ) : (
            <select className={inputClass} value={fields.state} onChange={set('state')}>
              <option value="">Select state</option>
              {INDIAN_STATES_AND_UTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
          {error('state')}
        </label>
      </div>
      <fieldset className="flex gap-6 text-sm">
        <legend className="mb-1 font-medium">Address type</legend>
        {(['home', 'work'] as const).map((t) => (
          <label key={t} className="flex items-center gap-2 capitalize">
            <input
              type="radio"
              name="type"
              value={t}
              checked={fields.type === t}
              onChange={set('type')}
            />{' '}
            {t}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => setIsDefault(e.target.checked)}
        />{' '}
        Make this my default address
      </label>
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={creating.isLoading || updating.isLoading}
      >
        Save address
      </Button>
    </form>
  );
}
