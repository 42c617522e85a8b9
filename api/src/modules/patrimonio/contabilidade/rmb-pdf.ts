import type { Rmb, RmbLinha } from '@gp/shared-contracts';
import { documentTitle } from '../../../lib/document-title.js';
import type { PdfDocument } from '../../../lib/export.js';
import type { TableColumn } from '../../../lib/pdf-table.js';
import { createRegisterDocument, RegisterPager } from '../../../lib/register-pdf.js';
import type { Actor } from '../../auth/actor.js';
import { emitidoEm, reais } from '../relatorios/relatorios.service.js';

const TITLE = 'RMB — Relatório de movimentação de bens';

/** The statement's table, as wide as the page (523 points): the account, then nine figures. */
const figure = (title: string): TableColumn => ({ title, width: 50, align: 'right', figure: true });
const COLUMNS: TableColumn[] = [
  { title: 'Conta contábil', width: 73, align: 'left', figure: true },
  figure('Saldo anterior'),
  figure('Incorporações'),
  figure('Transf. entradas'),
  figure('Transf. saídas'),
  figure('Reavaliações'),
  figure('Reduções'),
  figure('Baixas'),
  figure('Depreciação / amortização'),
  figure('Saldo atual'),
];

const cellsOf = (l: RmbLinha) => [
  l.conta_contabil,
  reais(l.saldo_anterior),
  reais(l.incorporacoes),
  reais(l.transferencias_entrada),
  reais(l.transferencias_saida),
  reais(l.reavaliacoes),
  reais(l.reducoes),
  reais(l.baixas),
  reais(l.depreciacao),
  reais(l.saldo_final),
];

/**
 * The RMB as the accountant files it: the register's header, then móveis, imóveis and intangíveis, each
 * with its accounts and its total, and the grand total; the pages counted before the first byte.
 */
export function rmbPdf(r: Rmb, actor: Actor): PdfDocument {
  const pager = new RegisterPager(false);
  pager.breakPage();
  for (const g of r.grupos) {
    pager.place('secretaria');
    for (const _ of g.linhas) pager.place('row');
    pager.place('row');
  }
  pager.place('row');
  const pages = pager.page;
  const periodo = `${String(r.mes).padStart(2, '0')}/${r.ano}`;
  const named = documentTitle(`RMB ${periodo.replace('/', '-')}`);
  const filters =
    `Mês ${periodo}${r.fechado ? ' (fechado: o relatório guardado no fechamento)' : ''}. Valores contábeis ` +
    'líquidos por conta do bem; cada coluna soma os lançamentos do mês da sua natureza (negativos reduzem o saldo).';
  /** Draws the document: the header, each group's accounts and total, the grand total. */
  const draw = () => {
    const report = createRegisterDocument({
      columns: COLUMNS,
      title: TITLE,
      pages,
      values: [reais(r.total.saldo_final), reais(r.total.saldo_anterior)],
    });
    report.doc.info.Title = named.title;
    report.startEntity({
      entity: r.cliente.name,
      title: TITLE,
      filters,
      printed: `Emitido em ${emitidoEm(new Date())} por ${actor.fullname || actor.username}`,
    });
    for (const g of r.grupos) {
      report.add({ kind: 'secretaria', text: g.titulo });
      for (const l of g.linhas) report.add({ kind: 'row', cells: cellsOf(l) });
      report.add({ kind: 'row', cells: cellsOf(g.total) });
    }
    report.add({ kind: 'row', cells: cellsOf(r.total) });
    report.end();
    return report.doc;
  };
  return { name: named.name, pages, render: draw };
}
