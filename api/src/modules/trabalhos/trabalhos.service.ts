import {
  ESTADO_TRABALHO_LABELS,
  type EstadoTrabalho,
  type TipoTrabalho,
  type Trabalho,
  type TrabalhosList,
  type TrabalhosQuery,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { ByteRange, FileStorage } from '../../lib/storage.js';
import { type Actor, requireLocal } from '../auth/actor.js';
import { cancelJob, findJob, type JobRow, listJobs } from './trabalhos.repository.js';
import type { JobRunner } from './trabalhos.runner.js';

/** The jobs a user started, as the panel shows them (decision 033). */

const LIST_LIMIT = 50;

const BRAZIL_DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const jobFileLink = (id: string) => `/trabalhos/${id}/arquivo`;

export function toTrabalho(row: JobRow): Trabalho {
  const file = row.resultFile;
  const ended = row.state === 'concluido';
  return {
    id: row.id,
    tipo: row.kind as TipoTrabalho,
    titulo: row.title,
    cliente_id: row.clientId,
    estado: row.state as EstadoTrabalho,
    progresso: { feito: row.progressDone, total: row.progressTotal, mensagem: row.progressMessage },
    resultado: ended
      ? {
          quantidade: row.resultCount,
          arquivo:
            file && row.resultExpiresAt
              ? {
                  nome: file.name,
                  tamanho: file.size,
                  link: jobFileLink(row.id),
                  expira_em: row.resultExpiresAt.toISOString(),
                }
              : null,
        }
      : null,
    erro: row.error,
    criado_em: row.createdAt.toISOString(),
    iniciado_em: row.startedAt?.toISOString() ?? null,
    terminado_em: row.finishedAt?.toISOString() ?? null,
  };
}

export function createTrabalhosService(deps: { db: Db; runner: JobRunner; storage: FileStorage }) {
  const { db, runner, storage } = deps;

  /** The caller's own job, at the caller's client (support: any of its own); anything else is 404. */
  async function visible(actor: Actor, id: string): Promise<JobRow> {
    const local = requireLocal(actor);
    const row = await findJob(db, id);
    if (
      !row ||
      row.userId !== actor.userId ||
      (local.clientId !== null && row.clientId !== null && row.clientId !== local.clientId)
    ) {
      throw notFound('Trabalho não encontrado.');
    }
    return row;
  }

  return {
    async list(actor: Actor, q: TrabalhosQuery): Promise<TrabalhosList> {
      const local = requireLocal(actor);
      const rows = await listJobs(db, {
        userId: actor.userId,
        clientId: local.clientId ?? undefined,
        kind: q.tipo,
        limit: LIST_LIMIT,
      });
      return { data: rows.map(toTrabalho) };
    },

    async get(actor: Actor, id: string): Promise<Trabalho> {
      return toTrabalho(await visible(actor, id));
    },

    /** A queued job is not run; a running one stops at its next look (a depreciation run rolls back). */
    async cancel(actor: Actor, id: string): Promise<Trabalho> {
      const row = await visible(actor, id);
      const cancelled = await cancelJob(db, row.id);
      if (!cancelled) {
        const now = (await findJob(db, row.id)) ?? row;
        throw conflict(
          `Este trabalho já terminou (${ESTADO_TRABALHO_LABELS[now.state as EstadoTrabalho].toLowerCase()}): não pode ser cancelado.`,
          'TRABALHO_TERMINADO',
        );
      }
      if (row.state === 'na_fila') await runner.cancelQueued(row.kind, row.id);
      return toTrabalho(cancelled);
    },

    /** The result file while it is kept; after its expiry 410 with the date it expired. */
    async download(actor: Actor, id: string) {
      const row = await visible(actor, id);
      const file = row.resultFile;
      if (row.state !== 'concluido' || !file || !row.resultExpiresAt) {
        throw notFound('Este trabalho não tem arquivo para baixar.');
      }
      if (file.removed || row.resultExpiresAt.getTime() <= Date.now()) {
        throw new AppError(
          'GONE',
          `O arquivo deste trabalho expirou em ${BRAZIL_DATE_TIME.format(row.resultExpiresAt).replace(',', ' às')}: inicie o trabalho de novo para gerá-lo.`,
          { extra: { code: 'ARQUIVO_EXPIRADO' } },
        );
      }
      return {
        file: { name: file.name, mime: file.mime, size: file.size },
        bytes: (range?: ByteRange) => storage.read(file.key, range),
      };
    },
  };
}

export type TrabalhosService = ReturnType<typeof createTrabalhosService>;
