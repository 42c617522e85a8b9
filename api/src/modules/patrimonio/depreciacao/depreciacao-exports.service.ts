import {
  type DepreciacaoConta,
  type DepreciacaoItem,
  type DepreciacaoPosicaoExportQuery,
  MOTIVO_SEM_QUOTA_LABELS,
} from '@gp/shared-contracts';
import type { ReadDb } from '../../../db/client.js';
import { type Cell, type Export, exportFile } from '../../../lib/export.js';
import type { Actor } from '../../auth/actor.js';
import { label, sumMoney, toItem } from './depreciacao.mapper.js';
import { allItens, type MonthRef } from './depreciacao.repository.js';
import { clientOf, processedMonth } from './depreciacao-fatos.js';
import { previsaoReport } from './depreciacao-previsao.service.js';
import { contasReport } from './depreciacao-relatorios.service.js';

/** The depreciation's spreadsheets (CSV or XLSX): a month's items, accounts and position, and the forecast. */

const ITEM_HEADERS = [
  'Código',
  'Descrição',
  'Categoria',
  'Conta contábil',
  'Valor anterior',
  'Quota',
  'Valor atual',
  'Valor residual',
  'Depreciação acumulada',
  '%',
  'Meses restantes',
  'Implantação',
  'Origem da implantação',
  'Motivo sem quota',
];
const itemCells = (i: DepreciacaoItem): Cell[] => [
  { number: String(i.CodigoBEM) },
  i.descricao,
  i.categoria.nome,
  i.conta_contabil,
  { number: i.valor_anterior },
  { number: i.quota },
  { number: i.valor_atual },
  { number: i.valor_residual },
  { number: i.depreciacao_acumulada },
  { number: i.percentual },
  { number: String(i.meses_restantes) },
  i.implantacao ? { number: i.implantacao.valor } : null,
  i.implantacao?.origem ?? null,
  i.motivo ? MOTIVO_SEM_QUOTA_LABELS[i.motivo] : null,
];
const CONTA_HEADERS = [
  'Conta contábil',
  'Nº de bens',
  'Valor anterior',
  'Quota',
  'Valor atual',
  'Depreciação acumulada',
];
const contaCells = (c: DepreciacaoConta): Cell[] => [
  c.conta_contabil,
  { number: String(c.quantidade_bens) },
  { number: c.valor_anterior },
  { number: c.quota },
  { number: c.valor_atual },
  { number: c.depreciacao_acumulada },
];

const POSICAO_BEM_HEADERS = [
  'Código',
  'Descrição',
  'Categoria',
  'Conta contábil',
  'Valor contábil',
  'Depreciação acumulada',
];
const posicaoBemCells = (i: DepreciacaoItem): Cell[] => [
  { number: String(i.CodigoBEM) },
  i.descricao,
  i.categoria.nome,
  i.conta_contabil,
  { number: i.valor_atual },
  { number: i.depreciacao_acumulada },
];
const POSICAO_CONTA_HEADERS = ['Conta contábil', 'Nº de bens', 'Valor contábil', 'Depreciação acumulada'];
const posicaoContaCells = (c: DepreciacaoConta): Cell[] => [
  c.conta_contabil,
  { number: String(c.quantidade_bens) },
  { number: c.valor_atual },
  { number: c.depreciacao_acumulada },
];
const PREVISAO_HEADERS = ['Mês', 'Nº de bens', 'Depreciação prevista'];

/** The items of a processed month, page by page, as the cells of `cells`. */
async function* itemRows(db: ReadDb, clientId: string, m: MonthRef, cells: (i: DepreciacaoItem) => Cell[]) {
  for await (const batch of allItens(db, clientId, m)) yield batch.map((r) => cells(toItem(r)));
}

const fileMonth = (m: MonthRef) => `${m.ano}-${String(m.mes).padStart(2, '0')}`;

type Formato = 'csv' | 'xlsx';

export function createDepreciacaoExports(db: ReadDb) {
  /** A file of a processed month: the client (support's cliente_id) and its month are checked first. */
  const monthExport =
    (file: (clientId: string, m: MonthRef, formato: Formato) => Promise<Export>) =>
    async (actor: Actor, m: MonthRef, formato: Formato, clienteId?: string): Promise<Export> => {
      const clientId = await clientOf(db, actor, clienteId);
      await processedMonth(db, clientId, m);
      return file(clientId, m, formato);
    };

  return {
    exportarItens: monthExport(async (clientId, m, formato) =>
      exportFile(
        formato,
        `depreciacao-itens-${fileMonth(m)}`,
        `Itens ${label(m).replace('/', '-')}`,
        ITEM_HEADERS,
        itemRows(db, clientId, m, itemCells),
      ),
    ),

    exportarContas: monthExport(async (clientId, m, formato) => {
      const report = await contasReport(db, clientId, m);
      return exportFile(
        formato,
        `depreciacao-contas-${fileMonth(m)}`,
        `Contas ${label(m).replace('/', '-')}`,
        CONTA_HEADERS,
        [[...report.data, report.total].map(contaCells)],
      );
    }),

    /** The book value at the end of a processed month, per asset or per account (with the total). */
    async exportarPosicao(actor: Actor, q: DepreciacaoPosicaoExportQuery): Promise<Export> {
      const clientId = await clientOf(db, actor, q.cliente_id);
      const m = { mes: q.mes, ano: q.ano };
      await processedMonth(db, clientId, m);
      const name = `depreciacao-posicao-${q.por}-${fileMonth(m)}`;
      const sheet = `Posição ${label(m).replace('/', '-')}`;
      if (q.por === 'contas') {
        const report = await contasReport(db, clientId, m);
        return exportFile(q.formato, name, sheet, POSICAO_CONTA_HEADERS, [
          [...report.data, report.total].map(posicaoContaCells),
        ]);
      }
      return exportFile(
        q.formato,
        name,
        sheet,
        POSICAO_BEM_HEADERS,
        itemRows(db, clientId, m, posicaoBemCells),
      );
    },

    /** The forecast's twelve months and their total, as on the screen. */
    async exportarPrevisao(actor: Actor, formato: Formato, clienteId?: string): Promise<Export> {
      const { meses } = await previsaoReport(db, await clientOf(db, actor, clienteId));
      const rows: Cell[][] = meses.map((m) => [
        label(m),
        { number: String(m.quantidade_bens) },
        { number: m.valor_depreciado },
      ]);
      rows.push(['Total', null, { number: sumMoney(meses.map((m) => m.valor_depreciado)) }]);
      const from = meses[0];
      const name = from ? `depreciacao-previsao-${fileMonth(from)}` : 'depreciacao-previsao';
      return exportFile(formato, name, 'Previsão', PREVISAO_HEADERS, [rows]);
    },
  };
}
