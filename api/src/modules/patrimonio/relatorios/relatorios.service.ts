import type { Readable } from 'node:stream';
import {
  centsToMoney,
  ESTADO_LABELS,
  moneyToCents,
  RELATORIO_BENS_FOTOS_MAX,
  RELATORIO_BENS_MAX,
  type RelatorioBensQuery,
  SITUACAO_LABELS,
  type SituacaoBem,
} from '@gp/shared-contracts';
import type { ReadDb } from '../../../db/client.js';
import { documentTitle } from '../../../lib/document-title.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { PdfDocument } from '../../../lib/export.js';
import { pdfPace } from '../../../lib/pdf-pace.js';
import { countPages, createRegisterDocument, type RegisterShape } from '../../../lib/register-pdf.js';
import { type Actor, requireLocal } from '../../auth/actor.js';
import type { FilesService } from '../../files/files.service.js';
import { countBensUpTo } from '../bens/bens.repository.js';
import { toBemListFilter } from '../bens/bens.service.js';
import { clientsForList } from '../client-scope.js';
import {
  filterNames,
  firstPhotos,
  type RelatorioGroup,
  type RelatorioRow,
  relatorioBatch,
  relatorioGroups,
} from './relatorios.repository.js';

/** Assets read per query while the report is written (a keyset read: memory stays flat however many). */
const BATCH = 200;
const TITLE = 'Relatório de bens patrimoniais';
const TIME_ZONE = 'America/Sao_Paulo';
/** A photo larger than this is not embedded (no resizing here: the file goes into the PDF as it is). */
const PHOTO_MAX_BYTES = 1024 * 1024;

