import { useState, type FormEvent } from 'react';
import { TriangleAlert, UserPlus } from 'lucide-react';
import { STAFF_ROLES, type StaffRole } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { errorMessage, errorStatus } from '@/store/api';
import { useInviteStaffMutation } from '../api/staff-api';
import {
  checkInvite,
  ROLE_HINTS,
  ROLE_LABELS,
  type InviteErrors,
  type InviteFields,
} from '../lib/invite-check';

const EMPTY: InviteFields = { name: '', email: '', role: 'staff' };
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
})).reverse();

/** The owner invites a new member: an e-mail with a one-time link goes out at once. */
export function InviteForm() {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [fields, setFields] = useState<InviteFields>(EMPTY);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (name: keyof InviteFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // A corrected field loses its message; the others keep theirs until the next try.
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkInvite(fields);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    try {
      const account = await invite({
        name: fields.name.trim(),
        email: fields.email.trim(),
        role: fields.role as StaffRole,
      }).unwrap();
      toast.success(`Invitation sent to ${account.email}`);
      setFields(EMPTY);
    } catch (error) {
      // A taken address is the e-mail field's problem; anything else is the form's.
      if (errorStatus(error) === 409) setErrors({ email: errorMessage(error) });
      else setFailure(errorMessage(error));
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
      {failure ? (
        <div
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {failure}
        </div>
      ) : null}
      <form
        noValidate
        className="mt-4 grid grid-cols-1 items-start gap-4 md:grid-cols-[1fr_1fr_12rem_auto]"
        onSubmit={(e) => void onSubmit(e)}
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          value={fields.name}
          onChange={(e) => set('name')(e.target.value)}
          error={errors.name}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={fields.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
        />
        <Select
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          value={fields.role}
          onChange={(e) => set('role')(e.target.value)}
          error={errors.role}
          hint={ROLE_HINTS[fields.role as StaffRole]}
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
