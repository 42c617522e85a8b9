import type { Readable } from 'node:stream';
import {
  ETIQUETAS_MAX,
  type EtiquetaQuery,
  type EtiquetasQuery,
  type FolhaEtiqueta,
  salaAppPath,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { documentTitle } from '../../../lib/document-title.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { PdfDocument } from '../../../lib/export.js';
import {
  createLabelsDocument,
  type LabelLogo,
  labelPages,
  openLogo,
  SHEETS,
} from '../../../lib/labels-pdf.js';
import { pdfPace } from '../../../lib/pdf-pace.js';
import { type Actor, type ActorLocation, requireLocal } from '../../auth/actor.js';
import { companyNames } from '../../empresas/empresas.repository.js';
import { COMPANY_LOGO } from '../../empresas/empresas.service.js';
import type { FilesService } from '../../files/files.service.js';
import {
  type BemCursor,
  type BemLabelRow,
  bemLabelBatch,
  countBensUpTo,
  findBem,
} from '../bens/bens.repository.js';
import { toBemListFilter } from '../bens/bens.service.js';
import { clientsForList } from '../client-scope.js';
import { findSala } from '../inventario/salas.repository.js';

/** Assets read per query while a document is written (a keyset read: memory stays flat however many). */
const BATCH = 200;
/** A logo larger than this is left out of the labels (a label shows it a centimetre wide). */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export type LabelsDocument = { name: string; stream: Readable };

/**
 * What one label prints: an asset's (its CodigoBEM, its public page) or, with `codigo` and `url`, a
 * sala's (its code, the sala's page of the inventory; decision 063).
 */
type LabelRow = BemLabelRow & { codigo?: string; url?: string };

/**
 * Asset labels (docs/domain.md, "Bens e categorias", Etiquetas; decision 020): one asset's, or those of the assets the list's
 * filters match. Every check (scope, count, limit) runs before the first byte; then the PDF is written
 * while it is sent, reading the assets in batches and pausing while the client is behind.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createEtiquetasService(deps: { db: Db; files: FilesService; appUrl: string }) {
  const { db, files, appUrl } = deps;

  const publicUrl = (id: string) => `${appUrl}/publico/bempatrimonial/${id}`;

  /** The client's logo bytes, or null (none, unreadable or too large: the name alone is printed). */
  async function logoOf(local: ActorLocation, clientId: string): Promise<Buffer | null> {
    const newest = (await files.list({ type: COMPANY_LOGO, id: clientId })).at(-1);
    if (!newest || newest.size > LOGO_MAX_BYTES) return null;
    try {
      const row = await files.findInScope(local, newest.id);
      return Buffer.concat(await files.open(row)().toArray());
    } catch {
      return null;
    }
  }

  function write(opts: {
    local: ActorLocation;
    folha: FolhaEtiqueta;
    inicio: number;
    title: string;
    next: (after: BemCursor | null) => Promise<LabelRow[]>;
  }): Readable {
    const labels = createLabelsDocument(SHEETS[opts.folha], opts.inicio, opts.title);
    const { doc } = labels;
    const { readerCaughtUp } = pdfPace(doc);

    (async () => {
      // Name and logo of each client, read when its first label comes (the logo embedded once).
      const byClient = new Map<string, { name: string; logo: LabelLogo | null }>();
      const entityOf = async (clientId: string) => {
        let entity = byClient.get(clientId);
        if (!entity) {
          const [[company], logo] = await Promise.all([
            companyNames(db, [clientId]),
            logoOf(opts.local, clientId),
          ]);
          entity = { name: company?.name ?? '', logo: logo ? openLogo(doc, logo) : null };
          byClient.set(clientId, entity);
        }
        return entity;
      };
      let after: BemCursor | null = null;
      for (;;) {
        const rows = await opts.next(after);
        for (const row of rows) {
          const entity = await entityOf(row.clientId);
          labels.add({
            codigo: row.codigo ?? row.codigoBem,
            descricao: row.descricao,
            entidade: entity.name,
            logo: entity.logo,
            url: row.url ?? publicUrl(row.id),
          });
        }
        await readerCaughtUp();
        if (doc.destroyed) return;
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) break;
        after = { codigoBem: last.codigoBem, clientId: last.clientId };
      }
      labels.end();
    })().catch((error: unknown) => doc.destroy(error as Error));
    return doc;
  }

  /** A sheet with one label (an asset's or a sala's), starting at the chosen position. */
  const oneLabel = (
    local: ActorLocation,
    q: EtiquetaQuery,
    row: LabelRow,
    named: { name: string; title: string },
  ): LabelsDocument => ({
    name: named.name,
    stream: write({
      local,
      folha: q.folha,
      inicio: q.inicio ?? 1,
      title: named.title,
      next: async (after) => (after ? [] : [row]),
    }),
  });

  return {
    /** GET .../reports/etiqueta/{id}: the label of one asset in scope (another client's: 404). */
    async one(actor: Actor, id: string, q: EtiquetaQuery): Promise<LabelsDocument> {
      const local = requireLocal(actor);
      const bem = await findBem(db, local, id);
      if (!bem) throw notFound('Bem patrimonial não encontrado.');
      const row = { id: bem.id, clientId: bem.clientId, codigoBem: bem.codigoBem, descricao: bem.descricao };
      const named = documentTitle(`Etiqueta do bem ${bem.codigoBem}`);
      return oneLabel(local, q, row, named);
    },

    /**
     * GET /patrimonio/salas/{id}/etiqueta: the label of a sala in scope (another client's: 404): its code
     * printed and in the barcode, its name and setor, and a QR code with the sala's address.
     */
    async sala(actor: Actor, id: string, q: EtiquetaQuery): Promise<LabelsDocument> {
      const local = requireLocal(actor);
      const found = await findSala(db, local, id);
      if (!found) throw notFound('Sala não encontrada.');
      const { sala } = found;
      const row: LabelRow = {
        id: sala.id,
        clientId: sala.clientId,
        codigoBem: 0,
        codigo: sala.codigo,
        descricao: `${sala.nome} · ${found.setorNome}`,
        url: `${appUrl}${salaAppPath(sala.id)}`,
      };
      const named = documentTitle(`Etiqueta da sala ${sala.codigo}`);
      return oneLabel(local, q, row, named);
    },

    /**
     * GET .../reports/etiquetas: the labels of the assets the list's filters match (narrowed to `ids`), in
     * code order. Every chosen id must be in scope (404 otherwise); none matched: 404; more than
     * ETIQUETAS_MAX: 400.
     */
    async many(actor: Actor, q: EtiquetasQuery): Promise<PdfDocument> {
      const local = requireLocal(actor);
      const clientIds = await clientsForList(db, local, q.cliente_id);
      if (q.ids && (await countBensUpTo(db, { clientIds, ids: q.ids }, q.ids.length)) < q.ids.length) {
        throw notFound('Bem patrimonial não encontrado.');
      }
      const filter = { ...toBemListFilter(q, clientIds), ids: q.ids };
      const found = await countBensUpTo(db, filter, ETIQUETAS_MAX);
      if (found === 0) throw notFound('Nenhum bem encontrado para imprimir etiquetas.');
      if (found > ETIQUETAS_MAX) {
        throw new AppError(
          'BAD_REQUEST',
          `Os filtros encontram mais de ${ETIQUETAS_MAX.toLocaleString('pt-BR')} bens: refine os filtros para imprimir até ${ETIQUETAS_MAX.toLocaleString('pt-BR')} etiquetas de cada vez.`,
        );
      }
      const inicio = q.inicio ?? 1;
      const named = documentTitle('Etiquetas de bens');
      return {
        name: named.name,
        pages: labelPages(SHEETS[q.folha], inicio, found),
        render: () =>
          write({
            local,
            folha: q.folha,
            inicio,
            title: named.title,
            next: (after) => bemLabelBatch(db, filter, after, BATCH),
          }),
      };
    },
  };
}
export type EtiquetasService = ReturnType<typeof createEtiquetasService>;