/** "1234.5" → "R$ 1.234,50", from the exact decimal text (no floating point). */
export function reais(value: string | bigint): string {
  const cents = typeof value === 'bigint' ? value : moneyToCents(value);
  const [int = '0', dec = '00'] = centsToMoney(cents < 0n ? -cents : cents).split('.');
  return `${cents < 0n ? '-' : ''}R$ ${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
}

/** "2024-03-05" → "05/03/2024". */
export const dataBr = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

const bens = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem' : 'bens'}`;

/** "24/11/2026 às 12:30" in Brasília time. */
export function emitidoEm(now: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}

export type ReportDocument = { name: string; stream: Readable };

/**
 * The asset register report (docs/api.md, "Documents (PDF)"; decision 020): the assets the list's filters
 * match, grouped by secretaria and setor, with subtotals and a grand total. Every check (application,
 * scope, count, limit) runs before the first byte; the groups' counts and sums come from one grouped
 * query (exact numeric sums), which also gives the page count; then each group's assets are read in
 * batches while the PDF is sent, pausing while the client is behind.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createRelatoriosService(deps: { db: ReadDb; files: FilesService }) {
  const { db, files } = deps;

  /** The bytes of each asset's first photo (none, unreadable or too large: no thumbnail). */
  async function photosOf(clientId: string, rows: RelatorioRow[]): Promise<Map<string, Buffer>> {
    const found = await firstPhotos(
      db,
      clientId,
      rows.map((r) => r.id),
      PHOTO_MAX_BYTES,
    );
    const out = new Map<string, Buffer>();
    for (const [bemId, row] of found) {
      try {
        out.set(bemId, Buffer.concat(await files.open(row).toArray()));
      } catch {
        // An unreadable file leaves the row without its thumbnail.
      }
    }
    return out;
  }

  /** The filters as the header prints them ("Filtros: nenhum" when the list is unfiltered). */
  async function filtersInWords(q: RelatorioBensQuery): Promise<string> {
    const names = await filterNames(db, {
      categoriaId: q.categoria_id,
      fornecedorId: q.fornecedor_id,
      places: [q.secretaria_id, q.setor_id, q.cliente_id].filter((x): x is string => !!x),
    });
    const words: string[] = [];
    if (q.cliente_id) words.push(`Cliente: ${names.places.get(q.cliente_id) ?? ''}`);
    if (q.search) words.push(`Busca: “${q.search}”`);
    if (q.codigo !== undefined) words.push(`Código: ${q.codigo}`);
    if (q.descricao) words.push(`Descrição: “${q.descricao}”`);
    if (q.categoria_id) words.push(`Categoria: ${names.categoria ?? ''}`);
    if (q.situacao) words.push(`Situação: ${SITUACAO_LABELS[q.situacao]}`);
    if (q.estado_conservacao) words.push(`Estado de conservação: ${ESTADO_LABELS[q.estado_conservacao]}`);
    if (q.secretaria_id) words.push(`Secretaria: ${names.places.get(q.secretaria_id) ?? ''}`);
    if (q.setor_id) words.push(`Setor: ${names.places.get(q.setor_id) ?? ''}`);
    if (q.fornecedor_id) words.push(`Fornecedor: ${names.fornecedor ?? ''}`);
    if (q.data_de || q.data_ate) {
      words.push(
        `Data de aquisição${q.data_de ? ` de ${dataBr(q.data_de)}` : ''}${q.data_ate ? ` até ${dataBr(q.data_ate)}` : ''}`,
      );
    }
    if (q.valor_de || q.valor_ate) {
      words.push(
        `Valor de aquisição${q.valor_de ? ` de ${reais(q.valor_de)}` : ''}${q.valor_ate ? ` até ${reais(q.valor_ate)}` : ''}`,
      );
    }
    return `Filtros: ${words.length ? words.join('; ') : 'nenhum (todos os bens)'}`;
  }

  /**
   * The register of the caller's application (another application: 404), with each asset's first photo
   * as a thumbnail when `photos`.
   */
  // biome-ignore lint/complexity/noExcessiveLinesPerFunction: the asset sheet's layout, top to bottom, as the printed page.
  async function build(
    actor: Actor,
    applicationId: string,
    q: RelatorioBensQuery,
    photos: boolean,
  ): Promise<PdfDocument> {
    const local = requireLocal(actor);
    if (applicationId !== local.applicationId) throw notFound('Aplicação não encontrada.');
    const clientIds = await clientsForList(db, local, q.cliente_id);
    const filter = toBemListFilter(q, clientIds);
    const max = photos ? RELATORIO_BENS_FOTOS_MAX : RELATORIO_BENS_MAX;
    const found = await countBensUpTo(db, filter, max);
    if (found === 0) throw notFound('Nenhum bem encontrado para o relatório.');
    if (found > max) {
      throw new AppError(
        'BAD_REQUEST',
        `Os filtros encontram mais de ${max.toLocaleString('pt-BR')} bens: refine os filtros para emitir o relatório${photos ? ' com fotos' : ''} (até ${max.toLocaleString('pt-BR')} bens de cada vez).`,
      );
    }
    const groups = await relatorioGroups(db, filter);
    const filters = await filtersInWords(q);
    const printed = `Emitido em ${emitidoEm(new Date())} por ${actor.fullname || actor.username}`;

    // Clients → secretarias → setores, in print order (the groups come sorted).
    type Secretaria = { id: string; name: string; setores: RelatorioGroup[] };
    const entities: { name: string; secretarias: Secretaria[] }[] = [];
    for (const g of groups) {
      let entity = entities.at(-1);
      if (!entity || entity.secretarias[0]?.setores[0]?.clientId !== g.clientId) {
        entity = { name: g.clientName, secretarias: [] };
        entities.push(entity);
      }
      let secretaria = entity.secretarias.at(-1);
      if (!secretaria || secretaria.id !== g.secretariaId) {
        secretaria = { id: g.secretariaId, name: g.secretariaName, setores: [] };
        entity.secretarias.push(secretaria);
      }
      secretaria.setores.push(g);
    }
    const shape: RegisterShape = entities.map((e) => ({
      secretarias: e.secretarias.map((s) => ({ setores: s.setores.map((g) => g.count) })),
    }));
    // The grand totals, known before the first row, are the widest figures the value columns print.
    const grand = groups.reduce(
      (a, g) => ({
        aquisicao: a.aquisicao + moneyToCents(g.aquisicao),
        atual: a.atual + moneyToCents(g.atual),
      }),
      { aquisicao: 0n, atual: 0n },
    );
    const pages = countPages(shape, photos);
    const named = documentTitle(photos ? 'Relatório de bens com fotos' : 'Relatório de bens');
    const render = () => {
      const report = createRegisterDocument({
        title: TITLE,
        pages,
        photos,
        values: [reais(grand.aquisicao), reais(grand.atual)],
      });
      const { doc } = report;
      doc.info.Title = named.title;
      const { readerCaughtUp } = pdfPace(doc);
      write(report, readerCaughtUp);
      return doc;
    };

    const sum = (items: { count: number; aquisicao: bigint; atual: bigint }[]) =>
      items.reduce(
        (a, x) => ({
          count: a.count + x.count,
          aquisicao: a.aquisicao + x.aquisicao,
          atual: a.atual + x.atual,
        }),
        { count: 0, aquisicao: 0n, atual: 0n },
      );
    const totalsOf = (g: RelatorioGroup) => ({
      count: g.count,
      aquisicao: moneyToCents(g.aquisicao),
      atual: moneyToCents(g.atual),
    });

    const write = (
      report: ReturnType<typeof createRegisterDocument>,
      readerCaughtUp: () => Promise<void>,
    ) => {
      const { doc } = report;
      return (async () => {
        const all: ReturnType<typeof totalsOf>[] = [];
        for (const entity of entities) {
          report.startEntity({ entity: entity.name, title: TITLE, filters, printed });
          for (const secretaria of entity.secretarias) {
            report.add({ kind: 'secretaria', text: `Secretaria: ${secretaria.name}` });
            for (const g of secretaria.setores) {
              const setor = g.setorName ?? 'Sem setor';
              report.add({ kind: 'setor', text: `Setor: ${setor}` });
              let after: number | null = null;
              for (;;) {
                const rows = await relatorioBatch(db, filter, g, after, BATCH);
                const thumbs = photos ? await photosOf(g.clientId, rows) : null;
                for (const r of rows) {
                  report.add({
                    kind: 'row',
                    cells: [
                      String(r.codigoBem),
                      r.descricao,
                      r.categoria,
                      SITUACAO_LABELS[r.situacao as SituacaoBem] ?? r.situacao,
                      dataBr(r.dataAquisicao),
                      reais(r.valorAquisicao),
                      reais(r.valorAtual),
                    ],
                    photo: thumbs?.get(r.id) ?? null,
                  });
                }
                await readerCaughtUp();
                if (doc.destroyed) return;
                const last = rows.at(-1);
                if (!last || rows.length < BATCH) break;
                after = last.codigoBem;
              }
              const t = totalsOf(g);
              report.add({
                kind: 'subtotal',
                text: `Subtotal do setor ${setor}:`,
                tail: ` ${bens(t.count)}`,
                aquisicao: reais(t.aquisicao),
                atual: reais(t.atual),
              });
            }
            const s = sum(secretaria.setores.map(totalsOf));
            all.push(s);
            report.add({
              kind: 'subtotal',
              text: `Subtotal da secretaria ${secretaria.name}:`,
              tail: ` ${bens(s.count)}`,
              aquisicao: reais(s.aquisicao),
              atual: reais(s.atual),
            });
          }
        }
        const total = sum(all);
        report.add({
          kind: 'total',
          text: 'Total geral:',
          tail: ` ${bens(total.count)}`,
          aquisicao: reais(total.aquisicao),
          atual: reais(total.atual),
        });
        report.end();
      })().catch((error: unknown) => doc.destroy(error as Error));
    };
    return { name: named.name, pages, render };
  }

  return {
    /** GET .../reports/aplicacao/{id}. */
    register: (actor: Actor, applicationId: string, q: RelatorioBensQuery) =>
      build(actor, applicationId, q, false),
    /** GET .../reports/withImage/aplicacao/{id}: the same, each row with its first photo. */
    withImage: (actor: Actor, applicationId: string, q: RelatorioBensQuery) =>
      build(actor, applicationId, q, true),
  };
}
export type RelatoriosService = ReturnType<typeof createRelatoriosService>;
