import {
  type ContabilidadeMesQuery,
  centsToMoney,
  type Modelo12Query,
  moneyToCents,
  type ResumoAnualQuery,
  TIPO_BEM_RMB_LABELS,
  TIPOS_BEM_RMB,
} from '@gp/shared-contracts';
import type { ReadDb } from '../../../db/client.js';
import { documentTitle } from '../../../lib/document-title.js';
import { AppError } from '../../../lib/errors.js';
import type { PdfDocument } from '../../../lib/export.js';
import { type Cell, type Export, type ExportFormat, exportFile, numberCell } from '../../../lib/export.js';
import type { TableColumn } from '../../../lib/pdf-table.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import { oneClient } from '../client-scope.js';
import { emitidoEm, reais } from '../relatorios/relatorios.service.js';
import { clientName, estadoDoMes, movimentacaoPorConta, type RmbRow } from './contabilidade.repository.js';
import {
  mesesDoAno,
  metodosDasCategorias,
  type PosicaoBemRow,
  type PosicaoContaRow,
  posicaoBatch,
  posicaoPorContaNoMes,
} from './legais.repository.js';
import { type LegalLine, legalPdf } from './legais-pdf.js';

/**
 * Relatórios legais da prestação de contas (docs/domain.md, "Relatórios legais"; decision 072): the
 * inventário analítico per account at a processed month's end, the demonstrativo da movimentação dos bens
 * (Modelo 12) of months of a year and the yearly summary for the notes. Each is a PDF and an XLSX (or CSV).
 * The figures are the RMB's (decision 065): the Modelo 12 sums the period's events per account as the RMB
 * sums a month's, and the inventory's per-account book values are the RMB's closing balance of its month.
 */

type Mes = { ano: number; mes: number };
const BATCH = 1000;
const mmBr = (m: Mes) => `${String(m.mes).padStart(2, '0')}/${m.ano}`;
const soma = (xs: string[]) => centsToMoney(xs.reduce((s, x) => s + moneyToCents(x), 0n));
const bens = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem' : 'bens'}`;

/** A month the depreciation has not processed has no events: its reports cannot be made (409, in words). */
export const mesNaoProcessado = (m: Mes) =>
  new AppError(
    'CONFLICT',
    `O mês ${mmBr(m)} não foi processado na depreciação: processe-o para gerar os lançamentos e os relatórios legais.`,
    { extra: { code: 'MES_NAO_PROCESSADO' } },
  );

/** The note every document prints when a month of it is not closed: its figures may still change. */
const avisoNaoFechados = (meses: Mes[]) =>
  meses.length === 0
    ? ''
    : ` ATENÇÃO: ${meses.length === 1 ? 'o mês' : 'os meses'} ${meses.map(mmBr).join(', ')} ${
        meses.length === 1 ? 'não está fechado' : 'não estão fechados'
      } na depreciação: os valores são provisórios até o fechamento.`;

/** The inventory's columns (523 points): code, description and place wrapped, custodian, three figures. */
const fig = (title: string, width = 62): TableColumn => ({ title, width, align: 'right', figure: true });
const INVENTARIO_COLUMNS: TableColumn[] = [
  { title: 'Código', width: 40, align: 'left', figure: true },
  { title: 'Descrição', width: 126, align: 'left', grow: true },
  { title: 'Unidade / setor / sala', width: 97, align: 'left', grow: true },
  { title: 'Responsável', width: 74, align: 'left', grow: true },
  fig('Valor bruto (aquisição ou reavaliado)'),
  fig('Depreciação / amortização acumulada'),
  fig('Valor contábil líquido'),
];
const INVENTARIO_HEADERS = [
  'Conta contábil',
  'Código',
  'Descrição',
  'Unidade',
  'Setor',
  'Sala',
  'Responsável',
  'Valor bruto',
  'Depreciação/amortização acumulada',
  'Valor contábil líquido',
];

const bruto = (r: { acumulada: string; liquido: string }) =>
  centsToMoney(moneyToCents(r.acumulada) + moneyToCents(r.liquido));
const lugar = (r: PosicaoBemRow) => [r.secretaria, r.setor, r.sala].filter(Boolean).join(' / ');

