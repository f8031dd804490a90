import { useState } from 'react';
import { ArrowDown, ArrowUp, HelpCircle, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminFaq } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { StatusPill } from '@/components/status-pill';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useDeleteFaqMutation, useFaqsQuery, useReorderFaqsMutation } from '../api/content-api';
import { ContentTabs } from './content-tabs';
import { FaqForm } from './faq-form';

type Editing = { faq: AdminFaq | null } | null;

/** The storefront's questions in their order: add, edit, move, switch off, delete. */
export default function FaqScreen() {
  const faqs = useFaqsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [remove, removing] = useDeleteFaqMutation();
  const [reorder, reordering] = useReorderFaqsMutation();
  const list = faqs.data ?? [];
  const topics = [...new Set(list.map((faq) => faq.topic))];

  const move = async (index: number, by: -1 | 1) => {
    const ids = list.map((faq) => faq.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    try {
      await reorder(ids).unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast.success('Question deleted');
      if (editing?.faq?.id === deleting.id) setEditing(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Content"
        description="What shoppers read around the shop."
        actions={
          <Button
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => setEditing({ faq: null })}
          >
            Add question
          </Button>
        }
      />
      <ContentTabs />
      {editing ? (
        <FaqForm
          key={editing.faq?.id ?? 'new'}
          faq={editing.faq}
          topics={topics}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {faqs.isLoading ? (
        <LoadingState />
      ) : faqs.error ? (
        <ErrorState error={faqs.error} onRetry={() => void faqs.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={HelpCircle} title="No questions yet">
          Add the questions shoppers ask most: delivery times, returns, sizes.
        </EmptyState>
      ) : (
        <ol
          aria-label="Questions"
          aria-busy={reordering.isLoading || undefined}
          className="flex flex-col gap-2"
        >
          {list.map((faq, index) => (
            <li
              key={faq.id}
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1">
                <div className="mb-1 flex flex-wrap items-center gap-2">
                  <StatusPill tone="info">{faq.topic}</StatusPill>
                  {faq.status === 'N' ? <StatusPill>Hidden</StatusPill> : null}
                </div>
                <p className="font-medium text-ink">{faq.question}</p>
                <p className="mt-1 line-clamp-2 text-sm text-muted">{faq.answer}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move up: ${faq.question}`}
                  disabled={index === 0 || reordering.isLoading}
                  onClick={() => void move(index, -1)}
                  icon={<ArrowUp aria-hidden className="size-4" />}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move down: ${faq.question}`}
                  disabled={index === list.length - 1 || reordering.isLoading}
                  onClick={() => void move(index, 1)}
                  icon={<ArrowDown aria-hidden className="size-4" />}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit: ${faq.question}`}
                  onClick={() => setEditing({ faq })}
                  icon={<Pencil aria-hidden className="size-4" />}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete: ${faq.question}`}
                  onClick={() => setDeleting(faq)}
                  icon={<Trash2 aria-hidden className="size-4 text-danger" />}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this question?"
        confirmLabel="Delete"
        destructive
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
      >
        “{deleting?.question}” goes from the storefront’s FAQ at once. To keep it but hide it, edit
        it and untick “Shown on the storefront” instead.
      </ConfirmDialog>
    </>
  );
}
