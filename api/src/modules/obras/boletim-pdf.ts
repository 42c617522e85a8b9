import { type BoletimItem, formatReais, type Medicao } from '@gp/shared-contracts';
import { memoryPdf } from '../../lib/pdf-memory.js';
import {
  drawWrappedRow,
  fitBlock,
  fitColumns,
  fitLine,
  type TableColumn,
  wrappedRowHeight,
} from '../../lib/pdf-table.js';
import { drawVerificationFoot } from '../../lib/termo-pdf.js';
import type { TermoHead } from '../patrimonio/termos/termos.service.js';

/**
 * The boletim de medição as PDF (docs/domain.md, "Planilha, medição por item e cronograma"): A4 landscape,
 * the work and the medição on every page, one line per measured item (contracted, before, this one,
 * accumulated, balance, value), the total, the conference and the signature lines. The table is drawn by
 * the table layout of `pdf-table.ts` (decision 034): figures whole, and the description wrapped whole. It is issued as a termo (decision 053):
 * the foot of every page carries the termo's number, its QR code to the public check and its code, as a
 * termo's does (lib/termo-pdf.ts); the bytes are written whole in memory, their SHA-256 stored.
 */

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const WIDTH = PAGE[0] - 2 * MARGIN;
const ROW = 13;
const HEADER_BOTTOM = MARGIN + 78;
const QR = 48;
/** The foot of every page: the verification (QR code and text) and the page count. */
const FOOTER = QR + 10;
const BODY_BOTTOM = PAGE[1] - MARGIN - FOOTER;
const SIGNATURES = 70;
const ROWS_PER_PAGE = Math.floor((BODY_BOTTOM - HEADER_BOTTOM - ROW - 4) / ROW);

/** Pages a boletim of `itens` one-line items takes, at least (a description that wraps adds lines); large ones go to an export job, lib/export.ts. */
export const boletimPages = (itens: number) =>
  Math.max(1, Math.ceil((itens + 4 + SIGNATURES / ROW) / ROWS_PER_PAGE));

export type BoletimContent = {
  obra: {
    numero: string;
    objeto: string;
    contratada: string | null;
    contrato: string | null;
    secretaria: string;
  };
  medicao: Medicao;
  itens: BoletimItem[];
  /** Σ active medições up to this one, and the work's value (contract + amendments). */
  acumulado: string;
  valorObra: string;
};

const qtd = (x: string) => {
  const [int = '0', dec] = x.split('.');
  return `${Number(int).toLocaleString('pt-BR')}${dec ? `,${dec}` : ''}`;
};
const brDate = (day: string | null) => (day ? day.split('-').reverse().join('/') : '—');
const money = (x: string) => formatReais(x).replace(/^R\$\s?/, '');

const COLUMNS: TableColumn[] = [
  { title: 'Código', width: 62, align: 'left' },
  // The rest of the page's width: the figure columns take what their widest figure needs (fitColumns).
  { title: 'Descrição', width: WIDTH - 520, align: 'left', grow: true },
  { title: 'Un.', width: 30, align: 'left' },
  { title: 'Contratado', width: 58, align: 'right', figure: true },
  { title: 'Preço com BDI (R$)', width: 62, align: 'right', figure: true },
  { title: 'Medido antes', width: 58, align: 'right', figure: true },
  { title: 'Nesta medição', width: 58, align: 'right', figure: true },
  { title: 'Acumulado', width: 58, align: 'right', figure: true },
  { title: 'Saldo', width: 54, align: 'right', figure: true },
  { title: 'Valor (R$)', width: 80, align: 'right', figure: true },
];