/** The movement statement's columns: the account and seven figures. */
const MOV_COLUMNS: TableColumn[] = [
  // Grows: a group's total ("Total — Bens móveis") wraps rather than shrink.
  { title: 'Conta contábil', width: 83, align: 'left', grow: true },
  fig('Saldo anterior', 55),
  fig('Incorporações', 55),
  fig('Baixas', 55),
  fig('Transferências', 55),
  fig('Reavaliações', 55),
  fig('Reduções ao valor recuperável', 55),
  fig('Depreciação / amortização', 55),
  fig('Saldo atual', 55),
];
const MOV_HEADERS = [
  'Conta contábil',
  'Saldo anterior',
  'Incorporações',
  'Baixas',
  'Transferências',
  'Reavaliações',
  'Reduções ao valor recuperável',
  'Depreciação/amortização',
  'Saldo atual',
];

/** A movement line: the RMB's columns, the two transfer columns as one (what the account gained or lost). */
export type MovLinha = {
  conta: string;
  tipo_bem: string;
  saldo_anterior: string;
  incorporacoes: string;
  baixas: string;
  transferencias: string;
  reavaliacoes: string;
  reducoes: string;
  depreciacao: string;
  saldo_atual: string;
};
const MOV_FIELDS = [
  'saldo_anterior',
  'incorporacoes',
  'baixas',
  'transferencias',
  'reavaliacoes',
  'reducoes',
  'depreciacao',
  'saldo_atual',
] as const;
const c = (x: string) => centsToMoney(moneyToCents(x));
const toMov = (r: RmbRow): MovLinha => ({
  conta: r.conta_bem,
  tipo_bem: r.tipo_bem,
  saldo_anterior: c(r.saldo_anterior),
  incorporacoes: c(r.incorporacoes),
  baixas: c(r.baixas),
  transferencias: soma([r.transferencias_entrada, r.transferencias_saida]),
  reavaliacoes: c(r.reavaliacoes),
  reducoes: c(r.reducoes),
  depreciacao: c(r.depreciacao),
  saldo_atual: c(r.saldo_final),
});
const totalMov = (linhas: MovLinha[], titulo: string): MovLinha => ({
  conta: titulo,
  tipo_bem: '',
  ...(Object.fromEntries(MOV_FIELDS.map((f) => [f, soma(linhas.map((l) => l[f]))])) as Record<
    (typeof MOV_FIELDS)[number],
    string
  >),
});
/** Groups (móveis, imóveis, intangíveis) each with its total, then the grand total. */
function porGrupo<T extends { tipo_bem: string }>(linhas: T[]) {
  return TIPOS_BEM_RMB.map((tipo) => ({
    tipo,
    titulo: TIPO_BEM_RMB_LABELS[tipo]!,
    linhas: linhas.filter((l) => l.tipo_bem === tipo),
  })).filter((g) => g.linhas.length > 0);
}

const POS_COLUMNS: TableColumn[] = [
  { title: 'Conta contábil', width: 95, align: 'left', figure: true },
  { title: 'Bens', width: 60, align: 'right', figure: true },
  fig('Valor bruto', 122),
  fig('Depreciação / amortização acumulada', 123),
  fig('Valor contábil líquido', 123),
];
const METODO_COLUMNS: TableColumn[] = [
  { title: 'Categoria', width: 163, align: 'left', grow: true },
  { title: 'Conta contábil', width: 80, align: 'left', figure: true },
  { title: 'Tipo', width: 70, align: 'left' },
  { title: 'Método', width: 110, align: 'left', grow: true },
  { title: 'Vida útil (anos)', width: 50, align: 'right', figure: true },
  { title: 'Valor residual (%)', width: 50, align: 'right', figure: true },
];

type Ctx = {
  readDb: ReadDb;
  clientOf: (actor: Actor, clienteId?: string) => Promise<string>;
  printed: (actor: Actor) => string;
};

/** The months of [de, ate] of a year: the last must be processed; the ones not closed are named. */
async function periodo(ctx: Ctx, clientId: string, ano: number, de: number, ate: number) {
  const meses = await mesesDoAno(ctx.readDb, clientId, ano);
  const estado = new Map(meses.map((m) => [m.mes, m.estado]));
  const fim = { ano, mes: ate };
  const e = estado.get(ate);
  if (!e) throw mesNaoProcessado(fim);
  const abertos: Mes[] = [];
  // Processed and not closed: its figures may change. A month never processed (before the client's first,
  // or skipped: the next run writes its events) has nothing of its own to change.
  for (let mes = de; mes <= ate; mes++) if (estado.get(mes) === 'processado') abertos.push({ ano, mes });
  return abertos;
}

