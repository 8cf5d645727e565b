import { saveFile } from '../files/saveFile';

/** "my-data-export-2026-11-05T10-30-00-000Z.json" (spec 001 §7: "my-data-export" plus a timestamp). */
export function exportFileName(now: Date = new Date()): string {
  return `my-data-export-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Saves `data` as a JSON file through a temporary link. */
export function downloadJson(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
