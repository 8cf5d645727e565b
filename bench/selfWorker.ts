import { Worker } from 'node:worker_threads';

/**
 * Starts the bench file at `fileUrl` (its `import.meta.url`) again in a worker thread with
 * `workerData`. The worker loads it through tsx: a .ts entry file is not hooked in a Node 20 worker.
 */
export function startSelfWorker(fileUrl: string, workerData: unknown): Worker {
  const self = JSON.stringify(fileUrl);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${self}, ${self}));`, {
    eval: true,
    workerData,
  });
}