// ---- Inventário analítico por conta ----------------------------------------------------------------

async function inventarioBase(ctx: Ctx, actor: Actor, q: ContabilidadeMesQuery) {
  const clientId = await ctx.clientOf(actor, q.cliente_id);
  const m = { ano: q.ano, mes: q.mes };
  const estado = await estadoDoMes(ctx.readDb, clientId, m);
  if (!estado) throw mesNaoProcessado(m);
  const contas = await posicaoPorContaNoMes(ctx.readDb, clientId, m);
  return { clientId, m, fechado: estado === 'fechado', contas };
}

/** Every asset of an account at m's end, a batch at a time. */
async function* bensDaConta(ctx: Ctx, clientId: string, m: Mes, conta: string) {
  let after: number | null = null;
  for (;;) {
    const batch = await posicaoBatch(ctx.readDb, clientId, m, conta, after, BATCH);
    if (batch.length) yield batch;
    if (batch.length < BATCH) return;
    after = Number(batch.at(-1)!.codigo_bem);
  }
}

const totalConta = (contas: PosicaoContaRow[]) => ({
  quantidade: contas.reduce((n, x) => n + Number(x.quantidade), 0),
  acumulada: soma(contas.map((x) => x.acumulada)),
  liquido: soma(contas.map((x) => x.liquido)),
});

/** The inventário analítico in PDF: per account its assets, its subtotal; the total. */
async function inventarioPdf(ctx: Ctx, actor: Actor, q: ContabilidadeMesQuery): Promise<PdfDocument> {
  const { clientId, m, fechado, contas } = await inventarioBase(ctx, actor, q);
  const title = 'Inventário analítico dos bens por conta contábil';
  const named = documentTitle(`Inventário analítico ${mmBr(m).replace('/', '-')}`);
  const total = totalConta(contas);
  const header = {
    entity: await clientName(ctx.readDb, clientId),
    title,
    filters:
      `Posição no fim de ${mmBr(m)}: cada bem do cliente nessa data, por conta contábil (PCASP), com o ` +
      'valor bruto, a depreciação ou amortização acumulada e o valor contábil líquido; o subtotal de cada ' +
      `conta é o saldo atual do RMB do mês.${avisoNaoFechados(fechado ? [] : [m])}`,
    printed: ctx.printed(actor),
  };
  const figures = (x: { acumulada: string; liquido: string }) => [
    reais(bruto(x)),
    reais(x.acumulada),
    reais(x.liquido),
  ];
  async function* lines(): AsyncGenerator<LegalLine[]> {
    yield [{ kind: 'table', columns: INVENTARIO_COLUMNS }];
    if (!contas.length) yield [{ kind: 'paragraph', text: `Nenhum bem no fim de ${mmBr(m)}.` }];
    for (const conta of contas) {
      yield [
        { kind: 'heading', text: `Conta ${conta.conta} — ${TIPO_BEM_RMB_LABELS[conta.tipo_bem] ?? ''}` },
      ];
      for await (const batch of bensDaConta(ctx, clientId, m, conta.conta)) {
        yield batch.map((r) => ({
          kind: 'row' as const,
          cells: [
            String(r.codigo_bem),
            r.descricao,
            lugar(r),
            r.responsavel ?? 'Sem responsável',
            ...figures(r),
          ],
        }));
      }
      yield [
        {
          kind: 'row',
          bold: true,
          cells: [
            '',
            `Subtotal da conta ${conta.conta}`,
            bens(Number(conta.quantidade)),
            '',
            ...figures(conta),
          ],
        },
      ];
    }
    yield [
      {
        kind: 'row',
        bold: true,
        cells: ['', 'Total geral', bens(total.quantidade), '', ...figures(total)],
      },
    ];
  }
  const { pages, render } = await legalPdf(named.title, header, lines);
  return { name: named.name, pages, render };
}

