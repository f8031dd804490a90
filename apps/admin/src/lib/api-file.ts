import { ApiError, buildUrl, readCredential, type QueryValue } from './api-client';

/**
 * A file answer of the API (a PDF, a CSV, a shopper's photo) as a Blob: fetched with the client's
 * credential and the staff session's cookie, which a plain link or <img> could not send.
 */
export async function fetchApiFile(
  path: string,
  query?: Record<string, QueryValue>,
): Promise<Blob> {
  const headers = new Headers();
  const credential = readCredential();
  if (credential) headers.set('Authorization', `Basic ${credential}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Could not reach the server. Check the connection and try again.', 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(payload?.message || `Request failed (${response.status})`, response.status);
  }
  return response.blob();
}

/** Saves a Blob under a file name, as a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the URL to the download; it is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
