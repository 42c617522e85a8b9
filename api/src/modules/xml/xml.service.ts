import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type NfeNota,
  normalizeCpfCnpj,
  type XmlIncorporacao,
  type XmlIncorporarBody,
  type XmlListQuery,
  type XmlNota,
  type XmlNotaListItem,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { sanitizeFileName } from '../../lib/file-types.js';
import { pageAnswer, pageWindow } from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/sql.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal, requireRule } from '../auth/actor.js';
import type { FilesService, IncomingFile } from '../files/files.service.js';
import { clientsForList, oneClient } from '../patrimonio/client-scope.js';
import type { PatrimonioServices } from '../patrimonio/patrimonio.js';
import { NfeRefusal, parseNfe } from './nfe-parser.js';
import { toXmlNota, toXmlNotaListItem } from './xml.mapper.js';
import {
  bensOfNota,
  clientDocument,
  clientWithDocument,
  deleteRecusadas,
  deleteXmlNota,
  findXmlNota,
  insertXmlNota,
  liveImportOf,
  lockXmlNota,
  ncmSuggestions,
  pageXmlNotas,
  supplierWithDocument,
  type XmlNotaNamedRow,
  type XmlNotaValues,
} from './xml.repository.js';
import { gravarIncorporacao } from './xml-incorporacao-gravar.js';
import { planejarIncorporacao } from './xml-incorporacao-plano.js';
import { validarIncorporacao } from './xml-incorporacao-validar.js';

/** The layout's own limit of lines in one note. */
export const NFE_MAX_ITENS = 990;

/** The status of each refusal of the parser. */
const REFUSAL_STATUS = {
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_XML: 'UNSUPPORTED_MEDIA_TYPE',
  UNSAFE: 'BAD_REQUEST',
  LAYOUT: 'UNPROCESSABLE',
  KEY: 'UNPROCESSABLE',
  MODEL: 'UNPROCESSABLE',
  NOT_AUTHORISED: 'UNPROCESSABLE',
  CANCELLED: 'UNPROCESSABLE',
  TOO_MANY_ITEMS: 'UNPROCESSABLE',
} as const;

const notFoundNota = () => notFound('Nota fiscal não encontrada.');
const dateBr = (ymd: string) => ymd.split('-').reverse().join('/');

/** Reads the upload into memory up to `max` bytes; what lies beyond is drained, not kept. */
async function readBounded(stream: IncomingFile['stream'], max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= max) chunks.push(chunk as Buffer);
  }
  return { bytes: Buffer.concat(chunks), tooLarge: size > max || stream.truncated === true };
}

/**
 * What the list's search box asks: digits with their masks ("4318 0906", "06.929.383/0001-63", "26") look
 * up keys, emitters' documents and numbers; anything with letters looks up the emitter's name.
 */
function searchTerms(text: string | undefined): { search?: string; digits?: string } {
  const search = text?.trim();
  if (!search) return {};
  return /^[\d\s./-]+$/.test(search) ? { digits: search.replace(/\D/g, '') || undefined } : { search };
}

/**
 * How long a refused import stays in the XML list (its reason stays in the upload's answer and in the
 * audit entry written when it was refused): 30 days.
 */
export const RECUSADAS_GUARDADAS_DIAS = 30;

/**
 * Purges the refused imports of every client created more than `dias` days before `now`, audited per
 * client with the count: the function the scheduler calls (once a day is enough). Returns how many went.
 */
export async function purgarRecusadas(db: Db, now = new Date(), dias = RECUSADAS_GUARDADAS_DIAS) {
  const before = new Date(now.getTime() - dias * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const counts = await deleteRecusadas(tx, { clientIds: null, before });
    for (const [clientId, quantidade] of counts) {
      await recordAudit(tx, auditActor(null), {
        action: 'delete',
        entity: 'xml-nota',
        before: { situacao: 'recusada', quantidade, anteriores_a: before.toISOString() },
        clientId,
      });
    }
    return [...counts.values()].reduce((n, c) => n + c, 0);
  });
}

