import { randomUUID } from 'node:crypto';
import {
  type Aceite,
  type AceiteListQuery,
  type CreateCautelaBody,
  type CreateTransferenciaBody,
  type DevolucaoLote,
  type DevolucaoLoteBody,
  hasRule,
  type LoteCarga,
  type LoteCargaBody,
  type RecusaBody,
  type TIPOS_PEDIDO_CARGA,
} from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import type { aceites } from '../../../db/schema-patrimonio.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit, recordAudits } from '../../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../../auth/actor.js';
import { allows } from '../../auth/area-access.js';
import type { FilesService, IncomingFile } from '../../files/files.service.js';
import { closedAsset } from '../bens/bem-for-detail.js';
import { type BemRow, findBem, lockBem, lockBens } from '../bens/bens.repository.js';
import { clientsForList } from '../client-scope.js';
import { lockClientShared } from '../depreciacao/depreciacao.repository.js';
import { aceiteLiquidado } from '../inventario/liquidacao.repository.js';
import { batchLookups, bookBatch, idsOf, judge, lockBensOnce, once } from '../movimentacoes/lote.service.js';
import {
  findTipo,
  TIPO_RETORNO_CAUTELA,
  TIPO_SAIDA_CAUTELA,
  type TipoMovimentacaoRow,
} from '../movimentacoes/movimentacoes.repository.js';
import {
  bookMovement,
  type MovementInput,
  type MovementLookups,
  movementRule,
  singleLookups,
  type TransferAceites,
} from '../movimentacoes/movimentacoes.service.js';
import { TERMO_ISSUE_ACCESS } from '../termos/termos-access.js';
import {
  type AceiteFilter,
  type AceiteValues,
  type AceiteWithRefs,
  acceptLote,
  countAceites,
  findAceite,
  insertAceite,
  insertAceites,
  listAceites,
  lockAceite,
  lockAceites,
  lockLote,
  openOfBem,
  openOfBens,
  pageAceites,
  refuseLote,
  returnAceites,
  updateAceite,
} from './aceites.repository.js';
import type { CargaEmails } from './carga.emails.js';
import { setorWithHead } from './carga.repository.js';
import { toServidorRef } from './servidores.mapper.js';
import {
  findServidor,
  type ServidorRow,
  servidoresOfUser,
  servidorIdsOfUser,
} from './servidores.repository.js';

type AceiteRow = typeof aceites.$inferSelect;

export { TIPO_RETORNO_CAUTELA, TIPO_SAIDA_CAUTELA };

const TIPO_TRANSFERENCIA_RESPONSABILIDADE = 3;
/** The transfer of place (secretaria/setor) a `transferencia_local` aceite books (decision 062). */
const TIPO_TRANSFERENCIA_LOCAL = 2;

/** The movement type an accepted aceite books, by its kind. */
const TIPO_DO_ACEITE: Record<string, number> = {
  cautela: TIPO_SAIDA_CAUTELA,
  transferencia: TIPO_TRANSFERENCIA_RESPONSABILIDADE,
  transferencia_local: TIPO_TRANSFERENCIA_LOCAL,
};

const notFoundAceite = () => notFound('Cautela ou transferência não encontrada.');
const today = () => brazilDate(new Date());

type Caller = { userId: string; local: ActorLocation | null };

/**
 * What a caller may do with an aceite: the one function the answers' flags and the checks both use
 * (docs/domain.md, "Carga patrimonial"; decision 037). Only the receiver, with a login, accepts or refuses
 * in the app; a clerk (custody:update) records the signed paper termo and registers a cautela's return.
 */
export function aceiteActions(
  caller: Caller,
  row: Pick<AceiteWithRefs, 'aceite'> & { recebedor: { userId: string | null } },
) {
  const clerk =
    caller.local !== null &&
    hasRule({ flags: caller.local.flags, rules: caller.local.rules }, 'custody:update');
  const pendente = row.aceite.estado === 'pendente';
  return {
    aceitar: pendente && row.recebedor.userId !== null && row.recebedor.userId === caller.userId,
    registrarTermo: pendente && clerk,
    devolver: row.aceite.tipo === 'cautela' && row.aceite.estado === 'aceito' && clerk,
    // An accepted batch's termo lists all its assets (POST /patrimonio/movimentacaobem/lote/{id}/termo).
    termoLote:
      row.aceite.loteId !== null &&
      (row.aceite.estado === 'aceito' || row.aceite.estado === 'devolvido') &&
      caller.local !== null &&
      allows(caller.local, TERMO_ISSUE_ACCESS),
  };
}

