import { useEffect, useRef, useState } from 'react';
import { PHOTO_UPLOAD_MAX_BYTES } from '@kesariya/shared';
import { Button } from '@/components/button';
import { photoProblem } from '../lib/return-form';
import { FieldProblem } from '@/components/field-problem';

const MAX_MB = PHOTO_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * A preview address for the chosen file: made when the shopper picks it, released when another
 * replaces it or the form goes away.
 */
function usePreview() {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  function show(file: File | null) {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  }
  return [url, show] as const;
}

/**
 * An optional photo of the items, previewed. A file that is no picture or too large is refused
 * here at once, keeping the photo chosen before.
 */
export function PhotoField({
  photo,
  onChange,
  problem,
  onProblem,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  problem?: string;
  onProblem: (message: string | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, showPreview] = usePreview();

  function choose(file: File | undefined) {
    if (!file) return;
    const refusal = photoProblem(file);
    onProblem(refusal ?? undefined);
    if (refusal) {
      if (input.current) input.current.value = '';
      return;
    }
    showPreview(file);
    onChange(file);
  }

  function remove() {
    showPreview(null);
    onChange(null);
    onProblem(undefined);
    if (input.current) input.current.value = '';
  }

  return (
    <div id="field-photo">
      <label htmlFor="return-photo" className="text-base font-semibold text-ink">
        Photo <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id="photo-hint" className="mt-1 text-sm text-muted">
        A photo helps with a damaged or wrong item. JPEG, PNG, WebP, AVIF or GIF, up to {MAX_MB} MB.
      </p>
      <input
        ref={input}
        id="return-photo"
        type="file"
        accept="image/*"
        onChange={(e) => choose(e.target.files?.[0])}
        aria-describedby={problem ? 'photo-problem photo-hint' : 'photo-hint'}
        aria-invalid={problem ? true : undefined}
        className="mt-3 block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-brand file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand hover:file:bg-brand-soft"
      />
      <FieldProblem id="photo-problem" message={problem} />
      {photo && preview && (
        <div className="mt-3 flex items-center gap-4" data-testid="photo-preview">
          <img
            src={preview}
            alt="Your photo"
            className="size-24 rounded-md border border-line object-cover"
          />
          <div className="min-w-0 text-sm">
            <p className="truncate text-ink">{photo.name}</p>
            <Button variant="ghost" className="mt-1 -ml-3" onClick={remove}>
              Remove photo
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
