import { useState, type FormEvent } from 'react';
import type { AdminCategory } from '@kesariya/shared';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { toast } from '@/lib/toast';
import { errorMessage, failureOf } from '@/store/api';
import { useSaveCategoryMutation, useSetCategoryImageMutation } from '../api/catalogue-api';
import { PicturePicker } from './picture-picker';
import { VISIBILITY_FORM_OPTIONS } from '../lib/visibility';

/** Adding or editing a category, and its tile picture once it exists. */
export function CategoryForm({
  category,
  topLevel,
  onDone,
}: {
  category: AdminCategory | null;
  /** The categories a parent may be chosen from. */
  topLevel: AdminCategory[];
  onDone: () => void;
}) {
  const [form, setForm] = useState({
    title: category?.title ?? '',
    parent_id: String(category?.parent_id ?? 0),
    status: category?.status ?? 'Y',
    description: category?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveCategoryMutation();
  const [setImage, settingImage] = useSetCategoryImageMutation();
  const [image, setImageUrl] = useState(category?.image ?? null);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: category?.id ?? null, form });
    if ('error' in result) {
      const error = failureOf(result.error);
      setErrors(error.fields);
      toast.error(error.message);
      return;
    }
    toast.success(category ? 'Category saved' : 'Category created');
    onDone();
  };

  const changeImage = async (file: File | null) => {
    if (!category) return;
    try {
      const saved = await setImage({ id: category.id, image: file }).unwrap();
      setImageUrl(saved.image ? `${saved.image}?v=${Date.now()}` : null);
      toast.success(file ? 'Picture saved' : 'Picture removed');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section
      aria-label={category ? `Edit ${category.title}` : 'New category'}
      className="mb-6 rounded-lg border border-line bg-white p-4 sm:p-5"
    >
      <h2 className="mb-4 text-base font-semibold text-ink">
        {category ? `Edit ${category.title}` : 'New category'}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" maxLength={80} {...field('title')} />
        <Select
          label="Parent"
          options={[
            { value: '0', label: 'None (top level)' },
            ...topLevel
              .filter((c) => c.id !== category?.id)
              .map((c) => ({ value: String(c.id), label: c.title })),
          ]}
          {...field('parent_id')}
        />
        <Select label="Status" options={VISIBILITY_FORM_OPTIONS} {...field('status')} />
        <TextField label="Description" maxLength={1000} {...field('description')} />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.isLoading}>
            {category ? 'Save category' : 'Create category'}
          </Button>
        </div>
      </form>
      {category ? (
        <div className="mt-5 border-t border-line pt-4">
          <h3 className="mb-3 text-sm font-semibold text-ink">Tile picture</h3>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            {image ? (
              <div className="flex flex-col gap-1">
                <img
                  src={image}
                  alt={`${category.title} tile`}
                  className="h-24 w-24 rounded-sm object-cover"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  busy={settingImage.isLoading}
                  onClick={() => changeImage(null)}
                >
                  Remove picture
                </Button>
              </div>
            ) : null}
            <div className="flex-1">
              <PicturePicker
                withAlt={false}
                label={image ? 'Replace picture' : 'Upload picture'}
                busy={settingImage.isLoading}
                onAdd={(file) => changeImage(file)}
              />
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
