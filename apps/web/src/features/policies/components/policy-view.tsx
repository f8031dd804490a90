import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Link } from '@/lib/router';
import { decodeId } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { ScreenSkeleton, Skeleton } from '@/components/skeleton';
import { onFirstUse } from '@/lib/on-first-use';
import { paths, RETURN_POLICY_SLUG } from '@/config/paths';
import type { RouteHandle } from '@/store/route-handle';
import { useScreenReady } from '@/store/use-screen-ready';
import { policiesApi, useGetPolicyByIdQuery, useGetPolicyBySlugQuery } from '../api/policies-api';

interface PolicyViewProps {
  encodedId: string;
  slug: string;
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
);

/** Which policy an address names: by slug (the return policy), by id, or none (a bad id). */
function policyOf(encodedId: string, slug: string): { slug: string } | { id: number } | null {
  if (encodedId === 'NA' && slug === RETURN_POLICY_SLUG) return { slug };
  const id = decodeId(encodedId);
  return id === null ? null : { id };
}

export const policyHandle: RouteHandle = {
  firstScreen: ({ dispatch, params }) => {
    const policy = policyOf(params.id ?? '', params.slug ?? '');
    if (!policy) return [];
    return [
      'slug' in policy
        ? dispatch(policiesApi.endpoints.getPolicyBySlug.initiate(policy.slug))
        : dispatch(policiesApi.endpoints.getPolicyById.initiate(policy.id)),
    ];
  },
  // The screen says "We couldn't find that page": a bad id, or one the store has not got.
  notFound: ({ params }, state) => {
    const policy = policyOf(params.id ?? '', params.slug ?? '');
    if (!policy) return true;
    const answer =
      'slug' in policy
        ? policiesApi.endpoints.getPolicyBySlug.select(policy.slug)(state)
        : policiesApi.endpoints.getPolicyById.select(policy.id)(state);
    return (answer.error as { status?: number } | undefined)?.status === 404;
  },
};

/**
 * /policy/{encoded id}/{slug}; 'NA' with the return policy slug is fetched by slug. The HTML is
 * sanitised here even though the server sanitises it too (docs/decisions/platform-and-security.md,
 * Security hardening).
 */
export function PolicyView({ encodedId, slug }: PolicyViewProps) {
  const policy = policyOf(encodedId, slug);
  const id = policy && 'id' in policy ? policy.id : null;
  const bySlug = policy !== null && 'slug' in policy;
  const byId = useGetPolicyByIdQuery(id ?? 0, { skip: id === null });
  const bySlugQuery = useGetPolicyBySlugQuery(slug, { skip: !bySlug });
  const query = bySlug ? bySlugQuery : byId;
  const page = policy === null ? undefined : query.data;
  const missing = policy === null || query.isError;
  useScreenReady(!query.isLoading);

  // The server's renderer has no DOM for DOMPurify; the API's answer is sanitised as it is sent
  // (apps/server/src/mappers/content.ts), and the browser sanitises it again as it hydrates.
  const html = useMemo(
    () => (page ? (DOMPurify.isSupported ? DOMPurify.sanitize(page.content) : page.content) : ''),
    [page],
  );

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
