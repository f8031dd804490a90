import type { StoreSettings } from '@kesariya/shared';
import { Facebook, Instagram, Youtube } from 'lucide-react';
import { useStoreName } from '@/store/site-api';

const LABELS = { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube' } as const;
const ICONS = { instagram: Instagram, facebook: Facebook, youtube: Youtube } as const;

/** The three social links, each labelled for screen readers. */
export function SocialLinks({
  socials,
  className,
}: {
  socials: StoreSettings['socials'];
  className?: string;
}) {
  const name = useStoreName();
  return (
    <ul className={className ?? 'flex gap-2'} aria-label={`${name} on social media`}>
      {socials.map((social) => {
        const Icon = ICONS[social.name] ?? Instagram;
        return (
          <li key={social.name}>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} on ${LABELS[social.name] ?? social.name}`}
              className="grid size-10 place-items-center rounded-full border border-line text-ink hover:border-brand hover:text-brand"
            >
              <Icon className="size-[18px]" aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
