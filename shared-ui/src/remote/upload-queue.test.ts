import { describe, expect, it } from 'vitest';
import { patchItem, type QueueItem, type QueuePatch, queueItems, runUploadQueue } from './upload-queue.js';

const file = (name: string) => new File(['conteúdo'], name, { type: 'application/pdf' });

/** Runs the queue and keeps the items as a screen would, plus every change in order. */
async function run(
  items: QueueItem[],
  send: (file: File, onProgress: (percent: number) => void) => Promise<unknown>,
  concurrency?: number,
) {
  let state = items;
  const changes: { name: string; patch: QueuePatch }[] = [];
  const result = await runUploadQueue(
    items,
    send,
    (key, patch) => {
      state = patchItem(state, key, patch);
      changes.push({ name: items.find((i) => i.key === key)?.file.name ?? '?', patch });
    },
    { concurrency },
  );
  return { result, state, changes };
}

describe('upload queue', () => {
  it('sends one request per file and reports each file its own progress', async () => {
    const items = queueItems([file('foto.jpg'), file('nota.pdf')]);
    const sent: string[] = [];
    const { result, state, changes } = await run(items, async (f, onProgress) => {
      sent.push(f.name);
      onProgress(30);
      onProgress(80);
      onProgress(100);
    });
    expect(sent).toEqual(['foto.jpg', 'nota.pdf']);
    expect(result).toEqual({ done: 2, failed: 0 });
    expect(state.map((i) => [i.file.name, i.status, i.percent])).toEqual([
      ['foto.jpg', 'done', 100],
      ['nota.pdf', 'done', 100],
    ]);
    const fotoProgress = changes
      .filter((c) => c.name === 'foto.jpg' && c.patch.percent !== undefined)
      .map((c) => c.patch.percent);
    // The bytes' 100 % waits for the server's answer: the bar reads 99 until the file is stored.
    expect(fotoProgress).toEqual([0, 30, 80, 99, 100]);
  });

  it('marks a refused file with its own message and goes on with the others', async () => {
    const items = queueItems([file('a.pdf'), file('virus.exe'), file('c.pdf')]);
    const { result, state } = await run(
      items,
      async (f, onProgress) => {
        onProgress(50);
        if (f.name === 'virus.exe') throw new Error('Tipo de arquivo não permitido.');
      },
      1,
    );
    expect(result).toEqual({ done: 2, failed: 1 });
    expect(state.map((i) => [i.file.name, i.status, i.error])).toEqual([
      ['a.pdf', 'done', undefined],
      ['virus.exe', 'error', 'Tipo de arquivo não permitido.'],
      ['c.pdf', 'done', undefined],
    ]);
    // The failed file keeps the progress it reached.
    expect(state[1]?.percent).toBe(50);
  });

  it('survives a failure that is not an Error and a rejected network call', async () => {
    const items = queueItems([file('a.pdf'), file('b.pdf')]);
    const { state } = await run(items, async (f) => {
      if (f.name === 'a.pdf') throw 'queda';
    });
    expect(state.map((i) => [i.status, i.error])).toEqual([
      ['error', 'Não foi possível enviar o arquivo.'],
      ['done', undefined],
    ]);
  });

  it('runs at most `concurrency` requests at a time', async () => {
    const items = queueItems(['1', '2', '3', '4', '5'].map((n) => file(`${n}.pdf`)));
    let running = 0;
    let peak = 0;
    await run(
      items,
      async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
      },
      2,
    );
    expect(peak).toBe(2);
  });

  it('sends again only what failed, leaving what was stored alone', async () => {
    const items: QueueItem[] = queueItems([file('ok.pdf'), file('falhou.pdf')]);
    const retried = items.map((i, n) =>
      n === 0 ? { ...i, status: 'done' as const, percent: 100 } : { ...i, status: 'error' as const },
    );
    const sent: string[] = [];
    const { state } = await run(retried, async (f) => {
      sent.push(f.name);
    });
    expect(sent).toEqual(['falhou.pdf']);
    expect(state.map((i) => i.status)).toEqual(['done', 'done']);
  });

  it("keeps each stored file's answer, so a screen can link to the record it made", async () => {
    const items = queueItems([file('nota-1.xml'), file('nota-2.xml')]);
    const { state } = await run(items, async (f) => {
      if (f.name === 'nota-2.xml') throw new Error('Arquivo recusado.');
      return { id: 'nota-1' };
    });
    expect(state.map((i) => [i.status, i.answer])).toEqual([
      ['done', { id: 'nota-1' }],
      ['error', undefined],
    ]);
  });
});
