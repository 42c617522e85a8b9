import { drawQr } from '../../lib/labels-pdf.js';
import { memoryPdf } from '../../lib/pdf-memory.js';

/**
 * The placa de obra paralisada (Lei 14.133 art. 115 §6º; docs/domain.md, "Works: the law's fields"): one
 * A3 portrait page to print and fix at the site, with what the law asks in letters read from the street
 * (the reason, the party responsible for the stoppage, the expected restart) and a QR code to the work's
 * public page, where the same data and every other stoppage are published.
 */

const PAGE: [number, number] = [841.89, 1190.55];
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const QR = 230;

export type PlacaContent = {
  title: string;
  entity: string;
  obra: string;
  /** Label and value lines of the work and of its stoppage, in the order printed. */
  fields: [string, string][];
  /** The work's public page (QR code and printed address). */
  url: string;
};

export function renderPlaca(c: PlacaContent): Promise<Buffer> {
  const { doc, done } = memoryPdf({ size: PAGE, title: c.title });

  // The band: what the placa is, readable from afar.
  doc.rect(0, 0, PAGE[0], 190).fill('#B00020');
  doc.fillColor('#FFF').font('bold').fontSize(64).text('OBRA PARALISADA', MARGIN, 48, {
    width: WIDTH,
    align: 'center',
  });
  doc.font('regular').fontSize(18).text('Lei nº 14.133/2021, art. 115, § 6º', MARGIN, 132, {
    width: WIDTH,
    align: 'center',
  });

  doc
    .fillColor('#000')
    .font('bold')
    .fontSize(22)
    .text(c.entity, MARGIN, 220, { width: WIDTH, align: 'center' });
  let y = doc.y + 14;
  doc
    .font('bold')
    .fontSize(26)
    .text(c.obra, MARGIN, y, { width: WIDTH, align: 'center', height: 100, ellipsis: true });
  y = doc.y + 24;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(2)
    .stroke();
  y += 18;

  const bottom = PAGE[1] - MARGIN - QR - 30;
  for (const [label, value] of c.fields) {
    if (y > bottom) break;
    doc.font('bold').fontSize(15).fillColor('#444').text(label.toUpperCase(), MARGIN, y, { width: WIDTH });
    y = doc.y + 2;
    doc
      .font('regular')
      .fontSize(22)
      .fillColor('#000')
      .text(value, MARGIN, y, { width: WIDTH, height: bottom - y, ellipsis: true });
    y = doc.y + 14;
  }

  const qrY = PAGE[1] - MARGIN - QR;
  drawQr(doc, c.url, MARGIN, qrY, QR);
  const textX = MARGIN + QR + 28;
  const textW = WIDTH - QR - 28;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#000')
    .text('Acompanhe esta obra no portal da transparência', textX, qrY + 30, { width: textW });
  doc
    .font('regular')
    .fontSize(13)
    .text(c.url, textX, doc.y + 12, { width: textW });
  doc.end();
  return done;
}
