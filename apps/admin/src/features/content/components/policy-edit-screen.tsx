import { lazy, Suspense, useId, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { POLICY_TITLE_MAX, type AdminPolicyPage } from '@kesariya/shared';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { toast } from '@/lib/toast';
import { usePolicyQuery, useSavePolicyMutation } from '../api/content-api';
import { ContentTabs } from './content-tabs';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

function PolicyForm({ page }: { page: AdminPolicyPage }) {
  const { values, set, field, errors, refused } = useForm({
    title: page.title,
    content: page.content,
  });
  const [save, saving] = useSavePolicyMutation();
  const contentId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: page.id, ...values });
    if ('error' in result) return refused(result.error);
    // The server keeps only safe formatting: show the text as it was saved.
    set('content', result.data.content);
    toast.success('Page saved: shoppers see it now');
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <TextField label="Title" maxLength={POLICY_TITLE_MAX} {...field('title')} />
      <div className="flex flex-col gap-1.5">
        <span id={`${contentId}-label`} className="text-sm font-medium text-ink">
          Text
        </span>
        <Suspense fallback={<LoadingState label="Loading the editor…" />}>
          <RichTextEditor
            labelledBy={`${contentId}-label`}
            describedBy={errors.content ? `${contentId}-message` : undefined}
            value={values.content}
            onChange={(html) => set('content', html)}
            invalid={Boolean(errors.content)}
          />
        </Suspense>
        {errors.content ? (
          <p id={`${contentId}-message`} className="text-sm text-danger">
            {errors.content}
          </p>
        ) : (
          <p className="text-sm text-muted">
            Scripts, pictures and styling are removed when the page is saved.
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" busy={saving.isLoading}>
          Save page
        </Button>
        <Link
          to={paths.policies.getHref()}
          className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium text-ink hover:bg-ivory-deep"
        >
          Back to pages
        </Link>
      </div>
    </form>
  );
}

/** One policy page: its title and its text in the rich-text editor. */
export default function PolicyEditScreen() {
  const id = Number(useParams().id);
  const page = usePolicyQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  return (
    <>
      <PageHeader
        title={page.data ? `Edit ${page.data.title}` : 'Edit page'}
        description={
          <Link
            to={paths.policies.getHref()}
            className="inline-flex items-center gap-1 text-brand hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Policy pages
          </Link>
        }
      />
      <ContentTabs />
      {page.isLoading ? (
        <LoadingState />
      ) : page.error || !page.data ? (
        <ErrorState error={page.error ?? { status: 404, message: 'Page not found' }} />
      ) : (
        <PolicyForm key={page.data.id} page={page.data} />
      )}
    </>
  );
}
