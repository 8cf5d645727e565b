/** "my-data-export-2026-11-05T10-30-00-000Z.json" (spec 001 §7: "my-data-export" plus a timestamp). */
export function exportFileName(now: Date = new Date()): string {
  return `my-data-export-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Saves `data` as a JSON file through a temporary link. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
