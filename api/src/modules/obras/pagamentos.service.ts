import {
  centsToMoney,
  formatReais,
  moneyToCents,
  normalizeMoney,
  type Pagamento,
  type PagamentoBody,
  type PagamentosDaObra,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/mapping.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import { dataBr } from '../patrimonio/relatorios/relatorios.service.js';
import { lockObra } from './obras.repository.js';
import { type ObrasService, today } from './obras.service.js';
import {
  deletePagamento,
  findPagamento,
  insertPagamento,
  listPagamentos,
  lockMedicao,
  medicoesComPago,
  type PagamentoRow,
  updatePagamento,
} from './pagamentos.repository.js';

export const toPagamento = (r: PagamentoRow): Pagamento => ({
  id: r.pagamento.id,
  obra_id: r.pagamento.obraId,
  medicao: { id: r.pagamento.medicaoId, numero: r.medicaoNumero },
  data: r.pagamento.data,
  valor: normalizeMoney(String(r.pagamento.valor)),
  documento: r.pagamento.documento,
  observacao: r.pagamento.observacao,
  created_at: iso(r.pagamento.createdAt),
  updated_at: iso(r.pagamento.updatedAt),
});

/** What is left to pay of a medição: its value less its payments, never below zero. */
export function aPagar(m: { valor: string; pago: string }): bigint {
  const resto = moneyToCents(m.valor) - moneyToCents(m.pago);
  return resto > 0n ? resto : 0n;
}

const notFoundPagamento = () => notFound('Pagamento não encontrado.');

/**
 * The rules of a payment of the medição `m` (read under its lock, its other payments summed): an active
 * medição of the work; a date neither before the medição's delivery nor in the future; Σ its payments
 * within its value (409 with the medição, its value and its balance).
 */
function checkPagamento(m: NonNullable<Awaited<ReturnType<typeof lockMedicao>>>, body: PagamentoBody) {
  if (!m.ativo)
    throw conflict(
      `A medição nº ${m.numero} está inativa: ative-a para registrar pagamentos dela.`,
      'MEDICAO_INATIVA',
    );
  if (body.data > today()) throw badRequest('data', 'A data do pagamento não pode ser futura.');
  if (body.data < m.dataEntrega)
    throw badRequest(
      'data',
      `A data do pagamento (${dataBr(body.data)}) não pode ser anterior à entrega da medição nº ${m.numero} (${dataBr(m.dataEntrega)}).`,
    );
  const saldo = aPagar(m);
  if (moneyToCents(body.valor) > saldo)
    throw conflict(
      `O pagamento de ${formatReais(body.valor)} passaria do valor da medição nº ${m.numero} ` +
        `(${formatReais(m.valor)}): já pago ${formatReais(m.pago)}, saldo a pagar ` +
        `${formatReais(centsToMoney(saldo))}.`,
      'PAGAMENTO_ACIMA_DA_MEDICAO',
    );
}

const values = (body: PagamentoBody) => ({
  medicaoId: body.medicao_id,
  data: body.data,
  valor: body.valor,
  documento: body.documento,
  observacao: body.observacao ?? null,
});

/**
 * The payments of a work (docs/domain.md, "Pagamentos da obra"; docs/api.md, "Obras"): support's, as
 * every call of the area (checked by the route), the work in the caller's scope (checked here). Each
 * write locks the work (as its medições' writes do, decision 053: a medição lowered or made inactive
 * and a payment of it follow each other) and the medição paid, whose payments are summed under the lock:
 * two payments racing for the last of a medição's balance are one 201 and one 409.
 */
export function createPagamentosService(deps: { db: Db; obras: ObrasService }) {
  const { db, obras } = deps;

  async function find(actor: Actor, id: string) {
    const local = requireLocal(actor);
    const found = await findPagamento(db, local, id);
    if (!found) throw notFoundPagamento();
    await obras.visible(local, found.pagamento.obraId).catch(() => {
      throw notFoundPagamento();
    });
    return found;
  }

  /** Locks the work and the medição; the medição must be one of this work. */
  async function medicaoLocked(tx: Db, obraId: string, medicaoId: string, exceptId?: string) {
    await lockObra(tx, obraId);
    const m = await lockMedicao(tx, obraId, medicaoId, exceptId);
    if (!m) throw notFound('Medição não encontrada nesta obra.');
    return m;
  }

  return {
    async list(actor: Actor, obraId: string): Promise<PagamentosDaObra> {
      await obras.visible(requireLocal(actor), obraId);
      const [rows, medicoes] = await Promise.all([listPagamentos(db, obraId), medicoesComPago(db, obraId)]);
      const total = rows.reduce((s, r) => s + moneyToCents(String(r.pagamento.valor)), 0n);
      const saldos = medicoes.map((m) => {
        const valor = normalizeMoney(String(m.valor));
        const pago = normalizeMoney(m.pago);
        return {
          id: m.id,
          numero: m.numero,
          data_entrega: m.dataEntrega,
          valor,
          pago,
          a_pagar: centsToMoney(aPagar({ valor, pago })),
        };
      });
      return {
        data: rows.map(toPagamento),
        medicoes: saldos,
        total_pago: centsToMoney(total),
        pode_registrar: saldos.some((m) => moneyToCents(m.a_pagar) > 0n),
      };
    },

    async create(actor: Actor, obraId: string, body: PagamentoBody): Promise<Pagamento> {
      const obra = await obras.visible(requireLocal(actor), obraId);
      return db.transaction(async (tx) => {
        const m = await medicaoLocked(tx, obraId, body.medicao_id);
        checkPagamento(m, body);
        const row = await insertPagamento(tx, {
          ...values(body),
          clientId: obra.obra.clientId,
          obraId,
          userId: actor.userId,
        });
        const out = toPagamento({ pagamento: row, medicaoNumero: m.numero });
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'obra-pagamento',
          entityId: row.id,
          after: out,
          clientId: obra.obra.clientId,
        });
        return out;
      });
    },

    async update(actor: Actor, id: string, body: PagamentoBody): Promise<Pagamento> {
      const before = await find(actor, id);
      const obraId = before.pagamento.obraId;
      return db.transaction(async (tx) => {
        const m = await medicaoLocked(tx, obraId, body.medicao_id, id);
        checkPagamento(m, body);
        const row = await updatePagamento(tx, id, values(body));
        if (!row) throw notFoundPagamento();
        const out = toPagamento({ pagamento: row, medicaoNumero: m.numero });
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'obra-pagamento',
          entityId: id,
          before: toPagamento(before),
          after: out,
          clientId: before.pagamento.clientId,
        });
        return out;
      });
    },

    async remove(actor: Actor, id: string) {
      const before = await find(actor, id);
      await db.transaction(async (tx) => {
        await lockObra(tx, before.pagamento.obraId);
        await deletePagamento(tx, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'delete',
          entity: 'obra-pagamento',
          entityId: id,
          before: toPagamento(before),
          clientId: before.pagamento.clientId,
        });
      });
      return { status: 'Ok' as const, message: 'Pagamento excluído.' };
    },
  };
}
export type PagamentosService = ReturnType<typeof createPagamentosService>;