export function toAceite(row: AceiteWithRefs, caller: Caller | null, on = today()): Aceite {
  const a = row.aceite;
  const can = caller
    ? aceiteActions(caller, row)
    : { aceitar: false, registrarTermo: false, devolver: false, termoLote: false };
  return {
    id: a.id,
    cliente_id: a.clientId,
    tipo: a.tipo as Aceite['tipo'],
    estado: a.estado as Aceite['estado'],
    bem: { id: row.bem.id, CodigoBEM: row.bem.codigoBem, descricao: row.bem.descricao },
    responsavel: row.responsavel?.id
      ? toServidorRef(row.responsavel as Parameters<typeof toServidorRef>[0])
      : null,
    recebedor: toServidorRef(row.recebedor),
    motivo: a.motivo,
    destino: a.destino,
    data_prevista_retorno: a.dataPrevistaRetorno,
    forma: a.forma,
    arquivo_id: a.arquivoId,
    motivo_recusa: a.motivoRecusa,
    decidido_em: a.decididoEm ? iso(a.decididoEm) : null,
    devolvido_em: a.devolvidoEm ? iso(a.devolvidoEm) : null,
    movimentacao_id: a.movimentacaoId,
    atrasada:
      a.tipo === 'cautela' &&
      a.estado === 'aceito' &&
      a.dataPrevistaRetorno !== null &&
      a.dataPrevistaRetorno < on,
    pode_aceitar: can.aceitar,
    pode_registrar_termo: can.registrarTermo,
    pode_devolver: can.devolver,
    pode_emitir_termo_lote: can.termoLote,
    lote: a.loteId ? { id: a.loteId, quantidade: row.loteQuantidade ?? 0 } : null,
    destino_local:
      a.tipo === 'transferencia_local' && a.secretariaId && a.setorId
        ? {
            secretaria_id: a.secretariaId,
            setor_id: a.setorId,
            data: iso(a.dataMovimentacao ?? a.createdAt),
          }
        : null,
    created_at: iso(a.createdAt),
  };
}

/** The context of the plain functions other areas call (notifications, dashboard). */
export type CargaContext = { db: ReadDb };

/**
 * Pending aceites: those waiting for a receiver with a login (`receiverUserId`: the bell of that user), or
 * every pending one of a client (`clientId`: the clerk's list). Newest first, at most 1,000.
 */
export async function listPendingAceites(
  ctx: CargaContext,
  who: { receiverUserId: string; clientId?: string } | { clientId: string },
): Promise<Aceite[]> {
  const filter: AceiteFilter = { clientIds: [], estado: 'pendente' };
  if ('receiverUserId' in who) {
    const rows = await servidoresOfUser(ctx.db, who.receiverUserId, who.clientId);
    if (rows.length === 0) return [];
    filter.clientIds = [...new Set(rows.map((r) => r.clientId))];
    filter.recebedorIds = rows.map((r) => r.id);
  } else filter.clientIds = [who.clientId];
  return oneOfEachLote(await listAceites(ctx.db, filter)).map((r) => toAceite(r, null));
}

/**
 * A batch is one item of the pending lists (the bell, the dashboard): its first aceite, which carries the
 * batch's count (decision 059); deciding it decides the batch.
 */
function oneOfEachLote(rows: AceiteWithRefs[]) {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const lote = r.aceite.loteId;
    if (!lote) return true;
    if (seen.has(lote)) return false;
    seen.add(lote);
    return true;
  });
}

/** What the rule of a request reads besides the asset: one query each alone, read once for a batch. */
export type AceiteLookups = {
  /** The asset's open item (pending, or a cautela out), if any. */
  open(bemId: string): Promise<{ tipo: string; estado: string } | null>;
  /** A servidor of the client (the receiver), or null. */
  servidor(clientId: string, id: string): Promise<ServidorRow | null>;
};

const singleAceiteLookups = (db: ReadDb): AceiteLookups => ({
  open: (bemId) => openOfBem(db, bemId),
  servidor: (clientId, id) => findServidor(db as Db, { clientId }, id),
});

/** A batch's lookups: the open items of all its assets in one query, the receiver once. */
async function batchAceiteLookups(db: Db, bemIds: string[]): Promise<AceiteLookups> {
  const open = await openOfBens(db, bemIds);
  return {
    open: async (bemId) => open.get(bemId) ?? null,
    servidor: once((clientId: string, id: string) => findServidor(db, { clientId }, id)),
  };
}

/** A request of cautela or transfer, as the single request and a batch ask it. */
export type AceiteRequest = {
  tipo: (typeof TIPOS_PEDIDO_CARGA)[number];
  recebedorId: string;
  motivo: string | null;
  destino?: string | null;
  dataPrevistaRetorno?: string | null;
  solicitadoPor: string;
  /** The body's field naming the receiver (a refusal of it points there). */
  campoRecebedor: 'recebedor_id' | 'responsavel_id';
};

/**
 * The rule of a request for one asset (docs/domain.md, "Carga patrimonial"): the asset not baixado, with
 * nothing open (pending, or out in a cautela); the receiver an active servidor of the asset's client; a
 * cautela's return not past; a transfer to someone else than the current responsável. Throws the AppError
 * the request answers; writes nothing. The single request and every asset of a batch go through it.
 */
