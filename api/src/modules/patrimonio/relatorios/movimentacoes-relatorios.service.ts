import {
  moneyToCents,
  RELATORIO_MOVIMENTACOES_MAX,
  type RelatorioMovimentacoesQuery,
  SITUACAO_LABELS,
  type SituacaoBem,
} from '@gp/shared-contracts';
import type { ReadDb } from '../../../db/client.js';
import { brazilDate } from '../../../lib/brazil-time.js';
import { documentTitle } from '../../../lib/document-title.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { PdfDocument } from '../../../lib/export.js';
import { pdfPace } from '../../../lib/pdf-pace.js';
import type { TableColumn } from '../../../lib/pdf-table.js';
import { createRegisterDocument, RegisterPager } from '../../../lib/register-pdf.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import { findBem } from '../bens/bens.repository.js';
import { clientsForList } from '../client-scope.js';
import { movimentacaoFilter } from '../movimentacoes/movimentacao-filter.js';
import {
  countMovimentacoesUpTo,
  type MovimentacaoGroup,
  type MovimentacaoReportRow,
  movimentacaoBatch,
  movimentacaoGroups,
  reportHistoryOf,
} from '../movimentacoes/movimentacoes.repository.js';
import { clientName, tipoMovimentacaoDescricao } from './movimentacoes-relatorios.repository.js';
import { dataBr, emitidoEm, type ReportDocument, reais } from './relatorios.service.js';

/** Movements read per query while the period report is written. */
const BATCH = 200;
const HISTORY_TITLE = 'Histórico de movimentações do bem';
const PERIOD_TITLE = 'Relatório de movimentações';

/** The asset's history: when, what, from and to, who registered it, the values. */
const HISTORY_COLUMNS: TableColumn[] = [
  { title: 'Data', width: 47, align: 'left', figure: true },
  { title: 'Movimentação', width: 97, align: 'left' },
  { title: 'De', width: 95, align: 'left', grow: true },
  { title: 'Para', width: 95, align: 'left', grow: true },
  { title: 'Usuário', width: 67, align: 'left' },
  { title: 'Valor anterior', width: 61, align: 'right', figure: true },
  { title: 'Valor', width: 61, align: 'right', figure: true },
];
/** The period's movements: the asset instead of who registered it (the type is the group's heading). */
const PERIOD_COLUMNS: TableColumn[] = [
  { title: 'Data', width: 50, align: 'left', figure: true },
  { title: 'Código', width: 37, align: 'left', figure: true },
  { title: 'Descrição', width: 134, align: 'left', grow: true },
  { title: 'De', width: 90, align: 'left', grow: true },
  { title: 'Para', width: 90, align: 'left', grow: true },
  { title: 'Valor anterior', width: 61, align: 'right', figure: true },
  { title: 'Valor', width: 61, align: 'right', figure: true },
];

const situacao = (s: string | null) => (s ? (SITUACAO_LABELS[s as SituacaoBem] ?? s) : '');
/** A place as a line prints it: the setor when there is one (the narrower name), else the secretaria. */
const place = (secretaria: string | null | undefined, setor: string | null | undefined) =>
  setor || secretaria || '';
