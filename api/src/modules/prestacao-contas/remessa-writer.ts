import type { Ocorrencia, TipoRemessa, Tribunal } from '@gp/shared-contracts';
import type { ReadDb } from '../../db/client.js';

/**
 * One writer per tribunal (decision 066): period → documents → validate. The service runs any writer the
 * same way (reads the period, writes its documents, validates each, stores them, records the versions),
 * so a second tribunal (TCE-MG SICOM's CADOBRAS, for one) is a new writer, not a new design.
 */

export type PeriodoRemessa = {
  clientId: string;
  ano: number;
  mes: number;
  /** First and last day of the month, "YYYY-MM-DD". */
  inicio: string;
  fim: string;
  /** Today in Brasília (the documents' creation date). */
  hoje: string;
};

/** A work a document carries: its key at the tribunal and the hash of its part (the diff's unit). */
export type ObraNoDocumento = { id: string; numero: string; chave: string; hash: string };

/** A document as written, before the tribunal's schema looked at it. */
export type DocumentoRemessa = {
  tipo: TipoRemessa;
  /** 1, 2, … when the period needs more than one document of the kind. */
  parte: number;
  /** The file name the tribunal's upload takes. */
  nome: string;
  mime: string;
  bytes: Buffer;
  obras: ObraNoDocumento[];
  /** Found while writing: characters transliterated, data the writer could not place. */
  ocorrencias: Ocorrencia[];
  /** What the validator needs to say which work and field a schema error is about. */
  contexto: unknown;
};

export type RemessaWriter = {
  tribunal: Tribunal;
  /** The kinds it writes, in the order the tribunal takes them. */
  tipos: readonly TipoRemessa[];
  /** Reads the client's period and writes every document of it (an empty list: nothing to send). */
  documentos: (db: ReadDb, periodo: PeriodoRemessa) => Promise<DocumentoRemessa[]>;
  /**
   * The tribunal's schema's verdict on each document (in order): each error per work and field, in
   * Portuguese. All at once: a validator may check many documents in one run (AUDESP's does).
   */
  validar: (docs: DocumentoRemessa[]) => Promise<Ocorrencia[][]>;
};