/** The same in XLSX or CSV: one line per asset, each account's subtotal, the total. */
async function inventarioExportar(
  ctx: Ctx,
  actor: Actor,
  q: ContabilidadeMesQuery,
  formato: ExportFormat,
): Promise<Export> {
  const { clientId, m, contas } = await inventarioBase(ctx, actor, q);
  const total = totalConta(contas);
  const sub = (label: string, x: { acumulada: string; liquido: string }): Cell[] => [
    label,
    null,
    null,
    null,
    null,
    null,
    null,
    numberCell(bruto(x)),
    numberCell(x.acumulada),
    numberCell(x.liquido),
  ];
  async function* rows(): AsyncGenerator<Cell[][]> {
    for (const conta of contas) {
      for await (const batch of bensDaConta(ctx, clientId, m, conta.conta)) {
        yield batch.map((r) => [
          r.conta,
          { number: String(r.codigo_bem) },
          r.descricao,
          r.secretaria,
          r.setor,
          r.sala,
          r.responsavel,
          numberCell(bruto(r)),
          numberCell(r.acumulada),
          numberCell(r.liquido),
        ]);
      }
      yield [sub(`Subtotal da conta ${conta.conta}`, conta)];
    }
    yield [sub('Total geral', total)];
  }
  const name = `inventario-analitico-${mmBr(m).replace('/', '-')}`;
  return exportFile(formato, name, `Inventário ${mmBr(m).replace('/', '-')}`, INVENTARIO_HEADERS, rows());
}

// ---- Modelo 12 --------------------------------------------------------------------------------------

async function modelo12(ctx: Ctx, actor: Actor, q: Modelo12Query) {
  const clientId = await ctx.clientOf(actor, q.cliente_id);
  const abertos = await periodo(ctx, clientId, q.ano, q.mes_de, q.mes_ate);
  const de = { ano: q.ano, mes: q.mes_de };
  const ate = { ano: q.ano, mes: q.mes_ate };
  const linhas = (await movimentacaoPorConta(ctx.readDb, clientId, de, ate)).map(toMov);
  return { clientId, de, ate, abertos, linhas };
}

async function modelo12Pdf(ctx: Ctx, actor: Actor, q: Modelo12Query): Promise<PdfDocument> {
  const r = await modelo12(ctx, actor, q);
  const periodoTxt = r.de.mes === r.ate.mes ? mmBr(r.de) : `${mmBr(r.de)} a ${mmBr(r.ate)}`;
  const named = documentTitle(`Modelo 12 ${periodoTxt.replaceAll('/', '-').replace(' a ', ' a ')}`);
  const header = {
    entity: await clientName(ctx.readDb, r.clientId),
    title: 'Demonstrativo da movimentação dos bens por conta (Modelo 12)',
    filters:
      `Período: ${periodoTxt}. Por conta contábil do bem: o saldo anterior ao período, a soma dos ` +
      'lançamentos do período de cada natureza (negativos reduzem o saldo; transferências entre contas ' +
      `somadas, entradas menos saídas) e o saldo atual (valor contábil líquido).${avisoNaoFechados(r.abertos)}`,
    printed: ctx.printed(actor),
  };
  const { pages, render } = await legalPdf(named.title, header, async function* () {
    yield movLines(r.linhas);
  });
  return { name: named.name, pages, render };
}

async function modelo12Exportar(
  ctx: Ctx,
  actor: Actor,
  q: Modelo12Query,
  formato: ExportFormat,
): Promise<Export> {
  const r = await modelo12(ctx, actor, q);
  const name = `modelo-12-${String(r.de.mes).padStart(2, '0')}-a-${String(r.ate.mes).padStart(2, '0')}-${r.ate.ano}`;
  return exportFile(formato, name, `Modelo 12 ${r.ate.ano}`, MOV_HEADERS, [movCells(r.linhas)]);
}

// ---- Resumo anual para as notas explicativas ----------------------------------------------------------

