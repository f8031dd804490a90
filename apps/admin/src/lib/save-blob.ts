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
