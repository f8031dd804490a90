/** Hands a fetched file to the browser's download, as a link to it would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the object URL after the click returns; it is freed once that is done.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
