/**
 * Reads a chosen file as base64 (the upload call carries its content so), reporting the share read
 * as it goes: a 2 MB document on a slow machine takes long enough for the bar to matter.
 */
export function readFileAsBase64(file: Blob, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      const dataUrl = String(reader.result ?? '');
      onProgress(1);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