export async function aceiteRule(
  lk: AceiteLookups,
  bem: Pick<BemRow, 'id' | 'clientId' | 'situacao' | 'responsavelId'>,
  req: AceiteRequest,
): Promise<AceiteValues> {
  if (bem.situacao === 'baixado') throw closedAsset();
  const open = await lk.open(bem.id);
  if (open) throw openConflict(open.tipo, open.estado);
  const servidor = await lk.servidor(bem.clientId, req.recebedorId);
  if (!servidor) throw badRequest(req.campoRecebedor, 'O recebedor não é um servidor deste cliente.');
  if (!servidor.ativo) throw new AppError('CONFLICT', `O servidor "${servidor.nome}" está inativo.`);
  if (req.tipo === 'cautela' && (req.dataPrevistaRetorno ?? '') < today()) {
    throw badRequest('data_prevista_retorno', 'A data prevista de retorno não pode ser passada.');
  }
  if (req.tipo === 'transferencia' && servidor.id === bem.responsavelId)
    throw new AppError('CONFLICT', 'Este já é o responsável pelo bem.');
  return {
    clientId: bem.clientId,
    tipo: req.tipo,
    bemId: bem.id,
    responsavelId: bem.responsavelId,
    recebedorId: servidor.id,
    motivo: req.motivo,
    destino: req.tipo === 'cautela' ? (req.destino ?? null) : null,
    dataPrevistaRetorno: req.tipo === 'cautela' ? (req.dataPrevistaRetorno ?? null) : null,
    solicitadoPor: req.solicitadoPor,
  };
}

/** Accepted cautelas past their expected return, of a client (optionally of one responsável). */
export async function listOverdueCautelas(
  ctx: CargaContext,
  who: { clientId: string; responsavelId?: string },
): Promise<Aceite[]> {
  const rows = await listAceites(ctx.db, {
    clientIds: [who.clientId],
    responsavelId: who.responsavelId,
    atrasadasEm: today(),
  });
  return rows.map((r) => toAceite(r, null));
}

/**
 * What the aceites list reads for a caller (GET /patrimonio/carga/aceites): the clients in scope, and,
 * without custody:read (or with `minhas`), only what went to the caller as receiver. An empty
 * `recebedorIds` means nothing.
 */
async function listFilter(
  ctx: CargaContext,
  actor: Actor,
  q: Omit<AceiteListQuery, 'page' | 'limit'>,
): Promise<AceiteFilter> {
  const local = requireLocal(actor);
  const clientIds = await clientsForList(ctx.db, local, q.cliente_id ?? undefined);
  const clerk = hasRule({ flags: local.flags, rules: local.rules }, 'custody:read');
  const filter: AceiteFilter = {
    clientIds,
    tipo: q.tipo,
    estado: q.estado,
    recebedorIds: q.recebedor_id ? [q.recebedor_id] : undefined,
    responsavelId: q.responsavel_id ?? undefined,
    bemId: q.bempatrimonial_id ?? undefined,
    atrasadasEm: q.atrasadas ? today() : undefined,
  };
  // Without the rule a caller sees only what waits for (or went to) the caller as receiver.
  if (q.minhas || !clerk) {
    const mine = await servidorIdsOfUser(ctx.db, clientIds, actor.userId);
    filter.recebedorIds = q.recebedor_id ? mine.filter((x) => x === q.recebedor_id) : mine;
  }
  return filter;
}

/**
 * How many overdue cautelas the caller's aceites list shows with `atrasadas=true` (the dashboard's
 * "Cautelas vencidas"): the same filter, so the card's figure is the list it opens.
 */
export async function countOverdueCautelas(ctx: CargaContext, actor: Actor): Promise<number> {
  const filter = await listFilter(ctx, actor, { atrasadas: true });
  if (filter.recebedorIds?.length === 0) return 0;
  return countAceites(ctx.db, filter);
}

