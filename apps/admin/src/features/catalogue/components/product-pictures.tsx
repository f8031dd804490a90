import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { AdminProductImage } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useAddProductImageMutation, useRemoveProductImageMutation } from '../api/catalogue-api';
import { PicturePicker } from './picture-picker';

/** Pictures chosen for a product not saved yet; they are uploaded once it is. */
export interface PendingPicture {
  key: number;
  file: File;
  alt: string;
  preview: string;
}

/** A saved product's pictures: shown in order (the first is the card's), removed, added. */
export function ProductPictures({
  productId,
  images,
}: {
  productId: number;
  images: AdminProductImage[];
}) {
  const [addImage, adding] = useAddProductImageMutation();
  const [removeImage, removing] = useRemoveProductImageMutation();
  const [toRemove, setToRemove] = useState<AdminProductImage | null>(null);

  const add = async (file: File, alt: string) => {
    try {
      await addImage({ id: productId, image: file, alt }).unwrap();
      toast.success('Picture added');
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };

  const remove = async () => {
    if (!toRemove) return;
    try {
      await removeImage({ id: productId, position: toRemove.position }).unwrap();
      toast.success('Picture removed');
      setToRemove(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <PictureGrid
        items={images.map((image) => ({
          key: image.position,
          src: `${image.url}-${image.widths[0] ?? 240}.webp`,
          alt: image.alt,
          onRemove: () => setToRemove(image),
        }))}
      />
      <PicturePicker onAdd={add} busy={adding.isLoading} />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => (open ? undefined : setToRemove(null))}
        title="Remove this picture?"
        confirmLabel="Remove picture"
        destructive
        busy={removing.isLoading}
        onConfirm={remove}
      >
        The picture leaves the product page and the store at once, and its file is deleted.
      </ConfirmDialog>
    </div>
  );
}

export function PictureGrid({
  items,
}: {
  items: { key: number; src: string; alt: string; onRemove: () => void }[];
}) {
  if (items.length === 0) return <p className="text-sm text-muted">No pictures yet.</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item, index) => (
        <li key={item.key} className="flex w-24 flex-col gap-1">
          <img
            src={item.src}
            alt={item.alt}
            className="h-32 w-24 rounded-sm bg-ivory-deep object-cover"
          />
          <span className="truncate text-xs text-muted" title={item.alt}>
            {index === 0 ? 'Card picture' : item.alt || `Picture ${index + 1}`}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove picture ${index + 1}`}
            onClick={item.onRemove}
            icon={<Trash2 aria-hidden className="size-4" />}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
