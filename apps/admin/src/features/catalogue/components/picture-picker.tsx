import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { PHOTO_UPLOAD_MAX_BYTES } from '@kesariya/shared';
import { Button } from '@/components/button';
import { controlClass } from '@/components/field';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
const MAX_MB = PHOTO_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Chooses one picture and its alt text, with a preview; `onAdd` receives them. Files too large for
 * the server are refused here, before a slow upload fails.
 */
export function PicturePicker({
  onAdd,
  busy = false,
  label = 'Add picture',
  withAlt = true,
}: {
  onAdd: (file: File, alt: string) => void | Promise<void>;
  busy?: boolean;
  label?: string;
  withAlt?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | undefined) => {
    setError('');
    if (!chosen) return setFile(null);
    if (chosen.size > PHOTO_UPLOAD_MAX_BYTES) {
      setFile(null);
      return setError(`The picture must be at most ${MAX_MB} MB`);
    }
    setFile(chosen);
  };

  const add = async () => {
    if (!file) return setError('Choose a picture first');
    await onAdd(file, alt.trim());
    setFile(null);
    setAlt('');
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-3 rounded-md border border-dashed border-line p-3 sm:flex-row sm:items-end">
      {preview ? (
        <img
          src={preview}
          alt="Preview of the chosen picture"
          className="h-32 w-24 shrink-0 rounded-sm object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
          Picture file
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          onChange={(event) => choose(event.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm"
          aria-describedby={error ? `${id}-message` : undefined}
        />
        {withAlt ? (
          <>
            <label htmlFor={`${id}-alt`} className="text-sm font-medium text-ink">
              Alt text
            </label>
            <input
              id={`${id}-alt`}
              value={alt}
              maxLength={200}
              onChange={(event) => setAlt(event.target.value)}
              placeholder="What the picture shows, e.g. front view"
              className={controlClass()}
            />
          </>
        ) : null}
        {error ? (
          <p id={`${id}-message`} className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        busy={busy}
        onClick={add}
        icon={<ImagePlus aria-hidden className="size-4" />}
      >
        {label}
      </Button>
    </div>
  );
}