/**
 * Cautelas and transferências de responsabilidade and their aceite (docs/domain.md, "Carga patrimonial"):
 * asked by a clerk, completed only by the receiver's aceite (in the app, or the signed paper termo a clerk
 * uploads), refused with a reason; an accepted cautela is out until its return.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createAceitesService(deps: { db: Db; files: FilesService; emails?: CargaEmails }) {
  const { db, files } = deps;

  async function visible(actor: Actor, id: string) {
    const row = await findAceite(db, requireLocal(actor), id);
    if (!row) throw notFoundAceite();
    return row;
  }

  /** A request for one asset of the caller's scope, checked by `aceiteRule`, then recorded. */
  async function request(actor: Actor, bemId: string, req: AceiteRequest) {
    const bem = await findBem(db, requireLocal(actor), bemId);
    if (!bem) throw notFound('Bem patrimonial não encontrado.');
    return created(actor, await aceiteRule(singleAceiteLookups(db), bem, req));
  }

  async function created(actor: Actor, values: Parameters<typeof insertAceite>[1]) {
    const id = await db.transaction(async (tx) => {
      const row = await insertAceite(tx, values);
      await recordAudit(tx, auditActor(actor), {
        action: 'create',
        entity: 'aceite',
        entityId: row.id,
        after: { tipo: row.tipo, bem_id: row.bemId, recebedor_id: row.recebedorId },
        clientId: row.clientId,
      });
      return row.id;
    });
    const aceite = toAceite(await visible(actor, id), actor);
    // The request is recorded; its e-mail is a nicety the bell repeats, so a queue that refuses it
    // (a database hiccup) does not turn a recorded request into an error.
    await deps.emails?.aceitePendente(aceite, values.recebedorId).catch(() => undefined);
    return aceite;
  }

  /**
   * The decision on a pending aceite, in one transaction with the aceite's row locked: accepted, the
   * movement is booked (the cautela's exit, the transfer); refused, nothing moves.
   */
  async function decide(
    actor: Actor,
    id: string,
    check: (row: AceiteWithRefs) => void,
    decision:
      | { estado: 'aceito'; forma: 'app' | 'termo'; arquivoId?: string }
      | { estado: 'recusado'; motivo: string },
  ) {
    const local = requireLocal(actor);
    await db.transaction(async (tx) => {
      // A batch's aceites are locked all, in id order, before any one of them: two decisions on two
      // aceites of one batch wait for each other instead of deadlocking.
      const loteId = (await findAceite(tx, local, id))?.aceite.loteId;
      if (loteId) await lockLote(tx, local, loteId);
      else await lockAceite(tx, id);
      const row = await findAceite(tx, local, id);
      if (!row) throw notFoundAceite();
      if (row.aceite.loteId && row.aceite.estado === 'pendente') {
        check(row);
        await decideLote(tx, actor, row, decision);
        return;
      }
      if (row.aceite.estado !== 'pendente') {
        throw new AppError(
          'CONFLICT',
          `Esta ${kindWord(row.aceite.tipo)} não aguarda aceite (${row.aceite.estado}).`,
        );
      }
      check(row);
      const base = { decididoEm: new Date(), decididoPor: actor.userId };
      if (decision.estado === 'recusado') {
        await updateAceite(tx, id, { ...base, estado: 'recusado', motivoRecusa: decision.motivo });
      } else {
        const movimentacaoId = await book(tx, actor, row, TIPO_DO_ACEITE[row.aceite.tipo]!);
        await updateAceite(tx, id, {
          ...base,
          estado: 'aceito',
          forma: decision.forma,
          arquivoId: decision.arquivoId ?? null,
          movimentacaoId,
        });
      }
      await recordAudit(tx, auditActor(actor), {
        action: 'update',
        entity: 'aceite',
        entityId: id,
        before: { estado: 'pendente' },
        after:
          decision.estado === 'recusado'
            ? { estado: 'recusado', motivo_recusa: decision.motivo }
            : { estado: 'aceito', forma: decision.forma },
        clientId: row.aceite.clientId,
      });
    });
    return toAceite(await visible(actor, id), actor);
  }

  /**
   * The decision on a whole batch (decision 059), in the transaction of `decide`: its aceites locked in
   * id order; accepted, every asset's movement booked in bulk by the single movement's rule (all or
   * nothing: a refused asset refuses the acceptance, with each asset and why), carrying the batch's id
   * (its termo); refused, nothing moves.
   */
  async function decideLote(
    tx: Db,
    actor: Actor,
    row: AceiteWithRefs,
    decision: Parameters<typeof decide>[3],
  ) {
    const local = requireLocal(actor);
    const loteId = row.aceite.loteId!;
    const clientId = row.aceite.clientId;
    const rows = await lockLote(tx, local, loteId);
    const base = { decididoEm: new Date(), decididoPor: actor.userId };
    if (decision.estado === 'recusado') {
      await refuseLote(tx, loteId, { ...base, motivoRecusa: decision.motivo });
    } else {
      await lockClientShared(tx, clientId);
      const bemIds = rows.map((r) => r.bemId);
      const bens = (await lockBens(tx, { clientId }, bemIds)).sort((a, b) => a.codigoBem - b.codigoBem);
      const tipo = await findTipo(tx, TIPO_DO_ACEITE[row.aceite.tipo]!);
      if (!tipo) throw new AppError('CONFLICT', 'Tipo de movimentação da carga não cadastrado.');
      await bookBatch(tx, actor, bens, tipo, movementOf(row, tipo.id), loteId);
      await acceptLote(tx, loteId, {
        forma: decision.forma,
        arquivoId: decision.arquivoId ?? null,
        ...base,
      });
    }
    await recordAudits(
      tx,
      auditActor(actor),
      rows.map((r) => ({
        action: 'update',
        entity: 'aceite',
        entityId: r.id,
        before: { estado: 'pendente' },
        after:
          decision.estado === 'recusado'
            ? { estado: 'recusado', motivo_recusa: decision.motivo, lote_id: loteId }
            : { estado: 'aceito', forma: decision.forma, lote_id: loteId },
        clientId,
      })),
    );
  }

  /** Books the movement of an aceite on the locked asset (the rules of every movement apply). */
  async function book(tx: Db, actor: Actor, row: AceiteWithRefs, tipoId: number) {
    await lockClientShared(tx, row.aceite.clientId);
    const bem = await lockBem(tx, { clientId: row.aceite.clientId }, row.aceite.bemId);
    if (!bem) throw notFound('Bem patrimonial não encontrado.');
    const tipo = await findTipo(tx, tipoId);
    if (!tipo) throw new AppError('CONFLICT', 'Tipo de movimentação da carga não cadastrado.');
    const { movementId } = await bookMovement(tx, actor, bem, tipo, movementOf(row, tipo.id));
    // A transfer an inventory's settlement asked: the movement keeps the campaign as its origin.
    await aceiteLiquidado(tx, row.aceite.id, movementId);
    return movementId;
  }

  const onlyReceiver = (actor: Actor, verb: string) => (row: AceiteWithRefs) => {
    if (!aceiteActions(actor, row).aceitar) {
      throw forbidden(
        row.recebedor.userId
          ? `Só o recebedor (${row.recebedor.nome}) pode ${verb}.`
          : `${row.recebedor.nome} não tem login: o aceite é registrado pelo termo assinado em papel.`,
      );
    }
  };

  /**
   * The return of many accepted cautelas at once (decision 062), in the caller's transaction, their
   * aceites locked in id order: each must be an accepted cautela still out that the caller may return
   * (`aceiteActions().devolver`, the single return's check), or nothing is written and the answer lists
   * each refused asset and why; then every asset's "Retorno de cautela" is booked by the single movement's
   * rule in bulk (`bookBatch`) and the cautelas closed in one statement.
   */
  async function devolverMuitas(tx: Db, actor: Actor, locked: AceiteRow[]) {
    const local = requireLocal(actor);
    const clients = [...new Set(locked.map((a) => a.clientId))];
    if (clients.length > 1)
      throw badRequest('aceite_ids', 'As cautelas devolvidas juntas devem ser de um mesmo cliente.');
    const clientId = clients[0]!;
    const bemIds = [...new Set(locked.map((a) => a.bemId))];
    await lockClientShared(tx, clientId);
    const bens = (await lockBens(tx, { clientId }, bemIds)).sort((a, b) => a.codigoBem - b.codigoBem);
    const byBem = new Map<string, AceiteRow[]>();
    for (const a of locked) byBem.set(a.bemId, [...(byBem.get(a.bemId) ?? []), a]);
    await judge(
      bens,
      async (bem) => {
        for (const aceite of byBem.get(bem.id) ?? []) {
          if (aceite.tipo !== 'cautela' || aceite.estado !== 'aceito')
            throw new AppError('CONFLICT', NOT_OUT);
          // The return does not depend on the receiver: only on the cautela and the caller's rule.
          if (
            !aceiteActions({ userId: actor.userId, local }, { aceite, recebedor: { userId: null } }).devolver
          )
            throw forbidden();
        }
      },
      { nothing: 'Nenhuma devolução foi registrada', verb: 'ser devolvidos' },
    );
    const tipo = await findTipo(tx, TIPO_RETORNO_CAUTELA);
    if (!tipo) throw new AppError('CONFLICT', 'Tipo de movimentação da carga não cadastrado.');
    // One observation for all: the request's, as each single return says, when they are one request's.
    const first = locked[0]!;
    const oneLote = locked.every((a) => a.loteId !== null && a.loteId === first.loteId);
    const input: MovementInput =
      locked.length === 1 || oneLote
        ? movementOf((await findAceite(tx, local, first.id))!, tipo.id)
        : {
            TipoMovimentacao: tipo.id,
            Observacao: 'Devolução de cautelas registrada em lote.',
            data: new Date(),
          };
    const booked = await bookBatch(tx, actor, bens, tipo, input, null);
    await returnAceites(
      tx,
      locked.map((a) => a.id),
      input.data,
    );
    await recordAudits(
      tx,
      auditActor(actor),
      locked.map((a) => ({
        action: 'update',
        entity: 'aceite',
        entityId: a.id,
        before: { estado: 'aceito' },
        after: { estado: 'devolvido', em_lote: true },
        clientId,
      })),
    );
    return { cliente_id: clientId, quantidade: booked.length };
  }

  /** The pending aceites of a movement (one, or a batch's), recorded in its transaction, with their audit. */
  async function recordPending(tx: Db, actor: Actor, values: AceiteValues[]) {
    const rows = await insertAceites(tx, values);
    await recordAudits(
      tx,
      auditActor(actor),
      rows.map((r, i) => ({
        action: 'create',
        entity: 'aceite',
        entityId: r.id,
        after: {
          tipo: values[i]!.tipo,
          bem_id: r.bemId,
          recebedor_id: values[i]!.recebedorId,
          ...(values[i]!.loteId ? { lote_id: values[i]!.loteId } : {}),
        },
        clientId: values[i]!.clientId,
      })),
    );
    return rows;
  }

  /**
   * The movements that wait for an aceite (decision 062), as the movement routes call them: a type 2 to
   * another setor (`transferenciaLocalRule`, its head receives), a type 3 to a servidor (the movement's
   * rule, then the request's, `aceiteRule`). Corrections by support stay direct.
   */
  const movimentos: TransferAceites = {
    async request(tx, actor, bem, tipo, input) {
      if (requireLocal(actor).flags.isSuporte) return null;
      let values: AceiteValues | null = null;
      if (tipo.id === TIPO_TRANSFERENCIA_LOCAL) {
        values = await transferenciaLocalRule(
          singleTransferenciaLocalLookups(tx),
          bem,
          tipo,
          input,
          actor.userId,
        );
      } else if (tipo.id === TIPO_TRANSFERENCIA_RESPONSABILIDADE && input.responsavel_id) {
        await movementRule(singleLookups(tx), bem, tipo, input);
        values = await aceiteRule(singleAceiteLookups(tx), bem, {
          tipo: 'transferencia',
          recebedorId: input.responsavel_id,
          motivo: input.Observacao ?? null,
          solicitadoPor: actor.userId,
          campoRecebedor: 'responsavel_id',
        });
      }
      if (!values) return null;
      const [row] = await recordPending(tx, actor, [values]);
      return row!.id;
    },

    async requestLote(tx, actor, bens, tipo, input, loteId) {
      if (requireLocal(actor).flags.isSuporte || tipo.id !== TIPO_TRANSFERENCIA_LOCAL || !input.setor_id)
        return null;
      // The destination setor and its head read once; every asset judged before anything is written.
      const lk = await batchTransferenciaLocalLookups(
        tx,
        bens.map((b) => b.id),
      );
      const decided = await judge(bens, (bem) => transferenciaLocalRule(lk, bem, tipo, input, actor.userId));
      const values = decided.map((d) => d.decision).filter((x): x is AceiteValues => x !== null);
      if (values.length === 0) return null;
      // A destination setor is another setor for every asset (the rule refuses the asset's own place).
      if (values.length !== decided.length)
        throw new AppError('CONFLICT', 'Os bens do lote iriam uns direto e outros aguardando aceite.');
      const rows = await recordPending(
        tx,
        actor,
        values.map((x) => ({ ...x, loteId })),
      );
      const byBem = new Map(rows.map((r) => [r.bemId, r.id]));
      return bens.map((b) => byBem.get(b.id)!);
    },

    async answer(actor, id) {
      const aceite = toAceite(await visible(actor, id), actor);
      // The request is recorded; its e-mail is a nicety the bell repeats (as for a carga request).
      await deps.emails?.aceitePendente(aceite, aceite.recebedor.id).catch(() => undefined);
      return aceite;
    },
  };

  return {
    movimentos,

    async list(actor: Actor, q: AceiteListQuery) {
      const filter = await listFilter({ db }, actor, q);
      if (filter.recebedorIds?.length === 0)
        return pageAnswer(q, { rows: [], total: 0 }, (r: AceiteWithRefs) => toAceite(r, actor));
      const { rows, total } = await pageAceites(db, filter, pageWindow(q));
      const on = today();
      return pageAnswer(q, { rows, total }, (r) => toAceite(r, actor, on));
    },

    async get(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const row = await visible(actor, id);
      const clerk = hasRule({ flags: local.flags, rules: local.rules }, 'custody:read');
      if (!clerk && row.recebedor.userId !== actor.userId) throw notFoundAceite();
      return toAceite(row, actor);
    },

    cautela: (actor: Actor, body: CreateCautelaBody) =>
      request(actor, body.bempatrimonial_id, {
        tipo: 'cautela',
        recebedorId: body.recebedor_id,
        motivo: body.motivo,
        destino: body.destino,
        dataPrevistaRetorno: body.data_prevista_retorno,
        solicitadoPor: actor.userId,
        campoRecebedor: 'recebedor_id',
      }),

    transferencia: (actor: Actor, body: CreateTransferenciaBody) =>
      request(actor, body.bempatrimonial_id, {
        tipo: 'transferencia',
        recebedorId: body.responsavel_id,
        motivo: body.motivo ?? null,
        solicitadoPor: actor.userId,
        campoRecebedor: 'responsavel_id',
      }),

    /**
     * A batch of cautelas or transfers (decision 059): the assets of the list's selection or filters, of
     * one client, each checked by `aceiteRule` (all or nothing, each refused asset and why), recorded
     * pending in one transaction under one batch id, for one receiver to decide at once.
     */
    async lote(actor: Actor, body: LoteCargaBody): Promise<LoteCarga> {
      const local = requireLocal(actor);
      const ids = await idsOf(db, actor, body);
      const req: AceiteRequest = {
        tipo: body.tipo,
        recebedorId: body.recebedor_id,
        motivo: body.motivo ?? null,
        destino: body.destino ?? null,
        dataPrevistaRetorno: body.data_prevista_retorno ?? null,
        solicitadoPor: actor.userId,
        campoRecebedor: 'recebedor_id',
      };
      const loteId = randomUUID();
      const first = await db.transaction(async (tx) => {
        // The assets' rows locked: a batch movement of them waits, and sees the request after.
        const bens = (await lockBensOnce(tx, local, ids)).sort((a, b) => a.codigoBem - b.codigoBem);
        const lk = await batchAceiteLookups(tx, ids);
        const decided = await judge(bens, (bem) => aceiteRule(lk, bem, req), {
          nothing: 'Nenhum pedido foi registrado',
          verb: 'entrar no lote',
        });
        const rows = await insertAceites(
          tx,
          decided.map((x) => ({ ...x.decision, loteId })),
        );
        await recordAudits(
          tx,
          auditActor(actor),
          rows.map((r) => ({
            action: 'create',
            entity: 'aceite',
            entityId: r.id,
            after: { tipo: req.tipo, bem_id: r.bemId, recebedor_id: req.recebedorId, lote_id: loteId },
            clientId: bens[0]!.clientId,
          })),
        );
        return rows.find((r) => r.bemId === bens[0]!.id)!.id;
      });
      const aceite = toAceite(await visible(actor, first), actor);
      // One e-mail for the batch (its first asset and the count), as for a single request.
      await deps.emails?.aceitePendente(aceite, req.recebedorId).catch(() => undefined);
      return {
        id: loteId,
        cliente_id: aceite.cliente_id,
        tipo: req.tipo,
        recebedor: aceite.recebedor,
        quantidade: aceite.lote?.quantidade ?? 0,
      };
    },

    aceitar: (actor: Actor, id: string) =>
      decide(actor, id, onlyReceiver(actor, 'aceitar'), { estado: 'aceito', forma: 'app' }),

    recusar: (actor: Actor, id: string, body: RecusaBody) =>
      decide(actor, id, onlyReceiver(actor, 'recusar'), { estado: 'recusado', motivo: body.motivo }),

    /** The signed paper termo, uploaded by a clerk (custody:update): the aceite recorded as such. */
    async termo(actor: Actor, id: string, file: IncomingFile) {
      const local = requireLocal(actor);
      const row = await visible(actor, id);
      if (!aceiteActions(actor, row).registrarTermo) {
        if (row.aceite.estado !== 'pendente') {
          throw new AppError(
            'CONFLICT',
            `Esta ${kindWord(row.aceite.tipo)} não aguarda aceite (${row.aceite.estado}).`,
          );
        }
        throw forbidden();
      }
      const stored = await files.upload(
        actor,
        { type: 'aceite', id, applicationId: local.applicationId, clientId: row.aceite.clientId },
        file,
        ['pdf', 'image'],
      );
      return decide(actor, id, () => {}, { estado: 'aceito', forma: 'termo', arquivoId: stored.id });
    },

    /**
     * The return of many cautelas at once (custody:update, decision 062): those chosen on the aceites
     * list, or every one of a batch still out; all or nothing.
     */
    devolverLote: (actor: Actor, body: DevolucaoLoteBody): Promise<DevolucaoLote> =>
      db.transaction(async (tx) => {
        const local = requireLocal(actor);
        if (body.lote_id) {
          const all = await lockLote(tx, local, body.lote_id);
          if (all.length === 0) throw notFound('Lote não encontrado.');
          const fora = all.filter((a) => a.tipo === 'cautela' && a.estado === 'aceito');
          if (fora.length === 0)
            throw new AppError('CONFLICT', 'Nenhuma cautela deste lote está fora: não há o que devolver.');
          return devolverMuitas(tx, actor, fora);
        }
        const ids = [...new Set(body.aceite_ids!)];
        const locked = await lockAceites(tx, local, ids);
        if (locked.length !== ids.length) throw notFoundAceite();
        return devolverMuitas(tx, actor, locked);
      }),

    /** The return of an accepted cautela (custody:update): it closes, and the return enters the history. */
    async devolver(actor: Actor, id: string) {
      const local = requireLocal(actor);
      await db.transaction(async (tx) => {
        await lockAceite(tx, id);
        const row = await findAceite(tx, local, id);
        if (!row) throw notFoundAceite();
        if (row.aceite.tipo !== 'cautela' || row.aceite.estado !== 'aceito') {
          throw new AppError('CONFLICT', NOT_OUT);
        }
        if (!aceiteActions(actor, row).devolver) throw forbidden();
        await book(tx, actor, row, TIPO_RETORNO_CAUTELA);
        await updateAceite(tx, id, { estado: 'devolvido', devolvidoEm: new Date() });
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'aceite',
          entityId: id,
          before: { estado: 'aceito' },
          after: { estado: 'devolvido' },
          clientId: row.aceite.clientId,
        });
      });
      return toAceite(await visible(actor, id), actor);
    },
  };
}
export type AceitesService = ReturnType<typeof createAceitesService>;

