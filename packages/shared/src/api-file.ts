import { refusalOf, sendApiRequest, type ApiClient, type ApiRequest } from './api-transport';
import type { ApiTransport } from './rendered-page';

/** A file the API answers (an invoice PDF, a CSV export, a photo), with the name it gives it. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition; null when the server names none. */
  fileName: string | null;
}

function attachmentName(disposition: string | null): string | null {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * A file answer, fetched with the credential in the header (never in a URL someone could copy)
 * and the session's cookie, which a plain link or <img> could not send; a refusal arrives as the
 * usual envelope and throws ApiError.
 */
export async function fetchApiFile(
  client: ApiClient,
  request: ApiRequest,
  accept = '*/*',
  transport?: ApiTransport,
): Promise<ApiFile> {
  const response = await sendApiRequest(client, request, `${accept}, application/json`, transport);
  if (!response.ok) throw await refusalOf(response);
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
}
