import type { Aceite, LoteAguardandoAceite, Movimentacao, Servidor } from '@gp/shared-contracts';
import { caller, type Headers, multipart, SAMPLE, upload } from './sistema.js';
import type { TestApp } from './test-app.js';

/**
 * A type-2 movement to another setor and a type-3 movement to a servidor wait for the receiver's aceite
 * (decision 062): a fixture that needs such a movement booked asks it through the movement route and, when
 * it waits (202), records the signed paper termo as a clerk does. Every test that books one goes through
 * here, so the path a real transfer takes is the one the fixtures take. The API is reached in process
 * (`TestApp`) or over HTTP (a running API process: its base URL).
 */

/** An answer shaped as the route's (status, body, json), whichever way the movement was booked. */
export type Booked = {
  statusCode: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: typed as the injected response's json(), which the tests read as they need.
  json: () => any;
};

/** Where the helpers send their calls: the test application, or a running API's base URL. */
export type Reach = TestApp | string;

const answer = (statusCode: number, value: unknown): Booked => ({
  statusCode,
  body: JSON.stringify(value),
  json: () => value,
});

async function send(
  to: Reach,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<Booked> {
  if (typeof to !== 'string') return caller(to)(method, url, headers, payload);
  const res = await fetch(`${to}${url}`, {
    method,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) };
}

async function sendTermo(to: Reach, headers: Headers, url: string): Promise<Booked> {
  const file = { filename: 'termo-assinado.pdf', content: SAMPLE.pdf, contentType: 'application/pdf' };
  if (typeof to !== 'string') return upload(to, url, headers, file);
  const form = multipart(file);
  const res = await fetch(`${to}${url}`, {
    method: 'POST',
    headers: { ...headers, ...form.headers },
    body: new Uint8Array(form.payload),
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) };
}

/** Records the signed paper termo of the pending aceite `id` (the clerk's `headers`): accepted. */
export async function acceptByTermo(to: Reach, headers: Headers, id: string): Promise<Aceite> {
  const res = await sendTermo(to, headers, `/patrimonio/carga/aceites/${id}/termo`);
  if (res.statusCode !== 200) throw new Error(`termo do aceite: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * POST /patrimonio/movimentacaobem/create, and when the movement waits for the aceite, its termo recorded:
 * answers 201 with the booked movement (as a direct movement answers), or the route's own refusal.
 */
export async function moveAccepted(
  to: Reach,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<Booked> {
  const res = await send(to, headers, 'POST', '/patrimonio/movimentacaobem/create', body);
  if (res.statusCode !== 202) return res;
  const aceite = await acceptByTermo(to, headers, (res.json() as Aceite).id);
  const history = await send(to, headers, 'GET', `/patrimonio/movimentacaobem/${body.bempatrimonial_id}`);
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
  to: Reach,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<Booked> {
  const res = await send(to, headers, 'POST', '/patrimonio/movimentacaobem/lote', body);
  if (res.statusCode !== 202) return res;
  const { recebedor: _r, aceite, aceite_ids: _ids, ...lote } = res.json() as LoteAguardandoAceite;
  await acceptByTermo(to, headers, aceite.id);
  return answer(201, { ...lote, termo: `/patrimonio/movimentacaobem/lote/${lote.id}/termo` });
}

let heads = 0;
/**
 * Gives the setor `setorId` a head (a new servidor of the client of `headers`), who receives what is
 * transferred to it; answers the servidor.
 */
export async function giveHead(to: Reach, headers: Headers, setorId: string): Promise<Servidor> {
  heads += 1;
  const created = await send(to, headers, 'POST', '/patrimonio/servidor/create', {
    nome: `Chefe do setor ${heads}`,
    matricula: `chefe-${heads}-${Date.now()}`,
  });
  if (created.statusCode !== 201) throw new Error(`servidor: ${created.statusCode} ${created.body}`);
  const servidor = created.json() as Servidor;
  const set = await send(to, headers, 'PUT', `/patrimonio/carga/setor/${setorId}/responsavel`, {
    servidor_id: servidor.id,
  });
  if (set.statusCode >= 300) throw new Error(`responsável do setor: ${set.statusCode} ${set.body}`);
  return servidor;
}