/**
 * The movement an aceite books (the cautela's exit or return, the transfer to the receiver), dated now;
 * the same for every aceite of a batch (they share receiver, reason and destination).
 */
function movementOf(row: AceiteWithRefs, tipoId: number): MovementInput {
  const a = row.aceite;
  // A transferência de local books the movement asked: its destination, date and observation.
  if (a.tipo === 'transferencia_local' && tipoId === TIPO_TRANSFERENCIA_LOCAL) {
    return {
      TipoMovimentacao: tipoId,
      secretaria_id: a.secretariaId ?? undefined,
      setor_id: a.setorId ?? undefined,
      Observacao: a.motivo ?? undefined,
      data: a.dataMovimentacao ?? new Date(),
    };
  }
  const cautela = row.aceite.tipo === 'cautela';
  const observacao = cautela
    ? `Cautela para ${row.recebedor.nome}: ${row.aceite.destino ?? ''} (${row.aceite.motivo ?? ''})`.slice(
        0,
        2000,
      )
    : row.aceite.motivo;
  return {
    TipoMovimentacao: tipoId,
    responsavel_id: cautela ? undefined : row.aceite.recebedorId,
    Observacao: observacao ?? undefined,
    data: new Date(),
  };
}

const NOT_OUT = 'Só uma cautela aceita e ainda fora pode ser devolvida.';

