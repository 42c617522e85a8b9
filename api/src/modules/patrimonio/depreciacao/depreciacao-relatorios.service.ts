import type {
  DepreciacaoBem,
  DepreciacaoConta,
  DepreciacaoContas,
  DepreciacaoItensPage,
  DepreciacaoItensQuery,
  DepreciacaoPosicao,
  DepreciacaoPosicaoQuery,
} from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import { findBem } from '../bens/bens.repository.js';
import { money, sumMoney, toConta, toItem } from './depreciacao.mapper.js';
import {
  contasOf,
  countItens,
  findMes,
  itensDoBem,
  type MonthRef,
  pageItens,
} from './depreciacao.repository.js';
import { clientOf } from './depreciacao-fatos.js';

/** The reports of a processed depreciation month (items, accounts, position) and an asset's months. */

/** A page of a month's items (a month not processed: an empty page). */
export async function itensPage(db: Db, clientId: string, m: MonthRef, q: DepreciacaoItensQuery) {
  const row = await findMes(db, clientId, m);
  // A month not processed has no items: an empty page (the months' list says its state).
  if (!row) return pageAnswer(q, { rows: [], total: 0, exact: true }, toItem);
  const filter = { search: q.search || undefined, conta: q.conta_contabil || undefined };
  // The unfiltered total and an account's are kept by the run; a search is counted up to a cap.
  const counted = async () => {
    if (filter.search) return countItens(db, clientId, m, filter);
    if (!filter.conta) return { total: row.quantidadeItens, exact: true };
    const conta = (await contasOf(db, clientId, m)).find((c) => c.contaContabil === filter.conta);
    return { total: conta?.quantidadeItens ?? 0, exact: true };
  };
  const [list, count] = await Promise.all([
    pageItens(db, clientId, m, filter, { ...pageWindow(q), order: q.order }),
    counted(),
  ]);
  return pageAnswer(q, { rows: list, ...count }, toItem);
}

/** The month's accounts and their total. */
export async function contasReport(db: ReadDb, clientId: string, m: MonthRef): Promise<DepreciacaoContas> {
  const data = (await contasOf(db, clientId, m)).map(toConta);
  return {
    mes: m.mes,
    ano: m.ano,
    data,
    total: {
      conta_contabil: 'Total',
      quantidade_bens: data.reduce((n, c) => n + c.quantidade_bens, 0),
      valor_anterior: sumMoney(data.map((c) => c.valor_anterior)),
      quota: sumMoney(data.map((c) => c.quota)),
      valor_atual: sumMoney(data.map((c) => c.valor_atual)),
      depreciacao_acumulada: sumMoney(data.map((c) => c.depreciacao_acumulada)),
    },
  };
}

export function createDepreciacaoRelatorios(db: Db) {
  return {
    async itens(actor: Actor, m: MonthRef, q: DepreciacaoItensQuery): Promise<DepreciacaoItensPage> {
      return itensPage(db, await clientOf(db, actor, q.cliente_id), m, q);
    },

    async contas(actor: Actor, m: MonthRef, clienteId?: string): Promise<DepreciacaoContas> {
      return contasReport(db, await clientOf(db, actor, clienteId), m);
    },

    async posicao(actor: Actor, q: DepreciacaoPosicaoQuery): Promise<DepreciacaoPosicao> {
      const clientId = await clientOf(db, actor, q.cliente_id);
      const m = { ano: q.ano, mes: q.mes };
      const report = await contasReport(db, clientId, m);
      const page = await itensPage(db, clientId, m, q);
      const conta = (c: DepreciacaoConta) => ({
        conta_contabil: c.conta_contabil,
        quantidade_bens: c.quantidade_bens,
        valor_contabil: c.valor_atual,
        depreciacao_acumulada: c.depreciacao_acumulada,
      });
      return {
        mes: m.mes,
        ano: m.ano,
        contas: report.data.map(conta),
        total_contas: conta(report.total),
        ...page,
        data: page.data.map((i) => ({
          bem_id: i.bem_id,
          CodigoBEM: i.CodigoBEM,
          descricao: i.descricao,
          conta_contabil: i.conta_contabil,
          valor_contabil: i.valor_atual,
          depreciacao_acumulada: i.depreciacao_acumulada,
        })),
      };
    },

    /** GET /bem/{id}: the asset's processed months (another client's or an unknown asset: 404). */
    async doBem(actor: Actor, bemId: string): Promise<DepreciacaoBem> {
      const bem = await findBem(db, requireLocal(actor), bemId);
      if (!bem) throw notFound('Bem patrimonial não encontrado.');
      const rows = await itensDoBem(db, bem.clientId, bem.codigoBem);
      return {
        bem_id: bem.id,
        meses: rows.map((r) => ({
          mes: r.mes,
          ano: r.ano,
          valor_anterior: money(r.valorAnterior),
          quota: money(r.quota),
          valor_atual: money(r.valorAtual),
          valor_residual: money(r.valorResidual),
          depreciacao_acumulada: money(r.depreciacaoAcumulada),
          meses_restantes: r.mesesRestantes,
        })),
      };
    },
  };
}
