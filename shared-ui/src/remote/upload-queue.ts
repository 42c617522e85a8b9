/**
 * Several files sent one request each (the API takes one file per request, docs/api.md), each with its own progress and
 * its own error: a refused or failed file is marked and the others go on.
 */

export type UploadStatus = 'pending' | 'uploading' | 'done' | 'error';

export type QueueItem = {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0 to 100. */
  percent: number;
  error?: string;
  /** What the API answered for a stored file (the record it made, for the areas that show it). */
  answer?: unknown;
};

export type QueuePatch = Partial<Omit<QueueItem, 'key' | 'file'>>;

/** Sends one file, reporting its progress; rejects with an Error whose message is shown on the file. */
export type SendOne = (file: File, onProgress: (percent: number) => void) => Promise<unknown>;

let nextKey = 0;

/** New pending items for chosen files. */
export function queueItems(files: readonly File[]): QueueItem[] {
  return files.map((file) => ({ key: `upload-${++nextKey}`, file, status: 'pending', percent: 0 }));
}

/** The list after one item changed. */
export function patchItem(items: readonly QueueItem[], key: string, patch: QueuePatch): QueueItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

export const UPLOAD_FALLBACK_ERROR = 'Não foi possível enviar o arquivo.';

/**
 * Sends the pending and failed items (a failed one is tried again), at most `concurrency` at a time,
 * reporting every change through `onChange`. Resolves when every item has finished, with how many were
 * sent and how many failed; it never rejects because of one file.
 */
export async function runUploadQueue(
  items: readonly QueueItem[],
  send: SendOne,
  onChange: (key: string, patch: QueuePatch) => void,
  { concurrency = 2 }: { concurrency?: number } = {},
): Promise<{ done: number; failed: number }> {
  const waiting = items.filter((item) => item.status === 'pending' || item.status === 'error');
  let done = 0;
  let failed = 0;
  let index = 0;

  const worker = async () => {
    while (index < waiting.length) {
      const item = waiting[index++];
      if (!item) break;
      onChange(item.key, { status: 'uploading', percent: 0, error: undefined });
      let last = 0;
      try {
        const answer = await send(item.file, (percent) => {
          // Progress only moves forward, and 100 is said once the server has answered.
          const next = Math.max(last, Math.min(99, Math.round(percent)));
          if (next !== last) {
            last = next;
            onChange(item.key, { percent: next });
          }
        });
        done++;
        onChange(item.key, { status: 'done', percent: 100, answer });
      } catch (error) {
        failed++;
        const message = error instanceof Error && error.message ? error.message : UPLOAD_FALLBACK_ERROR;
        onChange(item.key, { status: 'error', error: message });
      }
    }
  };

  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, waiting.length)) }, worker));
  return { done, failed };
}
