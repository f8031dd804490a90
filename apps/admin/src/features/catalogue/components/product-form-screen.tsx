import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Trash2 } from 'lucide-react';
import {
  discountPercent,
  GARMENT_TYPES,
  PRODUCT_FLAG_LABELS,
  PRODUCT_FLAGS,
  type AdminProductDetail,
} from '@kesariya/shared';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { controlClass, Field } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { errorMessage, failureOf } from '@/store/api';
import {
  useAddProductImageMutation,
  useCategoriesQuery,
  useDeleteProductMutation,
  useLazyProductQuery,
  useProductQuery,
  useSaveProductMutation,
} from '../api/catalogue-api';
import { categoryOptions } from '../lib/category-options';
import {
  emptyProductForm,
  productFormOf,
  productRequest,
  withStockSeen,
  type ProductFormState,
} from '../lib/product-form';
import { PicturePicker } from './picture-picker';
import { PictureGrid, ProductPictures, type PendingPicture } from './product-pictures';
import { SizesEditor } from './sizes-editor';
import { VISIBILITY_FORM_OPTIONS } from '../lib/visibility';

/** Adding (products/new) or editing (products/:id) a product. */
export default function ProductFormScreen() {
  const { id } = useParams();
  const productId = id && /^[0-9]+$/.test(id) ? Number(id) : null;
  const product = useProductQuery(productId ?? 0, { skip: productId === null });
  if (productId === null) return <ProductForm product={null} />;
  if (product.isError) return <ErrorState error={product.error} onRetry={product.refetch} />;
  if (!product.data) return <LoadingState />;
  return <ProductForm key={product.data.id} product={product.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 className="mb-4 text-base font-semibold text-ink">{title}</h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

let pendingKey = 1;

function ProductForm({ product }: { product: AdminProductDetail | null }) {
  const navigate = useNavigate();
  const descriptionId = useId();
  const [form, setForm] = useState<ProductFormState>(() =>
    product ? productFormOf(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<PendingPicture[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const categories = useCategoriesQuery({ limit: 500 });
  const [save, saving] = useSaveProductMutation();
  const [addImage, uploading] = useAddProductImageMutation();
  const [remove, removing] = useDeleteProductMutation();
  const [readProduct] = useLazyProductQuery();
  const previews = useRef(pending);
  useEffect(() => {
    previews.current = pending;
  }, [pending]);
  useEffect(() => () => previews.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const set = <K extends keyof ProductFormState>(field: K, value: ProductFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const text = (field: keyof ProductFormState) => ({
    value: form[field] as string,
    onChange: (event: { target: { value: string } }) =>
      set(field, event.target.value as ProductFormState[typeof field]),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: product?.id ?? null, form: productRequest(form) });
    if ('error' in result) {
      const error = failureOf(result.error);
      setErrors(error.fields);
      toast.error(error.message);
      // The stock moved while the form was open: show it as it is now, keeping what was typed.
      if (product && error.status === 409 && error.fields.sizes) {
        const latest = await readProduct(product.id).unwrap();
        setForm((current) => ({ ...current, sizes: withStockSeen(current.sizes, latest.sizes) }));
      }
      return;
    }
    const saved = result.data;
    setErrors({});
    if (product) {
      // What the server now holds is what the next save is judged against.
      setForm(productFormOf(saved));
      toast.success('Product saved');
      return;
    }
    // A new product's pictures go up once it exists, in the order they were chosen.
    for (const picture of pending) {
      try {
        await addImage({ id: saved.id, image: picture.file, alt: picture.alt }).unwrap();
      } catch (error) {
        toast.error(`A picture was not added: ${errorMessage(error)}`);
      }
    }
    toast.success('Product created');
    navigate(paths.product.getHref(saved.id), { replace: true });
  };

  const deleteProduct = async () => {
    if (!product) return;
    try {
      const { outcome } = await remove(product.id).unwrap();
      toast.success(outcome === 'deleted' ? 'Product deleted' : 'Product hidden: it has orders');
      navigate(paths.products.getHref());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const price = Number(form.price);
  const mrp = Number(form.mrp);
  const discount = price > 0 && mrp > price ? discountPercent(mrp, price) : 0;

  return (
    <>
      <BackLink to={paths.products.getHref()}>Products</BackLink>
      <PageHeader
        title={product ? product.name : 'Add product'}
        description={product ? `SKU ${product.sku}` : 'Fill in what the product page shows.'}
        actions={
          product ? (
            <Button
              variant="secondary"
              onClick={() => setConfirmDelete(true)}
              icon={<Trash2 aria-hidden className="size-4" />}
            >
              Delete
            </Button>
          ) : null
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-4">
          <Section title="Product">
            <TextField label="Name" maxLength={150} {...text('name')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="SKU" maxLength={40} autoCapitalize="characters" {...text('sku')} />
              <Select
                label="Category"
                options={[
                  { value: '', label: 'Choose a category' },
                  ...categoryOptions(categories.data?.items ?? []),
                ]}
                {...text('category_id')}
              />
              <Select label="Status" options={VISIBILITY_FORM_OPTIONS} {...text('status')} />
              <Select
                label="Garment type"
                hint="Picks the size chart"
                options={[
                  { value: '', label: 'None (no size chart)' },
                  ...GARMENT_TYPES.map((type) => ({ value: type, label: type.replace('-', ' ') })),
                ]}
                {...text('garment_type')}
              />
            </div>
          </Section>
          <Section title="Price">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Price (₹)" inputMode="decimal" {...text('price')} />
              <TextField
                label="MRP (₹)"
                inputMode="decimal"
                hint={discount > 0 ? `${discount}% off shown to shoppers` : undefined}
                {...text('mrp')}
              />
            </div>
          </Section>
          <Section title="Details">
            <Field id={descriptionId} label="Description" error={errors.description}>
              <textarea
                id={descriptionId}
                rows={5}
                maxLength={5000}
                value={form.description}
                onChange={(event) => set('description', event.target.value)}
                aria-invalid={errors.description ? true : undefined}
                className={`${controlClass(errors.description)} h-auto py-2`}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Fabric" maxLength={100} {...text('fabric')} />
              <TextField label="Occasion" maxLength={100} {...text('occasion')} />
              <TextField label="Colour" maxLength={60} {...text('color')} />
              <TextField
                label="Colour family"
                hint="The listing's colour filter"
                maxLength={40}
                {...text('color_family')}
              />
            </div>
            <TextField label="Care" maxLength={500} {...text('care')} />
          </Section>
        </div>
        <div className="flex flex-col gap-4">
          <Section title="Sizes">
            <SizesEditor
              rows={form.sizes}
              onChange={(rows) => set('sizes', rows)}
              error={errors.sizes}
            />
          </Section>
          <Section title="Shown in">
            {PRODUCT_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                label={PRODUCT_FLAG_LABELS[flag]}
                checked={form.flags[flag]}
                onChange={(event) => set('flags', { ...form.flags, [flag]: event.target.checked })}
              />
            ))}
          </Section>
          <Section title="Pictures">
            {product ? (
              <ProductPictures productId={product.id} images={product.images} />
            ) : (
              <>
                <PictureGrid
                  items={pending.map((picture) => ({
                    key: picture.key,
                    src: picture.preview,
                    alt: picture.alt,
                    onRemove: () => {
                      URL.revokeObjectURL(picture.preview);
                      setPending((list) => list.filter((p) => p.key !== picture.key));
                    },
                  }))}
                />
                <PicturePicker
                  onAdd={(file, alt) =>
                    setPending((list) => [
                      ...list,
                      { key: pendingKey++, file, alt, preview: URL.createObjectURL(file) },
                    ])
                  }
                />
                <p className="text-sm text-muted">Pictures are uploaded when you save.</p>
              </>
            )}
          </Section>
        </div>
        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-ivory/95 px-4 py-3 lg:col-span-2">
          <Button variant="secondary" onClick={() => navigate(paths.products.getHref())}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.isLoading || uploading.isLoading}>
            {product ? 'Save changes' : 'Save product'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this product?"
        confirmLabel="Delete product"
        destructive
        busy={removing.isLoading}
        onConfirm={deleteProduct}
      >
        {product?.name} leaves the store at once. If it was ever ordered it is hidden instead
        (status N), so its orders and invoices keep it.
      </ConfirmDialog>
    </>
  );
}