/** What the request of a transferência de local reads: the movement's lookups, the open item, the setor. */
export type TransferenciaLocalLookups = MovementLookups &
  Pick<AceiteLookups, 'open'> & {
    setor(clientId: string, setorId: string): ReturnType<typeof setorWithHead>;
  };

/** The lookups of one request, each a query. */
export const singleTransferenciaLocalLookups = (db: Db): TransferenciaLocalLookups => ({
  ...singleLookups(db),
  open: (bemId) => openOfBem(db, bemId),
  setor: (clientId, setorId) => setorWithHead(db, clientId, setorId),
});

/**
 * A batch's lookups (decision 052's way): the movements' batch lookups, the open items of all its assets
 * in one query, the destination setor and its head once.
 */
export async function batchTransferenciaLocalLookups(
  db: Db,
  bemIds: string[],
): Promise<TransferenciaLocalLookups> {
  const open = await openOfBens(db, bemIds);
  return {
    ...(await batchLookups(db, bemIds)),
    open: async (bemId) => open.get(bemId) ?? null,
    setor: once((clientId: string, setorId: string) => setorWithHead(db, clientId, setorId)),
  };
}

/**
 * The request of a transferência de local of one asset (decision 062), checked and not written: the
 * movement's own rule first (`movementRule` with the single or the batch lookups, so a closed month, a date
 * out of order or a baixado asset is refused now, as it would be at acceptance), then the asset's open item
 * and the receiver, the destination setor's head. Null when the movement stays direct: a destination
 * without setor, or the asset's own setor (nobody new receives the asset).
 */