const movimentacoes = (n: number) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? 'movimentação' : 'movimentações'}`;

/**
 * What a movement changed, as "De" and "Para": the places of a transfer (and of the incorporation), the
 * holders of a change of responsável, the situations of a baixa (with its reason) or of a cessão or
 * maintenance; a revaluation changes only the values, which have columns of their own.
 */
export function fromTo(r: MovimentacaoReportRow): [string, string] {
  const mov = r.mov;
  const before = place(r.secretariaAnterior?.name, r.setorAnterior?.name);
  const after = place(r.secretaria.name, r.setor?.name);
  switch (r.tipo.efeito) {
    case 'incorporacao':
      return ['', after];
    case 'transferencia':
      return [before, after];
    case 'responsavel':
      return [mov.responsavelAnterior ?? '', mov.responsavel ?? ''];
    case 'baixa':
      return [
        situacao(mov.situacaoAnterior),
        `Baixado${r.motivo?.descricao ? `: ${r.motivo.descricao}` : ''}`,
      ];
    case 'situacao':
      return [situacao(mov.situacaoAnterior), situacao(mov.situacao)];
    case 'estorno':
      return ['', mov.observacao ?? 'Estorno da movimentação anterior'];
    case 'cautela':
      return ['', mov.observacao ?? ''];
    default:
      return ['', ''];
  }
}

const day = (at: Date) => dataBr(brazilDate(at));

/** What a movement is called, marked when it was reversed. */
const reversed = (r: MovimentacaoReportRow, text: string) =>
  `${text}${r.mov.estornadaPorId ? ' (estornada)' : ''}`;

/**
 * A movement's line of a report: its date, what the report says of it (`what`), from and to, the user
 * when the report shows one, and the value before and after.
 */
function movementCells(r: MovimentacaoReportRow, what: string[], user?: string): string[] {
  const [de, para] = fromTo(r);
  const who = user === undefined ? [] : [user];
  return [day(r.mov.data), ...what, de, para, ...who, reais(r.mov.valorAnterior), reais(r.mov.valor)];
}

/**
 * The movement reports (docs/api.md, "Documents (PDF)"; decision 020): an asset's history and the
 * movements the list's filters match, grouped by type with totals, laid out like the asset register
 * (same header, fixed-height lines, "Página x de y" counted before the first byte) and streamed.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies; the one method longer than 80 lines has its own reason.
export function createMovimentacoesRelatoriosService(db: ReadDb) {
  /** The filters as the header prints them. */
  async function filtersInWords(q: RelatorioMovimentacoesQuery) {
    const words: string[] = [];
    if (q.data_de || q.data_ate) {
      words.push(
        `Período${q.data_de ? ` de ${dataBr(q.data_de)}` : ''}${q.data_ate ? ` até ${dataBr(q.data_ate)}` : ''}`,
      );
    } else words.push('Período: todo');
    if (q.TipoMovimentacao !== undefined) {
      const tipo = await tipoMovimentacaoDescricao(db, q.TipoMovimentacao);
      words.push(`Tipo: ${tipo ?? q.TipoMovimentacao}`);
    }
    if (q.CodigoBEM !== undefined) words.push(`Código do bem: ${q.CodigoBEM}`);
    if (q.cliente_id) {
      words.push(`Cliente: ${(await clientName(db, q.cliente_id)) ?? ''}`);
    }
    return `Filtros: ${words.join('; ')}`;
  }

  return {
    /** GET .../reports/movimentacoes/bem/{id}: the asset's movements, oldest first, on one table. */
    async historico(actor: Actor, bemId: string): Promise<ReportDocument> {
      const local = requireLocal(actor);
      const bem = await findBem(db, local, bemId);
      if (!bem) throw notFound('Bem patrimonial não encontrado.');
      const rows = await reportHistoryOf(db, bem.id);
      const cliente = await clientName(db, bem.clientId);
      const pager = new RegisterPager(false);
      pager.breakPage();
      for (const _ of rows) pager.place('row');
      pager.place('total');
      const report = createRegisterDocument({
        title: HISTORY_TITLE,
        pages: pager.page,
        columns: HISTORY_COLUMNS,
        // Every figure the value columns print is at hand: the columns are made wide enough for them.
        values: [
          reais(bem.valorAtual),
          ...rows.flatMap((r) => [reais(r.mov.valorAnterior), reais(r.mov.valor)]),
        ],
      });
      report.startEntity({
        entity: cliente ?? '',
        title: HISTORY_TITLE,
        filters: `Bem ${bem.codigoBem} — ${bem.descricao}; situação atual: ${situacao(bem.situacao)}`,
        printed: `Emitido em ${emitidoEm(new Date())} por ${actor.fullname || actor.username}`,
      });
      for (const r of rows) {
        report.add({
          kind: 'row',
          cells: movementCells(r, [reversed(r, r.tipo.descricao)], r.user?.fullname ?? ''),
        });
      }
      report.add({
        kind: 'total',
        text: '',
        tail: `${movimentacoes(rows.length)}; valor atual do bem:`,
        aquisicao: '',
        atual: reais(bem.valorAtual),
      });
      const named = documentTitle(`Histórico do bem ${bem.codigoBem}`);
      report.doc.info.Title = named.title;
      report.end();
      return { name: named.name, stream: report.doc };
    },

    /**
     * GET .../reports/movimentacoes: the movements the filters match, per client (a page of its own) and
     * per type, each type with its count and exact sums, then the grand total.
     */
    // biome-ignore lint/complexity/noExcessiveLinesPerFunction: the report's loop over clients and groups keeps its paging and budget state in one place.
    async periodo(actor: Actor, q: RelatorioMovimentacoesQuery): Promise<PdfDocument> {
      const local = requireLocal(actor);
      const clientIds = await clientsForList(db, local, q.cliente_id);
      if (q.bempatrimonial_id && !(await findBem(db, local, q.bempatrimonial_id)))
        throw notFound('Bem patrimonial não encontrado.');
      const filter = movimentacaoFilter(clientIds, q);
      const max = RELATORIO_MOVIMENTACOES_MAX;
      const found = await countMovimentacoesUpTo(db, filter, max);
      if (found === 0) throw notFound('Nenhuma movimentação encontrada para o relatório.');
      if (found > max) {
        throw new AppError(
          'BAD_REQUEST',
          `Os filtros encontram mais de ${max.toLocaleString('pt-BR')} movimentações: refine os filtros (o período, o tipo) para emitir o relatório.`,
        );
      }
      const groups = await movimentacaoGroups(db, filter);
      const filters = await filtersInWords(q);
      const printed = `Emitido em ${emitidoEm(new Date())} por ${actor.fullname || actor.username}`;
      const entities: { name: string; groups: MovimentacaoGroup[] }[] = [];
      for (const g of groups) {
        const last = entities.at(-1);
        if (last && last.groups[0]?.clientId === g.clientId) last.groups.push(g);
        else entities.push({ name: g.clientName, groups: [g] });
      }
      // The same pager the document uses, over the counts alone: the page count before the first byte.
      const pager = new RegisterPager(false);
      for (const e of entities) {
        pager.breakPage();
        for (const g of e.groups) {
          pager.place('secretaria');
          for (let i = 0; i < g.count; i++) pager.place('row');
          pager.place('subtotal');
        }
        pager.place('subtotal');
      }
      pager.place('total');

      const sum = (items: MovimentacaoGroup[]) =>
        items.reduce(
          (a, g) => ({
            count: a.count + g.count,
            anterior: a.anterior + moneyToCents(g.anterior),
            valor: a.valor + moneyToCents(g.valor),
          }),
          { count: 0, anterior: 0n, valor: 0n },
        );
      const grand = sum(groups);
      const pages = pager.page;
      const named = documentTitle(PERIOD_TITLE);
      const render = () => {
        const report = createRegisterDocument({
          title: PERIOD_TITLE,
          pages,
          columns: PERIOD_COLUMNS,
          // The grand totals, known before the first row, are the widest figures of the value columns.
          values: [reais(grand.anterior), reais(grand.valor)],
        });
        const { doc } = report;
        doc.info.Title = named.title;
        const { readerCaughtUp } = pdfPace(doc);

        (async () => {
          for (const e of entities) {
            report.startEntity({ entity: e.name, title: PERIOD_TITLE, filters, printed });
            for (const g of e.groups) {
              report.add({ kind: 'secretaria', text: g.tipo });
              let after: { data: Date; id: string } | null = null;
              for (;;) {
                const rows = await movimentacaoBatch(db, filter, g, after, BATCH);
                for (const r of rows) {
                  const what = [String(r.mov.codigoBem), reversed(r, r.bem.descricao)];
                  report.add({ kind: 'row', cells: movementCells(r, what) });
                }
                await readerCaughtUp();
                if (doc.destroyed) return;
                const last = rows.at(-1);
                if (!last || rows.length < BATCH) break;
                after = { data: last.mov.data, id: last.mov.id };
              }
              report.add({
                kind: 'subtotal',
                text: `Subtotal ${g.tipo}:`,
                tail: ` ${movimentacoes(g.count)}`,
                aquisicao: reais(g.anterior),
                atual: reais(g.valor),
              });
            }
            const s = sum(e.groups);
            report.add({
              kind: 'subtotal',
              text: `Total de ${e.name}:`,
              tail: ` ${movimentacoes(s.count)}`,
              aquisicao: reais(s.anterior),
              atual: reais(s.valor),
            });
          }
          report.add({
            kind: 'total',
            text: 'Total geral:',
            tail: ` ${movimentacoes(grand.count)}`,
            aquisicao: reais(grand.anterior),
            atual: reais(grand.valor),
          });
          report.end();
        })().catch((error: unknown) => doc.destroy(error as Error));
        return doc;
      };
      return { name: named.name, pages, render };
    },
  };
}
export type MovimentacoesRelatoriosService = ReturnType<typeof createMovimentacoesRelatoriosService>;