/** The boletim's PDF bytes, printed with its termo's `head` (number and verification). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one boletim's layout, top to bottom, read as the printed page.
export function boletimPdf(c: BoletimContent, head: TermoHead): Promise<Buffer> {
  // Pages kept until the end: the footer's "Página x de y" is written once their count is known.
  const { doc, done } = memoryPdf({
    size: PAGE,
    title: `Boletim de medição nº ${c.medicao.numero} – obra ${c.obra.numero} (registro nº ${head.numero})`,
    bufferPages: true,
    autoFirstPage: false,
  });
  const rows = c.itens.map((i) => [
    i.codigo,
    i.descricao,
    i.unidade,
    qtd(i.quantidade_contratada),
    money(i.preco_com_bdi),
    qtd(i.quantidade_anterior),
    qtd(i.quantidade),
    qtd(i.quantidade_acumulada),
    qtd(i.saldo_quantidade),
    money(i.valor),
  ]);
  const last = COLUMNS.length - 1;
  const figures: Record<number, string[]> = {};
  COLUMNS.forEach((col, i) => {
    if (col.figure) figures[i] = [col.title.split(' ')[0] ?? '', ...rows.map((r) => r[i] ?? '')];
  });
  figures[last]?.push(money(c.medicao.valor));
  const columns = fitColumns(doc, COLUMNS, figures, { font: 'bold', size: 8 });
  let y = 0;
  const header = () => {
    doc.addPage({ size: PAGE, margin: 0 });
    doc.fillColor('#000');
    doc
      .font('bold')
      .fontSize(13)
      .text(`BOLETIM DE MEDIÇÃO Nº ${c.medicao.numero}`, MARGIN, MARGIN, { width: WIDTH });
    fitLine(
      doc,
      { x: MARGIN, y: MARGIN + 18, width: WIDTH, align: 'left' },
      `Obra ${c.obra.numero} — ${c.obra.objeto}`,
      {
        font: 'bold',
        size: 10,
      },
    );
    const linha2 = `${c.obra.secretaria} · Contrato ${c.obra.contrato ?? 'não informado'} · Contratada: ${c.obra.contratada ?? 'não informada'}`;
    fitLine(doc, { x: MARGIN, y: MARGIN + 33, width: WIDTH, align: 'left' }, linha2, {
      font: 'regular',
      size: 9,
    });
    const linha3 =
      `${c.medicao.tipo_descricao} · Período ${brDate(c.medicao.periodo_inicio)} a ${brDate(c.medicao.periodo_fim)}` +
      ` · Entrega ${brDate(c.medicao.data_entrega)}`;
    fitLine(doc, { x: MARGIN, y: MARGIN + 47, width: WIDTH, align: 'left' }, linha3, {
      font: 'regular',
      size: 9,
    });
    doc
      .moveTo(MARGIN, HEADER_BOTTOM - 8)
      .lineTo(MARGIN + WIDTH, HEADER_BOTTOM - 8)
      .lineWidth(0.5)
      .stroke();
    y = HEADER_BOTTOM;
    let x = MARGIN;
    for (const { title, width, align } of columns) {
      fitBlock(doc, { x, y, width, align }, title, { font: 'bold', size: 8, lines: 2, bottom: true });
      x += width;
    }
    y += 2 * ROW;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + WIDTH, y - 2)
      .lineWidth(0.5)
      .stroke();
  };
  header();
  for (const row of rows) {
    // The item's description is its key text: it wraps, whole, and its row grows to hold it.
    const height = wrappedRowHeight(doc, row, columns, { font: 'regular', size: 8, min: ROW });
    if (y + height > BODY_BOTTOM) header();
    drawWrappedRow(doc, row, columns, { x: MARGIN, y }, { font: 'regular', size: 8 });
    y += height;
  }
  if (y + 4 * ROW + SIGNATURES > BODY_BOTTOM) header();
  doc
    .moveTo(MARGIN, y + 1)
    .lineTo(MARGIN + WIDTH, y + 1)
    .lineWidth(0.5)
    .stroke();
  const valueWidth = columns[last]?.width ?? 80;
  const total = (label: string, value: string) => {
    fitLine(doc, { x: MARGIN, y: y + 3, width: WIDTH - valueWidth, align: 'right' }, label, {
      font: 'bold',
      size: 8.5,
    });
    fitLine(doc, { x: MARGIN + WIDTH - valueWidth, y: y + 3, width: valueWidth, align: 'right' }, value, {
      font: 'bold',
      size: 8.5,
      figure: true,
    });
    y += ROW;
  };
  total(
    `Valor desta medição (${c.itens.length.toLocaleString('pt-BR')} ${c.itens.length === 1 ? 'item' : 'itens'}):`,
    money(c.medicao.valor),
  );
  total('Medido acumulado da obra até esta medição:', money(c.acumulado));
  total('Valor da obra (contrato + aditivos):', money(c.valorObra));
  y += 6;
  const conferencia =
    `Conferência: ${brDate(c.medicao.conferencia_data)} · ` +
    `${c.medicao.conferencia_percentual ? `${c.medicao.conferencia_percentual.replace('.', ',')}% conferido` : 'percentual não informado'} · ` +
    `Responsáveis: ${c.medicao.conferencia_responsaveis ?? 'não informados'}`;
  doc.font('regular').fontSize(9).text(conferencia, MARGIN, y, { width: WIDTH });
  y = doc.y + 36;
  const signatures = ['Fiscal do contrato', 'Responsável técnico da contratada', 'Gestor do contrato'];
  const w = (WIDTH - 40) / 3;
  signatures.forEach((label, i) => {
    const x = MARGIN + i * (w + 20);
    doc
      .moveTo(x, y)
      .lineTo(x + w, y)
      .lineWidth(0.5)
      .stroke();
    doc
      .font('regular')
      .fontSize(8.5)
      .text(label, x, y + 4, { width: w, align: 'center' });
  });
  drawVerificationFoot(doc, {
    page: PAGE,
    margin: MARGIN,
    qr: QR,
    verification: head.verification,
    heading: `${head.entity} · Boletim registrado sob o nº ${head.numero}`,
  });
  doc.end();
  return done;
}