/**
 * The XML area (docs/domain.md, "NF-e"): import of a supplier's NF-e (validated, stored, listed) and
 * its incorporation into the asset register, all of it in one transaction.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createXmlService(deps: {
  db: Db;
  files: FilesService;
  patrimonio: PatrimonioServices;
  maxBytes: number;
}) {
  const { db, files, patrimonio, maxBytes } = deps;
  const maxMb = Math.round(maxBytes / 1024 / 1024);

  async function visible(local: ActorLocation, id: string): Promise<XmlNotaNamedRow> {
    const row = await findXmlNota(db, local, id);
    if (!row) throw notFoundNota();
    return row;
  }

  /** Keeps a refused file's name and reason in the list (its bytes are not kept), then refuses the call. */
  async function refuse(
    actor: Actor,
    owner: { applicationId: string; clientId: string },
    arquivoNome: string,
    error: AppError,
    nota?: NfeNota,
  ): Promise<never> {
    await db.transaction(async (tx) => {
      const row = await insertXmlNota(tx, {
        ...owner,
        arquivoNome,
        situacao: 'recusada',
        motivo: error.message,
        ...(nota ? summaryOf(nota) : {}),
        createdBy: actor.userId,
      });
      await recordAudit(tx, auditActor(actor), {
        action: 'create',
        entity: 'xml-nota',
        entityId: row.id,
        after: { arquivo: arquivoNome, situacao: 'recusada', motivo: error.message },
        clientId: owner.clientId,
      });
    });
    throw error;
  }

  function summaryOf(nota: NfeNota): Partial<XmlNotaValues> {
    return {
      chave: nota.chave,
      numero: nota.numero,
      serie: nota.serie,
      dataEmissao: nota.emissao.slice(0, 10),
      emitenteDocumento: normalizeCpfCnpj(nota.emitente.documento),
      emitenteNome: nota.emitente.nome,
      valorTotal: nota.totais.nota,
      itens: nota.itens.length,
    };
  }

  return {
    async list(actor: Actor, q: XmlListQuery) {
      const ids = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageXmlNotas(
        db,
        {
          clientIds: ids,
          ...searchTerms(q.search),
          situacao: q.situacao,
          dataDe: q.data_de,
          dataAte: q.data_ate,
        },
        { ...pageWindow(q), sort: q.sort, order: q.order },
      );
      return pageAnswer(q, { rows, total }, toXmlNotaListItem);
    },

    /** The import with what the incorporation wizard proposes. */
    async get(actor: Actor, id: string): Promise<XmlNota> {
      const local = requireLocal(actor);
      const row = await visible(local, id);
      const nota = row.nota.nota as NfeNota | null;
      if (!nota)
        return toXmlNota(row, { fornecedor: null, destinatarioConfere: false, sugestoes: [], bens: [] });
      const codes = [...new Set(nota.itens.map((i) => i.ncm).filter((x): x is string => !!x))];
      const [fornecedor, documento, ncms, bens] = await Promise.all([
        row.nota.fornecedorId
          ? patrimonio.fornecedores.usable(local, row.nota.fornecedorId)
          : supplierWithDocument(db, row.nota.applicationId, normalizeCpfCnpj(nota.emitente.documento)),
        clientDocument(db, row.nota.clientId),
        ncmSuggestions(db, row.nota.clientId, codes),
        bensOfNota(db, id),
      ]);
      const byCode = new Map(ncms.map((n) => [n.codigo, n]));
      return toXmlNota(row, {
        fornecedor,
        destinatarioConfere:
          !!documento &&
          !!nota.destinatario.documento &&
          normalizeCpfCnpj(nota.destinatario.documento) === documento,
        sugestoes: nota.itens.map((item) => {
          const ncm = item.ncm ? byCode.get(item.ncm) : undefined;
          return {
            item: item.numero,
            ncm: ncm ? { id: ncm.ncmId, nome: `${ncm.codigo} – ${ncm.descricao}` } : null,
            categoria: ncm?.categoriaId ? { id: ncm.categoriaId, nome: ncm.categoriaNome ?? '' } : null,
          };
        }),
        bens,
      });
    },

    /**
     * POST /xml/upload: validates the file (parser rules, then the client: addressed to another client of
     * the application, or a key already imported, are refused), stores it and records the pending import.
     */
    async upload(actor: Actor, clienteId: string | undefined, file: IncomingFile): Promise<XmlNotaListItem> {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, clienteId);
      const owner = { applicationId: local.applicationId, clientId };
      const name = sanitizeFileName(file.filename);
      const { bytes, tooLarge } = await readBounded(file.stream, maxBytes);
      if (tooLarge) {
        return refuse(
          actor,
          owner,
          name,
          new AppError('PAYLOAD_TOO_LARGE', `O arquivo excede o tamanho máximo de ${maxMb} MB.`),
        );
      }
      let nota: NfeNota;
      try {
        nota = parseNfe(bytes, { maxBytes, maxItems: NFE_MAX_ITENS });
      } catch (error) {
        if (!(error instanceof NfeRefusal)) throw error;
        return refuse(actor, owner, name, new AppError(REFUSAL_STATUS[error.code], error.message));
      }
      const destino = nota.destinatario.documento ? normalizeCpfCnpj(nota.destinatario.documento) : null;
      if (destino) {
        const other = await clientWithDocument(db, local.applicationId, destino);
        if (other && other.id !== clientId) {
          return refuse(
            actor,
            owner,
            name,
            new AppError(
              'UNPROCESSABLE',
              `A nota é destinada a outro cliente (${other.name}): importe-a no local de trabalho dele.`,
            ),
            nota,
          );
        }
      }
      const earlier = await liveImportOf(db, clientId, nota.chave);
      if (earlier) return refuse(actor, owner, name, duplicateOf(earlier), nota);

      const id = randomUUID();
      const stored = await files.upload(
        actor,
        { type: 'nfe', id, ...owner },
        { filename: name, stream: Readable.from(bytes) },
        ['xml'],
      );
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await insertXmlNota(tx, {
            id,
            ...owner,
            arquivoNome: name,
            arquivoId: stored.id,
            situacao: 'pendente',
            ...summaryOf(nota),
            nota,
            createdBy: actor.userId,
          });
          await recordAudit(tx, auditActor(actor), {
            action: 'create',
            entity: 'xml-nota',
            entityId: id,
            after: {
              arquivo: name,
              situacao: 'pendente',
              chave: nota.chave,
              numero: nota.numero,
              serie: nota.serie,
            },
            clientId,
          });
          return inserted;
        });
        return toXmlNotaListItem({ nota: row, importadoPor: actor.fullname, incorporadaPor: null });
      } catch (error) {
        await files.remove(actor, await files.findInScope(local, stored.id));
        if (isUniqueViolation(error)) {
          const other = await liveImportOf(db, clientId, nota.chave);
          if (other) throw duplicateOf(other);
        }
        throw error;
      }
    },

    /** The original file of an import (download). */
    async arquivo(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const row = await visible(local, id);
      if (!row.nota.arquivoId) throw notFound('Esta importação foi recusada: o arquivo não foi guardado.');
      const file = await files.findInScope(local, row.nota.arquivoId);
      return { row: file, bytes: files.open(file) };
    },

    /**
     * DELETE /xml/recusadas: discards every refused import of the caller's client (support: the client it
     * names, else every client it sees), audited per client with the count. A refusal also stays in its
     * upload's answer and in the audit entry written when it was refused.
     */
    async discardRecusadas(actor: Actor, clienteId?: string) {
      const ids = await clientsForList(db, requireLocal(actor), clienteId);
      const total = await db.transaction(async (tx) => {
        const counts = await deleteRecusadas(tx, { clientIds: ids });
        for (const [clientId, quantidade] of counts) {
          await recordAudit(tx, auditActor(actor), {
            action: 'delete',
            entity: 'xml-nota',
            before: { situacao: 'recusada', quantidade },
            clientId,
          });
        }
        return [...counts.values()].reduce((n, c) => n + c, 0);
      });
      const message =
        total === 0
          ? 'Não há importações recusadas a descartar.'
          : total === 1
            ? '1 importação recusada descartada.'
            : `${total} importações recusadas descartadas.`;
      return { status: 'Ok' as const, message };
    },

    /** DELETE /xml/{id}: discards a pending or refused import (an incorporated one stays: its assets cite it). */
    async discard(actor: Actor, id: string) {
      const local = requireLocal(actor);
      const seen = await visible(local, id);
      const fileRow = seen.nota.arquivoId ? await files.findInScope(local, seen.nota.arquivoId) : null;
      await db.transaction(async (tx) => {
        const row = await lockXmlNota(tx, local, id);
        if (!row) throw notFoundNota();
        if (row.situacao === 'incorporada') {
          throw new AppError(
            'CONFLICT',
            'Uma nota incorporada não pode ser descartada: seus bens foram cadastrados a partir dela.',
          );
        }
        await deleteXmlNota(tx, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'delete',
          entity: 'xml-nota',
          entityId: id,
          before: { arquivo: row.arquivoNome, situacao: row.situacao, chave: row.chave },
          clientId: row.clientId,
        });
      });
      if (fileRow) await files.remove(actor, fileRow);
      return { status: 'Ok' as const, message: 'Importação descartada.' };
    },

    /**
     * POST /xml/{id}/incorporar: the supplier (found or registered from the emitter), every asset with its
     * value from the apportioning, its incorporation movement, its vehicle record and the XML as its
     * attachment, and the note marked incorporated: one transaction, all or nothing.
     */
    async incorporar(actor: Actor, id: string, body: XmlIncorporarBody): Promise<XmlIncorporacao> {
      const local = requireLocal(actor);
      requireRule(local, 'assets:create');
      const seen = await visible(local, id);
      if (seen.nota.situacao === 'incorporada')
        throw new AppError('CONFLICT', 'Esta nota já foi incorporada.');
      if (seen.nota.situacao !== 'pendente' || !seen.nota.nota || !seen.nota.arquivoId) {
        throw new AppError('CONFLICT', 'Uma importação recusada não pode ser incorporada.');
      }
      const nota = seen.nota.nota as NfeNota;
      const clientId = seen.nota.clientId;

      const validada = await validarIncorporacao(db, patrimonio, nota, clientId, body);
      const plano = await planejarIncorporacao(db, patrimonio, local, nota, clientId, body, validada.modos);
      const source = await files.findInScope(local, seen.nota.arquivoId);
      return db.transaction((tx) =>
        gravarIncorporacao(
          tx,
          { files, patrimonio },
          { actor, local, id, nota, clientId, body },
          validada,
          plano,
          source,
        ),
      );
    },
  };
}
export type XmlService = ReturnType<typeof createXmlService>;

function duplicateOf(earlier: XmlNotaNamedRow): AppError {
  const n = earlier.nota;
  const quando = dateBr(n.createdAt.toISOString().slice(0, 10));
  const quem = earlier.importadoPor ? ` por ${earlier.importadoPor}` : '';
  return new AppError(
    'CONFLICT',
    `Esta NF-e já foi importada em ${quando}${quem} (${n.situacao === 'incorporada' ? 'incorporada' : 'pendente'}, arquivo "${n.arquivoNome}").`,
    { extra: { id: n.id } },
  );
}
