import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useGetPolicyPagesQuery } from '@/store/site-api';
import { triggerClass } from './customer-service-trigger-class';

const itemClass =
  'block cursor-pointer rounded-sm px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand';

/**
 * The policy pages, FAQ, Contact Us and About Us; Radix gives keyboard access.
 * Loaded on first use by CustomerServiceTrigger, so it mounts already open.
 */
export default function CustomerServiceMenu() {
  const { data: pages = [] } = useGetPolicyPagesQuery();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger data-testid="customer-service-trigger" className={triggerClass}>
        Customer Service
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          data-testid="customer-service-menu"
          className="z-50 min-w-56 rounded-md border border-line bg-white p-1 shadow-lg"
        >
          {pages.map((page) => (
            <DropdownMenu.Item key={page.id} asChild className={itemClass}>
              <Link to={paths.policy.getHref(page.id, page.slug)}>{page.title}</Link>
            </DropdownMenu.Item>
          ))}
          {pages.length > 0 && <DropdownMenu.Separator className="my-1 h-px bg-line" />}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.faq.getHref()}>FAQ</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.contact.getHref()}>Contact Us</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.aboutUs.getHref()}>About Us</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
