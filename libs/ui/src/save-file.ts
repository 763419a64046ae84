import type { DownloadedFile } from '@shop/contracts';

/** Hands a downloaded file to the browser's save, under the name the server gave it. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The save has started from the click; the object URL is let go once it had time to be read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
