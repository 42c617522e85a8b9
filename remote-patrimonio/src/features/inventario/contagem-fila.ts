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

export type LeituraNaFila = LeituraBody & {
  inventarioId: string;
  /** The API's refusal of the request that carried it (a 4xx): kept for the counter to see, not resent. */
  recusa?: string;
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

/**
 * Sends the campaign's queue in pieces of at most LEITURAS_MAX, each removed once the API has recorded it.
 * No answer (offline, a timeout, a 5xx): the rest stays queued for the next attempt. A 4xx refuses that
 * piece (the campaign was closed, a sala left the unit…): its readings stay, marked with the reason.
 */
export async function enviarFila(api: KyInstance, inventarioId: string): Promise<Envio> {
  const pendentes = (await naFila(inventarioId)).filter((l) => !l.recusa);
  const resultado: ContagemResultado['leituras'] = [];
  let gravadas = 0;
  for (let i = 0; i < pendentes.length; i += LEITURAS_MAX) {
    const parte = pendentes.slice(i, i + LEITURAS_MAX);
    const leituras = parte.map(({ inventarioId: _, recusa: __, ...l }) => l);
    try {
      const answer = await parseJson(
        ContagemResultadoSchema,
        api.post(`patrimonio/inventario/${encodeURIComponent(inventarioId)}/contagens`, {
          json: { leituras },
          retry: 0,
        }),
      );
      await delMany(
        parte.map((l) => l.id),
        fila(),
      );
      resultado.push(...answer.leituras);
      gravadas += answer.gravadas;
    } catch (error) {
      if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) {
        const mensagem = await errorMessage(error);
        await Promise.all(parte.map((l) => set(l.id, { ...l, recusa: mensagem }, fila())));
        return { estado: 'recusado', mensagem };
      }
      return { estado: 'sem_conexao' };
    }
  }
  return { estado: 'enviado', resultado, gravadas };
}
