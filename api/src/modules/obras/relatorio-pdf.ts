import { type CurvaMes, formatReais, trimestreLabel } from '@gp/shared-contracts';
import { openLogo } from '../../lib/labels-pdf.js';
import { memoryPdf } from '../../lib/pdf-memory.js';
import {
  drawWrappedRow,
  fitColumns,
  fitLine,
  type TableColumn,
  wrappedRowHeight,
} from '../../lib/pdf-table.js';

/**
 * The quarterly report of a work as PDF (docs/domain.md, "Relatório trimestral"; decision 058): A4
 * portrait, the entity and the quarter on every page; the work's identification (the PNTP fields), its
 * figures at the quarter's end, the planned vs actual S-curve drawn as vectors (physical and financial),
 * the medições, the payments (and the total paid to date) and the items measured in the quarter, and the
 * quarter's follow-ups with their photos.
 * Tables use the layout of `pdf-table.ts` (decision 034): figures whole, words shrunk or cut, never wrapped.
 */

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const WIDTH = PAGE[0] - 2 * MARGIN;
const TOP = MARGIN + 34;
const BOTTOM = PAGE[1] - MARGIN - 18;
const ROW = 12;
/** Photos of one follow-up: at most this many, side by side, each fitted in a box of this size. */
export const FOTOS_POR_ACOMPANHAMENTO = 4;
const PHOTO_W = (WIDTH - (FOTOS_POR_ACOMPANHAMENTO - 1) * 8) / FOTOS_POR_ACOMPANHAMENTO;
const PHOTO_H = 90;
const CHART_H = 190;

export type RelatorioContent = {
  entidade: string;
  ano: number;
  trimestre: number;
  periodo: { inicio: string; fim: string };
  versao: number;
  geradoEm: string;
  /** Label and value of the work's identification, in the order printed. */
  identificacao: [string, string][];
  /** Label and value of the work's figures at the quarter's end. */
  resumo: [string, string][];
  curva: CurvaMes[];
  medicoes: { numero: number; tipo: string; periodo: string; entrega: string; valor: string }[];
  totalTrimestre: string;
  acumulado: string;
  /** The payments dated in the quarter (docs/domain.md, "Pagamentos da obra"), oldest first. */
  pagamentos: { data: string; medicao: number; documento: string; valor: string }[];
  pagoTrimestre: string;
  /** Σ the payments dated up to the quarter's last day. */
  pagoAcumulado: string;
  itens: {
    codigo: string;
    descricao: string;
    unidade: string;
    quantidade: string;
    acumulada: string;
    contratada: string;
    valor: string;
  }[];
  acompanhamentos: {
    data: string;
    tipo: string;
    percentual: string;
    responsavel: string;
    descricao: string;
    /** Each photo as drawn (downsized, `relatorio-fotos.ts`); null: unreadable, drawn as "Foto ilegível". */
    fotos: (Buffer | null)[];
  }[];
};

const brDate = (day: string) => day.split('-').reverse().join('/');
const money = (x: string) => formatReais(x).replace(/^R\$\s?/, '');
/** A quantity with up to four decimals, thousands grouped ("1.234,5"). */
export const quantidadeBr = (x: string) => {
  const [int = '0', dec = ''] = x.split('.');
  const trimmed = dec.replace(/0+$/, '');
  return `${Number(int).toLocaleString('pt-BR')}${trimmed ? `,${trimmed}` : ''}`;
};
const percentBr = (x: string) => `${x.replace('.', ',')}%`;

