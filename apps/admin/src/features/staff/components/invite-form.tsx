import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { STAFF_ROLES, type StaffRole } from '@kesariya/shared';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { failureOf } from '@/store/api';
import { useInviteStaffMutation } from '../api/staff-api';
import { checkInvite, ROLE_HINTS, ROLE_LABELS, type InviteFields } from '../lib/invite-check';

const EMPTY: InviteFields = { name: '', email: '', role: 'staff' };
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
})).reverse();

/** The owner invites a new member: an e-mail with a one-time link goes out at once. */
export function InviteForm() {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const { values: fields, field, showErrors, setValues } = useForm<InviteFields>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkInvite(fields);
    showErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    try {
      const account = await invite({
        name: fields.name.trim(),
        email: fields.email.trim(),
        role: fields.role as StaffRole,
      }).unwrap();
      toast.success(`Invitation sent to ${account.email}`);
      setValues(EMPTY);
    } catch (error) {
      // A refused field (a taken address) is that field's problem; anything else is the form's.
      const { message, fields } = failureOf(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFailure(message);
    }
  }

  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-lg border border-line bg-white p-4"
    >
      <h2 id="invite-heading" className="font-semibold text-ink">
        Invite a member of staff
      </h2>
      <p className="mt-1 text-sm text-muted">
        They get an e-mail with a link to choose their password. The link works once, for 7 days.
      </p>
      {failure ? <FormAlert className="mt-3">{failure}</FormAlert> : null}
      <form
        noValidate
        className="mt-4 grid grid-cols-1 items-start gap-4 md:grid-cols-[1fr_1fr_12rem_auto]"
        onSubmit={(e) => void onSubmit(e)}
      >
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          {...field('email')}
        />
        <Select
          label="Role"
          options={ROLE_OPTIONS}
          hint={ROLE_HINTS[fields.role as StaffRole]}
          {...field('role')}
        />
        <Button
          type="submit"
          busy={isLoading}
          icon={<UserPlus aria-hidden className="size-4" />}
          className="md:mt-[1.625rem]"
        >
          Send invitation
        </Button>
      </form>
    </section>
  );
}
