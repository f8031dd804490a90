import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Link } from 'react-router';
import { decodeId } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { ScreenSkeleton, Skeleton } from '@/components/skeleton';
import { onFirstUse } from '@/lib/on-first-use';
import { paths, RETURN_POLICY_SLUG } from '@/config/paths';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetPolicyByIdQuery, useGetPolicyBySlugQuery } from '../api/policies-api';

interface PolicyViewProps {
  encodedId: string;
  slug: string;
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
);

/**
 * /policy/{encoded id}/{slug}; 'NA' with the return policy slug is fetched by slug. The HTML is
 * sanitised here even though the server sanitises it too (docs/decisions/platform-and-security.md,
 * Security hardening).
 */
export function PolicyView({ encodedId, slug }: PolicyViewProps) {
  const bySlug = encodedId === 'NA' && slug === RETURN_POLICY_SLUG;
  const id = bySlug ? null : decodeId(encodedId);
  const byId = useGetPolicyByIdQuery(id ?? 0, { skip: id === null });
  const bySlugQuery = useGetPolicyBySlugQuery(slug, { skip: !bySlug });
  const query = bySlug ? bySlugQuery : byId;
  const page = id === null && !bySlug ? undefined : query.data;
  const missing = (id === null && !bySlug) || query.isError;
  useScreenReady(!query.isLoading);

  const html = useMemo(() => (page ? DOMPurify.sanitize(page.content) : ''), [page]);

  if (missing) {
    return (
      <section className="mx-auto max-w-xl px-5 py-20 text-center" data-testid="policy-not-found">
        <h1 className="font-display text-3xl font-semibold">We couldn't find that page</h1>
        <p className="mt-3 text-[15px] text-muted">
          The policy may have moved. Our help pages are listed in the footer, or ask us directly.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to={paths.faq.getHref()} className={buttonClass('primary')}>
            Read the FAQ
          </Link>
          <Link to={paths.contact.getHref()} className={buttonClass('outline')}>
            Contact us
          </Link>
        </div>
      </section>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-5 py-10 lg:py-14" data-testid="policy-page">
      {page ? (
        <>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{page.title}</h1>
          <p className="mt-2 text-sm text-muted">
            Last updated {dateFormat().format(new Date(page.updated_at))}
          </p>
          <div className="prose-policy mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : (
        <ScreenSkeleton>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="mt-3 h-4 w-40" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="mt-4 h-4 w-full" />
          ))}
        </ScreenSkeleton>
      )}
    </article>
  );
}
