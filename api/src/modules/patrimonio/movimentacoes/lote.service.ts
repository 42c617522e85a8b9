import { randomUUID } from 'node:crypto';
import {
  centsToMoney,
  EFEITOS_LOTE,
  LOTE_BENS_MAX,
  type LoteAguardandoAceite,
  type LoteMovimentacao,
  type LoteMovimentacaoBody,
  moneyToCents,
  type RecusaLote,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { type AuditChange, recordAudits } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { type BemRow, lockBens } from '../bens/bens.repository.js';
import { toBemListFilter } from '../bens/bens.service.js';
import { clientsForList } from '../client-scope.js';
import { lockClientShared } from '../depreciacao/depreciacao.repository.js';
import {
  bemIdsOfFilter,
  clientsOfBens,
  insertMovimentacoes,
  latestDatesOf,
  updateBensCounted,
} from './lote.repository.js';
import { findTipo, type TipoMovimentacaoRow } from './movimentacoes.repository.js';
import {
  type AssetState,
  assetChangeAudit,
  changedFields,
  type MovementDecision,
  type MovementInput,
  type MovementLookups,
  movementAudit,
  movementRule,
  movementValues,
  singleLookups,
  type TransferAceites,
} from './movimentacoes.service.js';

/** How many refused assets a refusal lists (the count says how many there were in all). */
export const RECUSAS_MAX = 200;

export const loteTermoLink = (id: string) => `/patrimonio/movimentacaobem/lote/${id}/termo`;

/** A lookup shared by every asset of the batch: computed once per key (a refusal too). */
export function once<A extends unknown[], R>(f: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const seen = new Map<string, Promise<R>>();
  return (...args) => {
    const key = JSON.stringify(args);
    let p = seen.get(key);
    if (!p) {
      p = f(...args);
      // Awaited by each asset; never left unhandled when no asset asks again.
      p.catch(() => undefined);
      seen.set(key, p);
    }
    return p;
  };
}

/**
 * The lookups of a batch: the per-asset fact (the latest movement's date) read for all assets at once,
 * the rest (destination, reason, period and depreciation month) once for the batch. The rule is the single
 * movement's (`movementRule`).
 */
export async function batchLookups(db: Db, bemIds: string[]): Promise<MovementLookups> {
  const single = singleLookups(db);
  const latest = await latestDatesOf(db, bemIds);
  return {
    latest: async (bemId) => {
      const data = latest.get(bemId);
      return data ? { data } : null;
    },
    place: once(single.place),
    motivoBaixaAtivo: once(single.motivoBaixaAtivo),
    tipoIncorporacaoAtivo: once(single.tipoIncorporacaoAtivo),
    latestReversible: single.latestReversible,
    period: once((clientId: string, at: Date, valueEffect: boolean) =>
      single.period(clientId, at, valueEffect),
    ),
    valorPlausivel: single.valorPlausivel,
    servidor: once(single.servidor),
    inventario: once(single.inventario),
    congelaIncorporacoesBaixas: once(single.congelaIncorporacoesBaixas),
    contasContabeis: single.contasContabeis,
  };
}

/**
 * The refusal of a batch: nothing was written. One reason for every asset (a closed month, a destination
 * that does not exist) is answered as that reason, with its own status; otherwise 409 with each refused
 * asset and why.
 */
export function refusal(refused: Refused[], total: number, words: RefusalWords = MOVEMENT_WORDS): AppError {
  const recusas = refused.slice(0, RECUSAS_MAX).map((r) => r.recusa);
  const first = refused[0]!.error;
  if (refused.length === total && refused.every((r) => r.error.message === first.message)) {
    return new AppError(first.code, `${words.nothing}: ${first.message}`, {
      extra: { ...first.extra, recusas, recusados: refused.length },
    });
  }
  const n = refused.length;
  return new AppError(
    'CONFLICT',
    `${words.nothing}: ${n.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} ${total === 1 ? 'bem não pode' : 'bens não podem'} ${words.verb} (o motivo de cada um está na lista).`,
    { extra: { code: 'LOTE_RECUSADO', recusas, recusados: n } },
  );
}

/** How a refusal says what did not happen: a batch of movements, or of requests (decision 059). */
export type RefusalWords = { nothing: string; verb: string };
const MOVEMENT_WORDS: RefusalWords = { nothing: 'Nenhum bem foi movimentado', verb: 'ser movimentados' };

/** The assets a batch names: the ids chosen, or the ids the list's filters match (at most LOTE_BENS_MAX). */
export async function idsOf(
  db: Db,
  actor: Actor,
  body: Pick<LoteMovimentacaoBody, 'bem_ids' | 'filtros'>,
): Promise<string[]> {
  if (body.bem_ids) return [...new Set(body.bem_ids)];
  const filtros = body.filtros!;
  const clientIds = await clientsForList(db, requireLocal(actor), filtros.cliente_id);
  const ids = await bemIdsOfFilter(db, toBemListFilter(filtros, clientIds), LOTE_BENS_MAX + 1);
  if (ids.length === 0) throw notFound('Nenhum bem atende aos filtros.');
  if (ids.length > LOTE_BENS_MAX) {
    throw badRequest(
      'filtros',
      `Os filtros encontram mais de ${LOTE_BENS_MAX.toLocaleString('pt-BR')} bens: refine os filtros (até ${LOTE_BENS_MAX.toLocaleString('pt-BR')} bens por lote).`,
    );
  }
  return ids;
}

/** Groups the assets a batch changes alike (a transfer: all to one place), one update per group. */
function updateGroups(items: { bem: BemRow; decision: MovementDecision }[]) {
  const groups = new Map<string, { values: Partial<AssetState>; ids: string[] }>();
  for (const { bem, decision } of items) {
    const { keys } = changedFields(decision);
    if (keys.length === 0) continue;
    const values = Object.fromEntries(keys.map((k) => [k, decision.next[k]])) as Partial<AssetState>;
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(bem.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A refused asset of a batch: what the answer lists, and the rule's error. */
export type Refused = { recusa: RecusaLote; error: AppError };

/**
 * Every asset through `rule`, in the given order: the decisions, or the refusal listing each refused asset
 * (thrown, nothing written). A batch's checks all run before anything is written (decisions 052, 059).
 */
export async function judge<D>(
  bens: BemRow[],
  rule: (bem: BemRow) => Promise<D>,
  words?: RefusalWords,
): Promise<{ bem: BemRow; decision: D }[]> {
  const refused: Refused[] = [];
  const decided: { bem: BemRow; decision: D }[] = [];
  for (const bem of bens) {
    try {
      decided.push({ bem, decision: await rule(bem) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ recusa: { bem_id: bem.id, CodigoBEM: bem.codigoBem, motivo: error.message }, error });
    }
  }
  if (refused.length > 0) throw refusal(refused, bens.length, words);
  return decided;
}

/**
 * Books one movement of `tipo` on each of the locked assets `bens` (same client, its depreciation lock
 * held), in the caller's transaction, all carrying `loteId`: every asset checked by the single movement's
 * rule first (a refusal throws, nothing written), then the writes in bulk. The batch movements and the
 * acceptance of a batch of aceites (decision 059) both book so. Answers each asset's movement id.
 */
export async function bookBatch(
  tx: Db,
  actor: Actor,
  bens: BemRow[],
  tipo: TipoMovimentacaoRow,
  input: MovementInput,
  loteId: string | null,
): Promise<{ bem: BemRow; movementId: string }[]> {
  const lk = await batchLookups(
    tx,
    bens.map((x) => x.id),
  );
  const decided = await judge(bens, (bem) => movementRule(lk, bem, tipo, input));

  const movements = await insertMovimentacoes(
    tx,
    decided.map(({ bem, decision }) => movementValues(actor, bem, tipo, input, decision, loteId)),
  );

  for (const group of updateGroups(decided))
    await updateBensCounted(tx, bens[0]!.clientId, group.ids, group.values);

  const byBem = new Map(movements.map((x) => [x.bemId, x.id]));
  const audits: AuditChange[] = [];
  for (const { bem, decision } of decided) {
    const changed = changedFields(decision);
    if (changed.keys.length > 0) {
      audits.push(assetChangeAudit(bem, changed));
    }
    const values = { id: byBem.get(bem.id)!, data: input.data, valor: bem.valorAtual };
    audits.push(movementAudit(values, bem, tipo, null));
  }
  await recordAudits(tx, auditActor(actor), audits);
  return decided.map(({ bem }) => ({ bem, movementId: byBem.get(bem.id)! }));
}

/**
 * Batch movements (decision 052): one movement of one kind for up to LOTE_BENS_MAX assets of one client,
 * in one transaction, every asset checked by the single movement's rule; all or nothing.
 */
export function createLoteService(db: Db, aceites?: TransferAceites) {
  return {
    async register(
      actor: Actor,
      body: LoteMovimentacaoBody,
    ): Promise<{ status: 201; body: LoteMovimentacao } | { status: 202; body: LoteAguardandoAceite }> {
      const local = requireLocal(actor);
      const tipo = await findTipo(db, body.TipoMovimentacao);
      if (!tipo?.ativo) throw badRequest('TipoMovimentacao', 'Tipo de movimentação inválido.');
      if (!(EFEITOS_LOTE as readonly string[]).includes(tipo.efeito)) {
        throw badRequest(
          'TipoMovimentacao',
          `${tipo.descricao}: não pode ser registrada em lote (em lote: transferências e baixas).`,
        );
      }

      const ids = await idsOf(db, actor, body);

      const loteId = randomUUID();
      const done = await db.transaction(async (tx) => {
        const bens = (await lockBensOnce(tx, local, ids)).sort((a, b) => a.codigoBem - b.codigoBem);
        // "Now" is taken once the assets are locked: a batch that waited for another over the same assets
        // is dated after it, and refused for what it finds (not for the date order).
        const input: MovementInput = {
          TipoMovimentacao: tipo.id,
          secretaria_id: body.secretaria_id,
          setor_id: body.setor_id,
          MotivoBaixa: body.MotivoBaixa,
          processo_baixa: body.processo_baixa,
          autorizada_por: body.autorizada_por,
          Observacao: body.Observacao,
          data: body.Data ? new Date(body.Data) : new Date(),
        };
        // A transfer to another setor waits for its head's aceite (decision 062): the aceites are recorded
        // under the batch's id, after every asset was judged; nothing is booked until it is accepted.
        const aceiteIds = aceites ? await aceites.requestLote(tx, actor, bens, tipo, input, loteId) : null;
        const lote = (moved: BemRow[]): LoteMovimentacao => ({
          id: loteId,
          cliente_id: bens[0]!.clientId,
          tipo: { id: tipo.id, descricao: tipo.descricao, efeito: tipo.efeito },
          Data: iso(input.data),
          quantidade: moved.length,
          valor_total: centsToMoney(moved.reduce((sum, x) => sum + moneyToCents(x.valorAtual), 0n)),
          termo: loteTermoLink(loteId),
        });
        if (aceiteIds) return { aceiteIds, lote: lote(bens) };
        const decided = await bookBatch(tx, actor, bens, tipo, input, loteId);
        return { aceiteIds: null, lote: lote(decided.map((x) => x.bem)) };
      });
      if (!done.aceiteIds) return { status: 201, body: done.lote };
      // The batch is one item of the aceites lists: its first asset's aceite, which carries the count.
      const aceite = await aceites!.answer(actor, done.aceiteIds[0]!);
      const { termo: _termo, ...asked } = done.lote;
      return {
        status: 202,
        body: { ...asked, recebedor: aceite.recebedor, aceite, aceite_ids: done.aceiteIds },
      };
    },
  };
}
export type LoteService = ReturnType<typeof createLoteService>;

/**
 * The batch's assets locked: their client's depreciation lock first (shared; a run holds it exclusively),
 * then the rows. An asset the caller does not see is 404, assets of two clients 400.
 */
export async function lockBensOnce(tx: Db, local: ReturnType<typeof requireLocal>, ids: string[]) {
  const { clients, found } = await clientsOfBens(tx, local, ids);
  if (found !== ids.length) throw notFound('Bem patrimonial não encontrado.');
  if (clients.length > 1) {
    throw badRequest(
      'bem_ids',
      'Os bens de um lote devem ser de um mesmo cliente: escolha os de um cliente só.',
    );
  }
  await lockClientShared(tx, clients[0]!);
  const bens = await lockBens(tx, local, ids);
  if (bens.length !== ids.length) throw notFound('Bem patrimonial não encontrado.');
  return bens;
}
