import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { saveFile } from '@portal/ui-shared';

/** A file the data provider fetched, with the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export interface DownloadWords {
  /** the notice once saved, e.g. `Results downloaded as ${filename}` */
  done: (filename: string) => string;
  /** the notice's start when it failed, e.g. 'Download failed' (the reason follows) */
  failed: string;
}

/**
 * An export button's download: which one is pending, the file saved under its name, a notice either
 * way; leaving the page cancels a download nobody will see.
 */
export function useFileDownload<K extends string>(words: DownloadWords) {
  const notify = useNotify();
  const [pending, setPending] = useState<K | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const download = async (key: K, fetchFile: (signal: AbortSignal) => Promise<DownloadedFile>) => {
    const current = new AbortController();
    controller.current = current;
    setPending(key);
    try {
      const { blob, filename } = await fetchFile(current.signal);
      saveFile(blob, filename);
      notify(words.done(filename), { type: 'success' });
    } catch (error) {
      if (!current.signal.aborted) {
        const message = error instanceof Error && error.message ? error.message : words.failed;
        notify(`${words.failed}: ${message}`, { type: 'error' });
      }
    } finally {
      setPending(null);
    }
  };

  return { pending, download };
}