const MEDICAO_COLUMNS: TableColumn[] = [
  { title: 'Nº', width: 30, align: 'right', figure: true },
  { title: 'Tipo', width: 150, align: 'left', grow: true },
  { title: 'Período', width: 130, align: 'left' },
  { title: 'Entrega', width: 70, align: 'left' },
  { title: 'Valor (R$)', width: WIDTH - 380, align: 'right', figure: true },
];
const PAGAMENTO_COLUMNS: TableColumn[] = [
  { title: 'Data', width: 70, align: 'left' },
  { title: 'Documento', width: 250, align: 'left', grow: true },
  { title: 'Medição nº', width: 60, align: 'right', figure: true },
  { title: 'Valor pago (R$)', width: WIDTH - 380, align: 'right', figure: true },
];
const ITEM_COLUMNS: TableColumn[] = [
  { title: 'Código', width: 60, align: 'left' },
  { title: 'Descrição', width: 170, align: 'left', grow: true },
  { title: 'Un.', width: 28, align: 'left' },
  { title: 'No trimestre', width: 62, align: 'right', figure: true },
  { title: 'Acumulado', width: 62, align: 'right', figure: true },
  { title: 'Contratado', width: 62, align: 'right', figure: true },
  { title: 'Valor no trimestre (R$)', width: WIDTH - 444, align: 'right', figure: true },
];
const SERIES = [
  { key: 'previsto_financeiro', label: 'Financeiro previsto', color: '#389e0d', dash: true },
  { key: 'realizado_financeiro', label: 'Financeiro realizado', color: '#389e0d', dash: false },
  { key: 'previsto_fisico', label: 'Físico previsto', color: '#1677ff', dash: true },
  { key: 'realizado_fisico', label: 'Físico realizado', color: '#1677ff', dash: false },
] as const;

