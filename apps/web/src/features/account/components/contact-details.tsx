import { useState } from 'react';
import type { ContactChannel } from '@kesariya/shared';
import { BadgeCheck, CircleAlert, Mail, Phone, type LucideIcon } from 'lucide-react';
import { Dialog } from '@/components/dialog';
import type { UserInfo } from '@/store/shopper-slice';
import { CONTACT_DIALOG_TITLES, ContactForm, type ContactIntent } from './contact-form';

interface Detail {
  channel: ContactChannel;
  noun: string;
  value: string;
  shown: string;
  verified: boolean;
  Icon: LucideIcon;
}

function detailsOf(user: UserInfo): Detail[] {
  const phone = typeof user.phone === 'string' ? user.phone : '';
  const email = typeof user.email === 'string' ? user.email : '';
  return [
    {
      channel: 'mobile',
      noun: 'mobile number',
      value: phone,
      shown: phone && `+91 ${phone}`,
      verified: user.phone_verified === true,
      Icon: Phone,
    },
    {
      channel: 'email',
      noun: 'e-mail address',
      value: email,
      shown: email,
      verified: user.email_verified === true,
      Icon: Mail,
    },
  ];
}

const actionClass =
  'min-h-11 rounded-md px-3 text-sm font-semibold text-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The account's mobile number and e-mail, each marked verified or not, with the way to prove it
 * (Verify) or replace it (Change) by a fresh code, in a dialog.
 */
export function ContactDetails({ user }: { user: UserInfo }) {
  const [editing, setEditing] = useState<{ channel: ContactChannel; intent: ContactIntent } | null>(
    null,
  );
  const details = detailsOf(user);
  const edited = details.find((detail) => detail.channel === editing?.channel);
  const phone = details.find((detail) => detail.channel === 'mobile');
  return (
    <>
      <ul aria-label="Contact details" className="mt-4 divide-y divide-line border-y border-line">
        {details.map((detail) => (
          <li
            key={detail.channel}
            // On phones the actions go under the detail, so a long address keeps the whole width.
            className="grid grid-cols-[1rem_minmax(0,1fr)] items-center gap-x-3 py-2 sm:grid-cols-[1rem_minmax(0,1fr)_auto]"
            data-testid={`contact-${detail.channel}`}
          >
            <detail.Icon className="size-4 text-brand" aria-hidden />
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 py-1">
              <span className="sr-only">{detail.noun}:</span>
              <span className="text-[15px] break-words text-ink">
                {detail.shown ? breakable(detail.shown) : `No ${detail.noun} yet`}
              </span>
              {detail.value && <VerifiedBadge verified={detail.verified} />}
            </div>
            <div className="col-start-2 -ml-3 flex gap-1 sm:col-start-auto sm:ml-0">
              {detail.value && !detail.verified && (
                <button
                  type="button"
                  className={actionClass}
                  aria-label={`Verify ${detail.noun}`}
                  onClick={() => setEditing({ channel: detail.channel, intent: 'verify' })}
                >
                  Verify
                </button>
              )}
              <button
                type="button"
                className={actionClass}
                aria-label={`${detail.value ? 'Change' : 'Add'} ${detail.noun}`}
                onClick={() => setEditing({ channel: detail.channel, intent: 'change' })}
              >
                {detail.value ? 'Change' : 'Add'}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing ? CONTACT_DIALOG_TITLES[editing.channel][editing.intent] : ''}
      >
        {editing && edited && (
          <ContactForm
            channel={editing.channel}
            intent={editing.intent}
            current={edited.value}
            // Unknown on an older display copy: the server asks for the password if there is one.
            hasPassword={user.has_password !== false}
            provenPhone={phone?.verified ? phone.value : null}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </>
  );
}

/** A long e-mail address wraps before its @ rather than inside a word. */
function breakable(text: string) {
  const at = text.indexOf('@');
  if (at <= 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-marigold-soft px-2 py-0.5 text-xs font-semibold text-ink">
      <CircleAlert className="size-3.5" aria-hidden="true" />
      Not verified
    </span>
  );
}