async function resumo(ctx: Ctx, actor: Actor, q: ResumoAnualQuery) {
  const clientId = await ctx.clientOf(actor, q.cliente_id);
  const meses = await mesesDoAno(ctx.readDb, clientId, q.ano);
  const ultimo = meses.at(-1);
  if (!ultimo) {
    throw new AppError(
      'CONFLICT',
      `Nenhum mês de ${q.ano} foi processado na depreciação: processe os meses do ano para gerar o resumo anual.`,
      { extra: { code: 'MES_NAO_PROCESSADO' } },
    );
  }
  const de = { ano: q.ano, mes: 1 };
  const ate = { ano: q.ano, mes: ultimo.mes };
  const abertos = await periodo(ctx, clientId, q.ano, 1, ultimo.mes);
  const [mov, pos, metodos] = await Promise.all([
    movimentacaoPorConta(ctx.readDb, clientId, de, ate),
    posicaoPorContaNoMes(ctx.readDb, clientId, ate),
    metodosDasCategorias(ctx.readDb, clientId),
  ]);
  return { clientId, de, ate, abertos, linhas: mov.map(toMov), posicao: pos, metodos };
}

async function resumoPdf(ctx: Ctx, actor: Actor, q: ResumoAnualQuery): Promise<PdfDocument> {
  const r = await resumo(ctx, actor, q);
  const named = documentTitle(`Resumo anual ${q.ano}`);
  const ateTxt = r.ate.mes === 12 ? `31/12/${q.ano}` : `o fim de ${mmBr(r.ate)} (último mês processado)`;
  const header = {
    entity: await clientName(ctx.readDb, r.clientId),
    title: `Resumo anual dos bens para as notas explicativas — ${q.ano}`,
    filters:
      `De 01/01/${q.ano} até ${ateTxt}. Por conta contábil: saldo inicial, adições, baixas, reavaliações e ` +
      'reduções ao valor recuperável, depreciação/amortização do ano e saldo final; a posição no fim do ' +
      `período (valor bruto, acumulada e líquido) e os métodos de depreciação por categoria.${avisoNaoFechados(r.abertos)}`,
    printed: ctx.printed(actor),
  };
  const pos = r.posicao;
  const { pages, render } = await legalPdf(named.title, header, async function* () {
    yield [{ kind: 'paragraph', text: '1. Movimentação do ano por conta contábil' }];
    yield movLines(r.linhas);
    yield [{ kind: 'table', caption: '2. Posição no fim do período', columns: POS_COLUMNS }];
    const posRow = (
      label: string,
      x: { quantidade: number; acumulada: string; liquido: string },
      bold = false,
    ) => ({
      kind: 'row' as const,
      bold,
      cells: [
        label,
        Number(x.quantidade).toLocaleString('pt-BR'),
        reais(bruto(x)),
        reais(x.acumulada),
        reais(x.liquido),
      ],
    });
    yield pos.map((p) => posRow(p.conta, p));
    yield [posRow('Total', totalConta(pos), true)];
    yield [{ kind: 'table', caption: '3. Métodos de depreciação e amortização', columns: METODO_COLUMNS }];
    yield r.metodos.map((m) => ({
      kind: 'row' as const,
      cells: [
        m.nome,
        m.conta_contabil,
        TIPO_BEM_RMB_LABELS[m.tipo_bem] ?? m.tipo_bem,
        m.depreciavel
          ? `Linear (quotas constantes)${m.tipo_bem === 'intangivel' ? ', amortização' : ''}`
          : 'Não depreciado',
        m.depreciavel && m.vida_util_anos !== null ? String(m.vida_util_anos) : '—',
        m.depreciavel && m.valor_residual_percentual !== null
          ? m.valor_residual_percentual.replace('.', ',')
          : '—',
      ],
    }));
    yield [{ kind: 'paragraph', text: faixas(r.metodos) }];
  });
  return { name: named.name, pages, render };
}

