import { useState } from 'react';
import { ArrowDown, ArrowUp, FolderTree, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminCategory } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { errorMessage } from '@/store/api';
import {
  useCategoriesQuery,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
} from '../api/catalogue-api';
import { VISIBILITY_FILTER_OPTIONS } from '../lib/visibility';
import { CategoryForm } from './category-form';
import { VisibilityPill } from './visibility-pill';

/** The ids of a category's siblings with it moved one place up (-1) or down (+1). */
function movedOrder(all: AdminCategory[], category: AdminCategory, step: -1 | 1): number[] | null {
  const siblings = all
    .filter((c) => c.parent_id === category.parent_id)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const from = siblings.findIndex((c) => c.id === category.id);
  const to = from + step;
  if (to < 0 || to >= siblings.length) return null;
  const ids = siblings.map((c) => c.id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

export default function CategoriesScreen() {
  const params = useListParams();
  const list = useCategoriesQuery({
    search: params.get('search'),
    status: params.get('status'),
    page: params.page,
  });
  const everything = useCategoriesQuery({ limit: 500 });
  const [reorder, reordering] = useReorderCategoriesMutation();
  const [remove, removing] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);

  const all = everything.data?.items ?? [];
  const move = async (category: AdminCategory, step: -1 | 1) => {
    const ids = movedOrder(all, category, step);
    if (!ids) return;
    try {
      await reorder(ids).unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const deleteCategory = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id).unwrap();
      toast.success('Category deleted');
      setToDelete(null);
    } catch (error) {
      toast.error(errorMessage(error));
      setToDelete(null);
    }
  };

  const columns: Column<AdminCategory>[] = [
    {
      key: 'title',
      header: 'Category',
      cell: (c) => (
        <div className={`flex min-w-48 items-center gap-3 ${c.parent_id ? 'pl-6' : ''}`}>
          {c.image ? (
            <img src={c.image} alt="" className="size-10 shrink-0 rounded-sm object-cover" />
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-sm bg-ivory-deep text-muted">
              <ImageOff aria-hidden className="size-4" />
            </span>
          )}
          <div>
            <p className="font-medium text-ink">{c.title}</p>
            <p className="text-xs text-muted">
              {c.parent_title ? `in ${c.parent_title} · ` : ''}
              {c.slug}
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'products',
      header: 'Products',
      align: 'right',
      cell: (c) => <span className="tabular-nums">{c.product_count}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => <VisibilityPill status={c.status} />,
    },
    {
      key: 'order',
      header: 'Order',
      cell: (c) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${c.title} up`}
            disabled={reordering.isLoading}
            onClick={() => move(c, -1)}
            icon={<ArrowUp aria-hidden className="size-4" />}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${c.title} down`}
            disabled={reordering.isLoading}
            onClick={() => move(c, 1)}
            icon={<ArrowDown aria-hidden className="size-4" />}
          />
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (c) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${c.title}`}
            onClick={() => setEditing(c)}
            icon={<Pencil aria-hidden className="size-4" />}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${c.title}`}
            onClick={() => setToDelete(c)}
            icon={<Trash2 aria-hidden className="size-4" />}
          />
        </div>
      ),
    },
  ];

  const filtered = Boolean(params.get('search') || params.get('status'));

  return (
    <>
      <PageHeader
        title="Categories"
        description="The store's menu: top-level categories and the ones inside them, in this order."
        actions={
          <Button onClick={() => setEditing('new')} icon={<Plus aria-hidden className="size-4" />}>
            Add category
          </Button>
        }
      />
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          topLevel={all.filter((c) => c.parent_id === 0)}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <div className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr]">
        <SearchBox
          placeholder="Title"
          value={params.get('search')}
          onSearch={(value) => params.setFilter('search', value)}
        />
        <FilterSelect
          params={params}
          name="status"
          label="Status"
          options={VISIBILITY_FILTER_OPTIONS}
        />
      </div>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : list.isLoading ? (
        <LoadingState />
      ) : (
        <DataTable
          caption="Categories"
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(c) => c.id}
          pagination={list.data?.pagination}
          onPageChange={params.setPage}
          loading={list.isFetching}
          empty={
            <EmptyState
              icon={FolderTree}
              title={filtered ? 'No categories match' : 'No categories yet'}
            >
              {filtered ? 'Try another search or clear the filter.' : 'Add the first category.'}
            </EmptyState>
          }
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={`Delete ${toDelete?.title ?? 'this category'}?`}
        confirmLabel="Delete category"
        destructive
        busy={removing.isLoading}
        onConfirm={deleteCategory}
      >
        The category leaves the store's menu at once. A category that still holds products or
        sub-categories is not deleted: move them first, or hide it instead.
      </ConfirmDialog>
    </>
  );
}
