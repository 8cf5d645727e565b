/** Hands a downloaded file to the browser under its own name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the URL after click() returns
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