async function resumoExportar(
  ctx: Ctx,
  actor: Actor,
  q: ResumoAnualQuery,
  formato: ExportFormat,
): Promise<Export> {
  const r = await resumo(ctx, actor, q);
  const posicao = new Map(r.posicao.map((p) => [p.conta, p]));
  const cells = r.linhas.map((l) => {
    const p = posicao.get(l.conta);
    return [
      ...movCells([l])[0]!,
      numberCell(p ? bruto(p) : '0.00'),
      numberCell(p?.acumulada ?? '0.00'),
      numberCell(p?.liquido ?? '0.00'),
    ];
  });
  const t = totalMov(r.linhas, 'Total geral');
  const tp = totalConta(r.posicao);
  cells.push([...movCells([t])[0]!, numberCell(bruto(tp)), numberCell(tp.acumulada), numberCell(tp.liquido)]);
  const headers = [
    'Conta contábil',
    'Saldo inicial',
    'Adições',
    'Baixas',
    'Transferências',
    'Reavaliações',
    'Reduções ao valor recuperável',
    'Depreciação/amortização do ano',
    'Saldo final',
    'Valor bruto',
    'Depreciação/amortização acumulada',
    'Valor contábil líquido',
  ];
  return exportFile(formato, `resumo-anual-${q.ano}`, `Resumo ${q.ano}`, headers, [cells]);
}
export function createLegaisService(readDb: ReadDb) {
  const ctx: Ctx = {
    readDb,
    clientOf: (actor, clienteId) => oneClient(readDb, requireLocal(actor), clienteId),
    printed: (actor) => `Emitido em ${emitidoEm(new Date())} por ${actor.fullname || actor.username}`,
  };
  const bind =
    <A extends unknown[], R>(f: (c: Ctx, ...a: A) => R) =>
    (...a: A) =>
      f(ctx, ...a);
  return {
    /** The inventário analítico in PDF: per account its assets, its subtotal; the total. */
    inventarioPdf: bind(inventarioPdf),
    /** The same in XLSX or CSV: one line per asset, each account's subtotal, the total. */
    inventarioExportar: bind(inventarioExportar),
    modelo12Pdf: bind(modelo12Pdf),
    modelo12Exportar: bind(modelo12Exportar),
    resumoPdf: bind(resumoPdf),
    resumoExportar: bind(resumoExportar),
  };
}

/** The movement statement's lines: each group's accounts and total, then the grand total. */
function movLines(linhas: MovLinha[]): LegalLine[] {
  const cells = (l: MovLinha) => [l.conta, ...MOV_FIELDS.map((f) => reais(l[f]))];
  const out: LegalLine[] = [{ kind: 'table', columns: MOV_COLUMNS }];
  if (!linhas.length)
    out.push({ kind: 'paragraph', text: 'Nenhuma conta com saldo ou lançamento no período.' });
  for (const g of porGrupo(linhas)) {
    out.push({ kind: 'heading', text: g.titulo });
    for (const l of g.linhas) out.push({ kind: 'row', cells: cells(l) });
    out.push({ kind: 'row', bold: true, cells: cells(totalMov(g.linhas, `Total — ${g.titulo}`)) });
  }
  out.push({ kind: 'row', bold: true, cells: cells(totalMov(linhas, 'Total geral')) });
  return out;
}

/** The same lines as a file's rows (each group's total, then the grand total). */
function movCells(linhas: MovLinha[]): Cell[][] {
  const line = (l: MovLinha): Cell[] => [l.conta, ...MOV_FIELDS.map((f) => numberCell(l[f]))];
  if (linhas.length === 1) return [line(linhas[0]!)];
  return [
    ...porGrupo(linhas).flatMap((g) => [
      ...g.linhas.map(line),
      line(totalMov(g.linhas, `Total — ${g.titulo}`)),
    ]),
    line(totalMov(linhas, 'Total geral')),
  ];
}

/** The useful lives in words per kind of asset: "Bens móveis: de 5 a 20 anos". */
function faixas(metodos: { tipo_bem: string; depreciavel: boolean; vida_util_anos: number | null }[]) {
  const partes = TIPOS_BEM_RMB.flatMap((tipo) => {
    const vidas = metodos
      .filter((m) => m.tipo_bem === tipo && m.depreciavel && m.vida_util_anos !== null)
      .map((m) => Number(m.vida_util_anos));
    if (!vidas.length) return [];
    const [min, max] = [Math.min(...vidas), Math.max(...vidas)];
    return [`${TIPO_BEM_RMB_LABELS[tipo]}: ${min === max ? `${min} anos` : `de ${min} a ${max} anos`}`];
  });
  return (
    'Vida útil por tipo de bem (faixas das categorias): ' +
    (partes.length ? partes.join('; ') : 'nenhuma categoria depreciável') +
    '. Método linear (quotas constantes) sobre o valor depreciável (valor bruto menos o residual), mês a mês.'
  );
}

export type LegaisService = ReturnType<typeof createLegaisService>;