export async function transferenciaLocalRule(
  lk: TransferenciaLocalLookups,
  bem: BemRow,
  tipo: TipoMovimentacaoRow,
  input: MovementInput,
  solicitadoPor: string,
): Promise<AceiteValues | null> {
  const { next } = await movementRule(lk, bem, tipo, input);
  if (!next.setorId || next.setorId === bem.setorId) return null;
  const open = await lk.open(bem.id);
  if (open) throw openConflict(open.tipo, open.estado);
  const setor = await lk.setor(bem.clientId, next.setorId);
  if (!setor?.head) {
    throw new AppError(
      'CONFLICT',
      `Defina o responsável do setor ${setor?.nome ?? ''} antes de transferir bens para ele.`,
      { extra: { code: 'SETOR_SEM_RESPONSAVEL' } },
    );
  }
  if (!setor.head.ativo)
    throw new AppError(
      'CONFLICT',
      `O responsável do setor ${setor.nome} (${setor.head.nome}) está inativo: defina outro antes de transferir bens para ele.`,
    );
  return {
    clientId: bem.clientId,
    tipo: 'transferencia_local',
    bemId: bem.id,
    responsavelId: bem.responsavelId,
    recebedorId: setor.head.id,
    motivo: input.Observacao ?? null,
    destino: setor.nome,
    dataPrevistaRetorno: null,
    secretariaId: next.secretariaId,
    setorId: next.setorId,
    dataMovimentacao: input.data,
    solicitadoPor,
  };
}

const kindWord = (tipo: string) => (tipo === 'cautela' ? 'cautela' : 'transferência');

function openConflict(tipo: string, estado: string) {
  if (tipo === 'cautela' && estado === 'aceito')
    return new AppError('CONFLICT', 'O bem já está fora, em cautela: registre a devolução antes.');
  return new AppError(
    'CONFLICT',
    `O bem já tem uma ${kindWord(tipo)} aguardando aceite: aguarde a decisão do recebedor.`,
  );
}
