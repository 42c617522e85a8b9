import type { Aceite, LoteAguardandoAceite, Movimentacao, Servidor } from '@gp/shared-contracts';
import { caller, type Headers, SAMPLE, upload } from './sistema.js';
import type { TestApp } from './test-app.js';

/**
 * A type-2 movement to another setor and a type-3 movement to a servidor wait for the receiver's aceite
 * (decision 062): a fixture that needs such a movement booked asks it through the movement route and, when
 * it waits (202), records the signed paper termo as a clerk does. Every test that books one goes through
 * here, so the path a real transfer takes is the one the fixtures take.
 */

/** An answer shaped as the movement route's (status, body, json), whichever way the movement was booked. */
export type Booked = {
  statusCode: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: typed as the injected response's json(), which the tests read as they need.
  json: () => any;
};

const answer = (statusCode: number, value: unknown): Booked => ({
  statusCode,
  body: JSON.stringify(value),
  json: () => value,
});

/** Records the signed paper termo of the pending aceite `id` (the clerk's `headers`): accepted. */
export async function acceptByTermo(t: TestApp, headers: Headers, id: string): Promise<Aceite> {
  const res = await upload(t, `/patrimonio/carga/aceites/${id}/termo`, headers, {
    filename: 'termo-assinado.pdf',
    content: SAMPLE.pdf,
    contentType: 'application/pdf',
  });
  if (res.statusCode !== 200) throw new Error(`termo do aceite: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * POST /patrimonio/movimentacaobem/create, and when the movement waits for the aceite, its termo recorded:
 * answers 201 with the booked movement (as a direct movement answers), or the route's own refusal.
 */
export async function moveAccepted(
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<Booked> {
  const call = caller(t);
  const res = await call('POST', '/patrimonio/movimentacaobem/create', headers, body);
  if (res.statusCode !== 202) return res;
  const aceite = await acceptByTermo(t, headers, (res.json() as Aceite).id);
  const history = await call('GET', `/patrimonio/movimentacaobem/${body.bempatrimonial_id}`, headers);
  const booked = (history.json() as Movimentacao[]).find((m) => m.id === aceite.movimentacao_id);
  if (!booked) throw new Error(`movimentação do aceite ${aceite.id} não encontrada`);
  return answer(201, booked);
}

/**
 * POST /patrimonio/movimentacaobem/lote, and when the batch waits for the aceite, its termo recorded (one
 * termo accepts the whole batch): answers 201 with the batch as the route answers a booked one, or the
 * route's own refusal.
 */
export async function loteAccepted(
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<Booked> {
  const res = await caller(t)('POST', '/patrimonio/movimentacaobem/lote', headers, body);
  if (res.statusCode !== 202) return res;
  const { recebedor: _r, aceite, aceite_ids: _ids, ...lote } = res.json() as LoteAguardandoAceite;
  await acceptByTermo(t, headers, aceite.id);
  return answer(201, { ...lote, termo: `/patrimonio/movimentacaobem/lote/${lote.id}/termo` });
}

let heads = 0;
/**
 * Gives the setor `setorId` a head (a new servidor of the client of `headers`), who receives what is
 * transferred to it; answers the servidor.
 */
export async function giveHead(t: TestApp, headers: Headers, setorId: string): Promise<Servidor> {
  const call = caller(t);
  heads += 1;
  const created = await call('POST', '/patrimonio/servidor/create', headers, {
    nome: `Chefe do setor ${heads}`,
    matricula: `chefe-${heads}-${Date.now()}`,
  });
  if (created.statusCode !== 201) throw new Error(`servidor: ${created.statusCode} ${created.body}`);
  const servidor = created.json() as Servidor;
  const set = await call('PUT', `/patrimonio/carga/setor/${setorId}/responsavel`, headers, {
    servidor_id: servidor.id,
  });
  if (set.statusCode >= 300) throw new Error(`responsável do setor: ${set.statusCode} ${set.body}`);
  return servidor;
}
