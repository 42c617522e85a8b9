import {
  type ContagemResultado,
  ContagemResultadoSchema,
  errorMessage,
  LEITURAS_MAX,
  type LeituraBody,
  parseJson,
} from '@gp/shared-contracts';
import { createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval';
import { isHTTPError, type KyInstance } from 'ky';

/**
 * The counting device's queue (docs/domain.md, "Inventário"): each label read is kept in the browser's
 * IndexedDB before anything is sent, so a reading survives a lost connection, a closed tab or a phone that
 * restarts, and is sent when the API answers again. Each reading carries the UUID made when it was read:
 * the API records it once however many times it is sent (decision 063).
 */

/** A reading's photo as the queue keeps it: the bytes already shrunk on the phone (foto-leitura.ts). */
export type FotoNaFila = { bytes: ArrayBuffer; tipo: string; nome: string };

export type LeituraNaFila = Omit<LeituraBody, 'terceiro' | 'sem_etiqueta'> & {
  terceiro?: boolean;
  sem_etiqueta?: boolean;
  inventarioId: string;
  /** The API's refusal of the request that carried it (a 4xx): kept for the counter to see, not resent. */
  recusa?: string;
  /** Its photo, sent after the reading is recorded (decision 068); an ArrayBuffer, which IndexedDB keeps. */
  foto?: FotoNaFila;
  /** The reading is recorded and only its photo waits (its next send skips the reading). */
  gravada?: boolean;
};

let store: UseStore | null = null;
const fila = () => {
  store ??= createStore('gp-inventario', 'leituras');
  return store;
};

/** Keeps a reading in the queue (before any attempt to send it). */
export async function enfileirar(leitura: LeituraNaFila): Promise<void> {
  await set(leitura.id, leitura, fila());
}

/** The campaign's readings still in the queue, oldest first. */
export async function naFila(inventarioId: string): Promise<LeituraNaFila[]> {
  // Oldest first by the device's clock: only the order this device sends in, never the campaign's.
  const all = (await entries<string, LeituraNaFila>(fila())).map(([, v]) => v);
  return all
    .filter((l) => l.inventarioId === inventarioId)
    .sort((a, b) => a.contado_em.localeCompare(b.contado_em));
}

/** Drops a refused reading the counter has seen (it was never recorded). */
export const descartar = (id: string) => del(id, fila());

export type Envio =
  | { estado: 'enviado'; resultado: ContagemResultado['leituras']; gravadas: number }
  | { estado: 'sem_conexao' }
  | { estado: 'recusado'; mensagem: string };

const recusar = (l: LeituraNaFila, mensagem: string) => set(l.id, { ...l, recusa: mensagem }, fila());
/**
 * Not an answer about the readings: no connection, a timeout, a 5xx, or a 401 (a token that ran out while
 * offline, renewed by the host when the network returns; decision 068). They are sent again later.
 */
const noAnswer = (error: unknown) =>
  !(isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) ||
  error.response.status === 401;

/**
 * Sends the photos of recorded readings, one request each; each reading leaves the queue with its photo.
 * No answer: it stays (recorded, `gravada`) and only the photo goes next time. A refusal (too large, not an
 * image, the campaign closed) keeps it with the reason, as a refused reading.
 */
async function enviarFotos(api: KyInstance, inventarioId: string, leituras: LeituraNaFila[]) {
  for (const l of leituras) {
    if (!l.foto) continue;
    const form = new FormData();
    form.append('file', new Blob([l.foto.bytes], { type: l.foto.tipo }), l.foto.nome);
    try {
      await api.post(
        `patrimonio/inventario/${encodeURIComponent(inventarioId)}/contagens/${encodeURIComponent(l.id)}/foto`,
        { body: form, retry: 0 },
      );
      await del(l.id, fila());
    } catch (error) {
      if (noAnswer(error)) return { estado: 'sem_conexao' as const };
      const mensagem = `A foto não foi aceita: ${await errorMessage(error)}`;
      await recusar(l, mensagem);
      return { estado: 'recusado' as const, mensagem };
    }
  }
  return null;
}

/**
 * Sends the campaign's queue in pieces of at most LEITURAS_MAX, each removed once the API has recorded it
 * (a reading with a photo once its photo is sent too). No answer (offline, a timeout, a 5xx): the rest
 * stays queued for the next attempt. A 4xx refuses that piece (the campaign was closed, a sala left the
 * unit…): its readings stay, marked with the reason, for the counter to see.
 */
export async function enviarFila(api: KyInstance, inventarioId: string): Promise<Envio> {
  const pendentes = (await naFila(inventarioId)).filter((l) => !l.recusa && !l.gravada);
  const resultado: ContagemResultado['leituras'] = [];
  let gravadas = 0;
  for (let i = 0; i < pendentes.length; i += LEITURAS_MAX) {
    const parte = pendentes.slice(i, i + LEITURAS_MAX);
    const leituras = parte.map(({ inventarioId: _, recusa: __, foto: ___, gravada: ____, ...l }) => l);
    try {
      const answer = await parseJson(
        ContagemResultadoSchema,
        api.post(`patrimonio/inventario/${encodeURIComponent(inventarioId)}/contagens`, {
          json: { leituras },
          retry: 0,
        }),
      );
      await delMany(
        parte.filter((l) => !l.foto).map((l) => l.id),
        fila(),
      );
      await Promise.all(parte.filter((l) => l.foto).map((l) => set(l.id, { ...l, gravada: true }, fila())));
      resultado.push(...answer.leituras);
      gravadas += answer.gravadas;
    } catch (error) {
      if (!noAnswer(error)) {
        const mensagem = await errorMessage(error);
        await Promise.all(parte.map((l) => recusar(l, mensagem)));
        return { estado: 'recusado', mensagem };
      }
      return { estado: 'sem_conexao' };
    }
  }
  const comFoto = (await naFila(inventarioId)).filter((l) => l.gravada && l.foto && !l.recusa);
  const fotos = await enviarFotos(api, inventarioId, comFoto);
  if (fotos) return fotos;
  return { estado: 'enviado', resultado, gravadas };
}
