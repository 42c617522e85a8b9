import { type Inventario, type PacoteContagem, PacoteContagemSchema, parseJson } from '@gp/shared-contracts';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { KyInstance } from 'ky';

/**
 * What the counting device keeps to count where there is no network (decision 068): the campaign as its
 * page shows it and its download (GET /patrimonio/inventario/{id}/pacote: the unit's setores and salas,
 * and the expected assets unless the count is blind for the caller), in the browser's IndexedDB. The screen
 * reads its places from it, recognises a sala's label and, outside a blind count, names the asset a label
 * holds before the API answers.
 */
export type PacoteGuardado = { inventario: Inventario; pacote: PacoteContagem; baixadoEm: string };
export type BemDoPacote = NonNullable<PacoteContagem['bens']>[number];

let store: UseStore | null = null;
const pacotes = () => {
  store ??= createStore('gp-inventario-pacotes', 'pacotes');
  return store;
};

/** Downloads the campaign's places and assets and keeps them with the campaign. */
export async function baixarPacote(api: KyInstance, inventario: Inventario): Promise<PacoteGuardado> {
  const pacote = await parseJson(
    PacoteContagemSchema,
    api.get(`patrimonio/inventario/${encodeURIComponent(inventario.id)}/pacote`, { retry: 0 }),
  );
  const guardado = { inventario, pacote, baixadoEm: new Date().toISOString() };
  await set(inventario.id, guardado, pacotes());
  return guardado;
}

/** What was kept of the campaign, if it was ever downloaded on this device. */
export const pacoteGuardado = (inventarioId: string) =>
  get<PacoteGuardado>(inventarioId, pacotes()).catch(() => undefined);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The downloaded asset a label names (its QR code's id, or its number), as the API resolves it. */
export function bemDoPacote(pacote: PacoteContagem | undefined, leitura: string): BemDoPacote | undefined {
  if (!pacote?.bens) return undefined;
  const id = UUID.exec(leitura)?.[0]?.toLowerCase();
  if (id) return pacote.bens.find((b) => b[0] === id);
  const digits = leitura.replace(/\s/g, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const codigo = Number(digits);
  return pacote.bens.find((b) => b[1] === codigo);
}

/** A sala of the unit, by id, with its setor (a sala's label read offline). */
export function salaDoPacote(pacote: PacoteContagem | undefined, salaId: string) {
  for (const setor of pacote?.setores ?? []) {
    const sala = setor.salas.find((s) => s.id === salaId.toLowerCase());
    if (sala) return { setorId: setor.id, sala };
  }
  return undefined;
}
