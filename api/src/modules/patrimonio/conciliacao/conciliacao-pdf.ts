import type { Conciliacao, ConciliacaoConta } from '@gp/shared-contracts';
import { documentTitle } from '../../../lib/document-title.js';
import type { PdfDocument } from '../../../lib/export.js';
import type { TableColumn } from '../../../lib/pdf-table.js';
import { createRegisterDocument, RegisterPager } from '../../../lib/register-pdf.js';
import type { Actor } from '../../auth/actor.js';
import { dataBr, emitidoEm, reais } from '../relatorios/relatorios.service.js';

const TITLE = 'Conciliação contábil';

/**
 * The accounts' table, as wide as the page (523 points); the depreciation's two columns only when the
 * balancete gave depreciation. Every cell is a figure: whole, in a smaller size when it must.
 */
function columnsOf(comDepreciacao: boolean): TableColumn[] {
  const figure = (title: string, width: number): TableColumn => ({
    title,
    width,
    align: 'right',
    figure: true,
  });
  const value = comDepreciacao ? 57 : 76;
  return [
    // The account is a code: never cut (a figure), shrunk when too long for its column.
    { title: 'Conta contábil', width: comDepreciacao ? 70 : 100, align: 'left', figure: true },
    figure('Bens', comDepreciacao ? 25 : 33),
    figure('Valor bruto', value),
    figure('Depreciação acumulada', value),
    figure('Valor líquido', value),
    ...(comDepreciacao
      ? [figure('Depreciação contábil', value), figure('Diferença da depreciação', value)]
      : []),
    figure('Saldo contábil', value),
    figure('Diferença', 86),
  ];
}

const cellsOf = (l: ConciliacaoConta, comDepreciacao: boolean) => [
  `${l.conta_contabil}${l.confere ? '' : ' *'}`,
  l.quantidade_bens.toLocaleString('pt-BR'),
  reais(l.valor_bruto),
  reais(l.depreciacao_acumulada),
  reais(l.valor_liquido),
  ...(comDepreciacao
    ? [
        l.depreciacao_contabil === null ? '—' : reais(l.depreciacao_contabil),
        l.diferenca_depreciacao === null ? '—' : reais(l.diferenca_depreciacao),
      ]
    : []),
  l.saldo_contabil === null ? 'não consta' : reais(l.saldo_contabil),
  reais(l.diferenca),
];

/**
 * The conciliação as the accountant files it: the register's header (entity, title, what was compared,
 * who printed it), one line per account — an account that does not agree marked with "*" — and the total;
 * "Página x de y" counted before the first byte, like every report of the area.
 */
export function conciliacaoPdf(c: Conciliacao, actor: Actor): PdfDocument {
  const comDepreciacao = c.linhas.some((l) => l.depreciacao_contabil !== null);
  const lines = [...c.linhas, c.total];
  const pager = new RegisterPager(false);
  pager.breakPage();
  for (const _ of lines) pager.place('row');
  pager.place('secretaria');
  const pages = pager.page;
  const named = documentTitle(TITLE);
  const divergentes = c.contas_divergentes;
  const posicao = c.competencia
    ? `a posição do cadastro no fim de ${String(c.competencia.mes).padStart(2, '0')}/${c.competencia.ano} ` +
      '(conciliação mensal: o valor líquido de cada conta é o saldo atual do RMB do mês), tirada em ' +
      emitidoEm(new Date(c.criada_em))
    : `a posição do cadastro em ${emitidoEm(new Date(c.criada_em))}`;
  const filters =
    `Balancete de ${dataBr(c.data_balancete)} comparado com ${posicao}, ` +
    `registrada por ${c.criada_por}. ${c.contas.toLocaleString('pt-BR')} ${c.contas === 1 ? 'conta' : 'contas'}, ` +
    (divergentes === 0
      ? 'todas conferem.'
      : `${divergentes.toLocaleString('pt-BR')} com diferença (marcadas com *).`) +
    ' Diferença = saldo contábil − valor bruto (valor líquido + depreciação acumulada).' +
    (c.observacao ? ` Observação: ${c.observacao}` : '');
  return {
    name: named.name,
    pages,
    render: () => {
      const report = createRegisterDocument({
        title: TITLE,
        pages,
        columns: columnsOf(comDepreciacao),
        values: [reais(c.total.saldo_contabil ?? '0'), reais(c.total.diferenca)],
      });
      report.doc.info.Title = named.title;
      report.startEntity({
        entity: c.cliente.name,
        title: TITLE,
        filters,
        printed: `Emitido em ${emitidoEm(new Date())} por ${actor.fullname || actor.username}`,
      });
      for (const l of c.linhas) report.add({ kind: 'row', cells: cellsOf(l, comDepreciacao) });
      report.add({ kind: 'row', cells: cellsOf(c.total, comDepreciacao) });
      report.add({
        kind: 'secretaria',
        text: c.total.confere
          ? 'O cadastro confere com o balancete.'
          : 'O cadastro não confere com o balancete.',
      });
      report.end();
      return report.doc;
    },
  };
}
