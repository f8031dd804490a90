import { useEffect, useState } from 'react';
import { fetchApiFile } from '@kesariya/shared/api-file';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/store/api';

/** The shopper's photo, fetched with the staff session (an <img> alone could not send it). */
export function ReturnPhoto({ id }: { id: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchApiFile(apiClient, { path: `admin/return/${id}/photo` }, 'image/*')
      .then(({ blob }) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((failure: unknown) => live && setError(errorMessage(failure)));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  if (error) return <p className="text-sm text-danger">{error}</p>;
  if (!url) return <div className="aspect-[3/4] w-40 animate-pulse rounded bg-ivory-deep" />;
  return (
    <img
      src={url}
      alt="The shopper's photo of the item"
      className="max-h-80 w-auto rounded border border-line"
    />
  );
}