/** Writes the report; resolves to its bytes and its page count. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one report's layout, top to bottom, read as the printed pages.
export async function renderRelatorio(c: RelatorioContent): Promise<{ pdf: Buffer; paginas: number }> {
  const quarter = trimestreLabel(c.ano, c.trimestre);
  const { doc, done } = memoryPdf({
    size: PAGE,
    title: c.identificacao[0]?.[1]
      ? `Relatório trimestral – obra ${c.identificacao[0][1]} – ${quarter}`
      : `Relatório trimestral – ${quarter}`,
    bufferPages: true,
    autoFirstPage: false,
  });
  let y = 0;
  const page = () => {
    doc.addPage({ size: PAGE, margin: 0 });
    doc.fillColor('#000');
    fitLine(doc, { x: MARGIN, y: MARGIN, width: WIDTH, align: 'left' }, c.entidade, {
      font: 'bold',
      size: 9,
    });
    fitLine(
      doc,
      { x: MARGIN, y: MARGIN + 12, width: WIDTH, align: 'left' },
      `Relatório trimestral da obra · ${quarter} (${brDate(c.periodo.inicio)} a ${brDate(c.periodo.fim)}) · versão ${c.versao}`,
      { font: 'regular', size: 8.5 },
    );
    doc
      .moveTo(MARGIN, TOP - 8)
      .lineTo(MARGIN + WIDTH, TOP - 8)
      .lineWidth(0.5)
      .stroke();
    y = TOP;
  };
  const room = (height: number) => {
    if (y + height > BOTTOM) page();
  };
  /** A section's title, kept on the page of its first `keep` points of content. */
  const heading = (text: string, keep = ROW * 3) => {
    room(ROW * 2 + keep);
    y += 6;
    doc.font('bold').fontSize(11).fillColor('#000').text(text, MARGIN, y, { width: WIDTH });
    y = doc.y + 4;
  };
  const pairs = (lines: [string, string][]) => {
    for (const [label, value] of lines) {
      doc.font('regular').fontSize(9);
      const h = Math.max(ROW, doc.heightOfString(value, { width: WIDTH - 150 }) + 2);
      room(h);
      fitLine(doc, { x: MARGIN, y, width: 148, align: 'left' }, `${label}:`, { font: 'bold', size: 9 });
      doc
        .font('regular')
        .fontSize(9)
        .text(value, MARGIN + 150, y, { width: WIDTH - 150 });
      y += h;
    }
  };
  const table = (given: TableColumn[], rows: string[][], totals: [string, string][] = []) => {
    const figures: Record<number, string[]> = {};
    given.forEach((col, i) => {
      if (col.figure) figures[i] = [col.title, ...rows.map((r) => r[i] ?? '')];
    });
    const last = given.length - 1;
    figures[last]?.push(...totals.map(([, v]) => v));
    const columns = fitColumns(doc, given, figures, { font: 'bold', size: 8 });
    const head = () => {
      let x = MARGIN;
      for (const { title, width, align } of columns) {
        fitLine(doc, { x, y, width, align }, title, { font: 'bold', size: 8 });
        x += width;
      }
      y += ROW;
      doc
        .moveTo(MARGIN, y - 2)
        .lineTo(MARGIN + WIDTH, y - 2)
        .lineWidth(0.5)
        .stroke();
    };
    room(ROW * 3);
    head();
    for (const row of rows) {
      // Words wrap whole (an item's description, a document's name); figures stay on one line.
      const height = wrappedRowHeight(doc, row, columns, { font: 'regular', size: 8, min: ROW });
      if (y + height > BOTTOM) {
        page();
        head();
      }
      drawWrappedRow(doc, row, columns, { x: MARGIN, y: y - 2 }, { font: 'regular', size: 8 });
      y += height;
    }
    const valueWidth = columns[last]?.width ?? 80;
    for (const [label, value] of totals) {
      room(ROW);
      fitLine(doc, { x: MARGIN, y, width: WIDTH - valueWidth, align: 'right' }, label, {
        font: 'bold',
        size: 8,
      });
      fitLine(doc, { x: MARGIN + WIDTH - valueWidth, y, width: valueWidth, align: 'right' }, value, {
        font: 'bold',
        size: 8,
        figure: true,
      });
      y += ROW;
    }
  };
  const empty = (text: string) => {
    room(ROW);
    doc.font('regular').fontSize(9).fillColor('#555').text(text, MARGIN, y, { width: WIDTH });
    doc.fillColor('#000');
    y = doc.y + 4;
  };

  // The curve: four lines over 0–100 % of the work's value, month by month (the back office's chart).
  const chart = () => {
    room(CHART_H + 40);
    const left = MARGIN + 30;
    const plotW = WIDTH - 40;
    const plotH = CHART_H - 24;
    const top = y + 4;
    const n = c.curva.length;
    const px = (i: number) => left + (n === 1 ? plotW / 2 : (i * plotW) / (n - 1));
    const py = (v: string) => top + plotH - (Math.min(Math.max(Number(v), 0), 100) / 100) * plotH;
    for (const t of [0, 25, 50, 75, 100]) {
      doc
        .moveTo(left, py(String(t)))
        .lineTo(left + plotW, py(String(t)))
        .lineWidth(0.3)
        .strokeColor('#bbb')
        .stroke();
      doc
        .font('regular')
        .fontSize(7)
        .fillColor('#555')
        .text(`${t}%`, MARGIN, py(String(t)) - 3, { width: 26, align: 'right' });
    }
    const first = c.curva[0]?.mes ?? '';
    const last = c.curva[n - 1]?.mes ?? '';
    const mes = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;
    doc.text(mes(first), left, top + plotH + 4, { width: 80 });
    doc.text(mes(last), left + plotW - 80, top + plotH + 4, { width: 80, align: 'right' });
    for (const s of SERIES) {
      const points = c.curva.flatMap((m, i) => (m[s.key] === null ? [] : [[px(i), py(m[s.key] as string)]]));
      if (points.length === 0) continue;
      doc.lineWidth(1.4).strokeColor(s.color);
      if (s.dash) doc.dash(4, { space: 3 });
      else doc.undash();
      const [x0, y0] = points[0] as [number, number];
      doc.moveTo(x0, y0);
      for (const [x, yy] of points.slice(1) as [number, number][]) doc.lineTo(x, yy);
      if (points.length === 1) doc.lineTo(x0 + 0.5, y0);
      doc.stroke();
    }
    doc.undash().strokeColor('#000').fillColor('#000');
    y = top + plotH + 16;
    let x = MARGIN;
    for (const s of SERIES) {
      doc.lineWidth(1.4).strokeColor(s.color);
      if (s.dash) doc.dash(4, { space: 3 });
      doc
        .moveTo(x, y + 4)
        .lineTo(x + 18, y + 4)
        .stroke();
      doc.undash();
      doc
        .font('regular')
        .fontSize(8)
        .fillColor('#000')
        .text(s.label, x + 22, y, { width: 100, lineBreak: false });
      x += 128;
    }
    doc.strokeColor('#000');
    y += ROW + 4;
  };

  page();
  doc.font('bold').fontSize(14).text('RELATÓRIO TRIMESTRAL DA OBRA', MARGIN, y, { width: WIDTH });
  y = doc.y + 2;
  doc
    .font('regular')
    .fontSize(10)
    .text(`${quarter}: ${brDate(c.periodo.inicio)} a ${brDate(c.periodo.fim)}`, MARGIN, y);
  y = doc.y + 6;

  heading('Identificação da obra');
  pairs(c.identificacao);
  heading('Execução até o fim do trimestre');
  pairs(c.resumo);

  heading('Cronograma físico-financeiro: previsto × realizado (curva S, acumulado)', CHART_H + 40);
  if (c.curva.length === 0) empty('Sem cronograma nem medições registrados.');
  else chart();

  heading('Medições do trimestre');
  if (c.medicoes.length === 0) empty('Nenhuma medição entregue no trimestre.');
  else
    table(
      MEDICAO_COLUMNS,
      c.medicoes.map((m) => [String(m.numero), m.tipo, m.periodo, m.entrega, money(m.valor)]),
      [
        ['Total medido no trimestre:', money(c.totalTrimestre)],
        ['Medido acumulado até o fim do trimestre:', money(c.acumulado)],
      ],
    );

  // A short table is kept whole with its heading and its two totals (a long one breaks as the others).
  heading('Pagamentos do trimestre', ROW * Math.min(c.pagamentos.length + 4, 12));
  if (c.pagamentos.length === 0) {
    empty('Nenhum pagamento registrado no trimestre.');
    pairs([['Pago até o fim do trimestre', formatReais(c.pagoAcumulado)]]);
  } else
    table(
      PAGAMENTO_COLUMNS,
      c.pagamentos.map((p) => [p.data, p.documento, String(p.medicao), money(p.valor)]),
      [
        ['Total pago no trimestre:', money(c.pagoTrimestre)],
        ['Pago acumulado até o fim do trimestre:', money(c.pagoAcumulado)],
      ],
    );

  heading('Itens medidos no trimestre');
  if (c.itens.length === 0) empty('Nenhum item medido no trimestre.');
  else
    table(
      ITEM_COLUMNS,
      c.itens.map((i) => [
        i.codigo,
        i.descricao,
        i.unidade,
        quantidadeBr(i.quantidade),
        quantidadeBr(i.acumulada),
        quantidadeBr(i.contratada),
        money(i.valor),
      ]),
    );

  heading('Acompanhamentos do trimestre', c.acompanhamentos[0]?.fotos.length ? ROW * 3 + PHOTO_H : ROW * 3);
  if (c.acompanhamentos.length === 0) empty('Nenhum acompanhamento registrado no trimestre.');
  for (const a of c.acompanhamentos) {
    // A photo pdfkit cannot open either is drawn as the unreadable ones: its place stays, marked.
    const images = a.fotos.map((f) => (f ? openLogo(doc, f) : null));
    doc.font('regular').fontSize(9);
    const textH = Math.min(doc.heightOfString(a.descricao, { width: WIDTH }), 120);
    room(ROW + textH + (images.length ? PHOTO_H + 8 : 0) + 8);
    fitLine(
      doc,
      { x: MARGIN, y, width: WIDTH, align: 'left' },
      `${brDate(a.data)} · ${a.tipo} · ${percentBr(a.percentual)} físico · ${a.responsavel}`,
      { font: 'bold', size: 9 },
    );
    y += ROW;
    doc
      .font('regular')
      .fontSize(9)
      .text(a.descricao, MARGIN, y, { width: WIDTH, height: textH, ellipsis: true });
    y += textH + 4;
    images.forEach((image, i) => {
      const x = MARGIN + i * (PHOTO_W + 8);
      if (image) {
        doc.image(image as unknown as Buffer, x, y, {
          fit: [PHOTO_W, PHOTO_H],
          align: 'center',
          valign: 'center',
        });
        return;
      }
      doc.rect(x, y, PHOTO_W, PHOTO_H).lineWidth(0.5).strokeColor('#999').stroke().strokeColor('#000');
      doc
        .font('regular')
        .fontSize(8)
        .fillColor('#555')
        .text('Foto ilegível', x, y + PHOTO_H / 2 - 4, { width: PHOTO_W, align: 'center', lineBreak: false });
      doc.fillColor('#000');
    });
    if (images.length) y += PHOTO_H + 8;
    y += 4;
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor('#000')
      .text(`Gerado em ${c.geradoEm}`, MARGIN, PAGE[1] - MARGIN - 8, { width: WIDTH / 2, lineBreak: false })
      .text(`Página ${i + 1} de ${range.count}`, MARGIN + WIDTH / 2, PAGE[1] - MARGIN - 8, {
        width: WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return { pdf: await done, paginas: range.count };
}
