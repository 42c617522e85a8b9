import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type GerarRemessasBody,
  type MarcarEnviadoBody,
  type Ocorrencia,
  type Remessa,
  type RemessaConfiguracao,
  type RemessaConfiguracaoBody,
  type RemessasDoPeriodo,
  TIPO_REMESSA_LABELS,
  type TipoRemessa,
  type Tribunal,
} from '@gp/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { brazilDate } from '../../lib/brazil-time.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ByteRange, FileStorage } from '../../lib/storage.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import { allows } from '../auth/area-access.js';
import { oneClient } from '../patrimonio/client-scope.js';
import { ACTIVE_STATES, latestByKeys } from '../trabalhos/trabalhos.repository.js';
import type { JobContext, JobRunner } from '../trabalhos/trabalhos.runner.js';
import { obrasDoPeriodo } from './audesp/audesp.repository.js';
import { audespWriter } from './audesp/audesp-writer.js';
import type { DocumentoRemessa, PeriodoRemessa, RemessaWriter } from './remessa-writer.js';
import { REMESSAS_ACCESS } from './remessas.access.js';
import {
  fatosDoPeriodo,
  findConfig,
  findRemessa,
  insertRemessas,
  latestOf,
  listRemessas,
  lockPeriodo,
  markEnviado,
  nextVersao,
  type RemessaRow,
  type RemessaValues,
  upsertConfig,
} from './remessas.repository.js';

/**
 * The remessas centre (docs/domain.md, "Remessas ao tribunal de contas"; decision 066): a period's files
 * made by a job (kind `remessa`) with every writer (one per tribunal), each validated against the
 * tribunal's schema, stored with its SHA-256, version and the difference from the previous version of
 * the same kind, period and part. An invalid file is kept (its report says why) but never downloaded;
 * a valid one is marked "enviado" with the tribunal's protocol and date.
 */

export const KIND = 'remessa';
const WRITERS: RemessaWriter[] = [audespWriter];
const dedupeKey = (clientId: string, ano: number, mes: number) => `${clientId}:${ano}-${mes}`;
const mesAno = (ano: number, mes: number) => `${String(mes).padStart(2, '0')}/${ano}`;
const brDate = (day: string) => day.split('-').reverse().join('/');

type Params = { clientId: string; ano: number; mes: number; userId: string | null; audit: AuditActor };

export function periodoDe(clientId: string, ano: number, mes: number, hoje: string): PeriodoRemessa {
  const mm = String(mes).padStart(2, '0');
  const last = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return { clientId, ano, mes, inicio: `${ano}-${mm}-01`, fim: `${ano}-${mm}-${last}`, hoje };
}

/** What the period still lacks: each a warning of the report and of the centre. */
async function avisosDo(db: Db, p: PeriodoRemessa): Promise<string[]> {
  const [fatos, config] = await Promise.all([fatosDoPeriodo(db, p.clientId, p), findConfig(db, p.clientId)]);
  const out: string[] = [];
  const periodo = mesAno(p.ano, p.mes);
  if (p.fim >= p.hoje) out.push(`O mês ${periodo} ainda não terminou: a remessa pode mudar até o fim dele.`);
  if (fatos.medicoesSemConferencia > 0)
    out.push(
      `${fatos.medicoesSemConferencia.toLocaleString('pt-BR')} ${fatos.medicoesSemConferencia === 1 ? 'medição entregue' : 'medições entregues'} em ${periodo} sem conferência: as medições do mês não estão fechadas.`,
    );
  if (fatos.depreciacao === null) out.push(`A depreciação de ${periodo} não foi processada.`);
  else if (fatos.depreciacao !== 'fechado')
    out.push(`A depreciação de ${periodo} foi processada, mas o mês não foi fechado.`);
  if (!config?.audespEntidade || !config.audespMunicipio)
    out.push('Informe os códigos da entidade e do município no AUDESP (Configuração da remessa).');
  return out;
}

const aviso = (mensagem: string): Ocorrencia => ({
  tipo: 'aviso',
  mensagem,
  obra_id: null,
  obra_numero: null,
  campo: null,
  link: null,
  detalhe: null,
});

/** The works whose part changed from the previous version of the same kind, period and part. */
function diferenca(anterior: RemessaRow | null, obras: DocumentoRemessa['obras']) {
  if (!anterior) return null;
  const antes = new Map(anterior.obras.map((o) => [o.id, o]));
  const agora = new Map(obras.map((o) => [o.id, o]));
  return {
    anterior_id: anterior.id,
    anterior_versao: anterior.versao,
    incluidas: obras.filter((o) => !antes.has(o.id)).map((o) => o.numero),
    removidas: anterior.obras.filter((o) => !agora.has(o.id)).map((o) => o.numero),
    alteradas: obras.filter((o) => antes.has(o.id) && antes.get(o.id)?.hash !== o.hash).map((o) => o.numero),
  };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the service's short functions share the storage, the queue and the writers (decision 066).
export function createRemessasService(deps: {
  db: Db;
  storage: FileStorage;
  jobs?: JobRunner;
  log?: FastifyBaseLogger;
  today?: () => string;
}) {
  const { db, storage, jobs } = deps;
  const today = deps.today ?? (() => brazilDate(new Date()));

  /** Writes, validates and records every file of the period (the job's work; tests call it directly). */
  async function gerarAgora(p: Params, ctx?: Pick<JobContext, 'progress' | 'id'>) {
    const periodo = periodoDe(p.clientId, p.ano, p.mes, today());
    ctx?.progress(0, null, 'Lendo as obras do período');
    const avisos = (await avisosDo(db, periodo)).map(aviso);
    const docs: { writer: RemessaWriter; doc: DocumentoRemessa; erros: Ocorrencia[] }[] = [];
    for (const writer of WRITERS) {
      for (const doc of await writer.documentos(db, periodo)) docs.push({ writer, doc, erros: [] });
    }
    if (!docs.length)
      throw conflict(
        `Não há obra em execução em ${mesAno(p.ano, p.mes)}: não há arquivo a gerar.`,
        'REMESSA_VAZIA',
      );
    ctx?.progress(
      0,
      docs.length,
      `Validando ${docs.length.toLocaleString('pt-BR')} arquivos pelo leiaute do tribunal`,
    );
    for (const writer of WRITERS) {
      const mine = docs.filter((d) => d.writer === writer);
      const erros = await writer.validar(mine.map((d) => d.doc));
      mine.forEach((d, k) => {
        d.erros = erros[k] ?? [];
      });
    }
    ctx?.progress(docs.length, docs.length, 'Guardando os arquivos');
    const stored = await Promise.all(
      docs.map(async (d) => {
        const key = `remessas/${p.clientId}/${randomUUID()}.xml`;
        const written = await storage.write(key, Readable.from([d.doc.bytes]));
        return { ...d, key, written };
      }),
    );
    return db.transaction(async (tx) => {
      await lockPeriodo(tx, p.clientId, p.ano, p.mes);
      const versao = await nextVersao(tx, p.clientId, p.ano, p.mes);
      const values: RemessaValues[] = [];
      for (const s of stored) {
        const anterior = await latestOf(tx, p.clientId, s.doc.tipo, p.ano, p.mes, s.doc.parte);
        const dif = diferenca(anterior, s.doc.obras);
        values.push({
          clientId: p.clientId,
          tribunal: s.writer.tribunal,
          tipo: s.doc.tipo,
          ano: p.ano,
          mes: p.mes,
          parte: s.doc.parte,
          versao,
          nome: s.doc.nome.replace(/\.xml$/, `_v${versao}.xml`),
          storageKey: s.key,
          sha256: s.written.sha256,
          tamanho: s.written.size,
          obras: s.doc.obras,
          valido: s.erros.length === 0,
          ocorrencias: [...s.erros, ...avisos, ...s.doc.ocorrencias],
          diferenca: dif
            ? {
                anterior_id: dif.anterior_id,
                incluidas: dif.incluidas,
                removidas: dif.removidas,
                alteradas: dif.alteradas,
              }
            : null,
          geradoPor: p.userId,
          trabalhoId: ctx?.id ?? null,
        });
      }
      const rows = await insertRemessas(tx, values);
      await recordAudit(tx, p.audit, {
        action: 'remessa-gerada',
        entity: 'remessa',
        entityId: null,
        after: {
          ano: p.ano,
          mes: p.mes,
          versao,
          arquivos: rows.map((r) => ({ id: r.id, nome: r.nome, sha256: r.sha256, valido: r.valido })),
        },
        clientId: p.clientId,
      });
      return rows;
    });
  }

  jobs?.define(KIND, {
    failure: 'Falha inesperada ao gerar a remessa. Nenhum arquivo foi gravado; gere-a de novo.',
    expireInSeconds: 3600,
    idempotent: true,
    handler: async (ctx) => {
      const rows = await gerarAgora(ctx.params as Params, ctx);
      return { count: rows.length };
    },
  });

  /** The remessa's client in the caller's scope (another client's reads as not found). */
  async function visible(actor: Actor, id: string) {
    const found = await findRemessa(db, id);
    if (!found) throw notFound('Remessa não encontrada.');
    await oneClient(db, requireLocal(actor), found.remessa.clientId).catch(() => {
      throw notFound('Remessa não encontrada.');
    });
    return found;
  }

  function toApi(
    actor: Actor,
    r: { remessa: RemessaRow; geradoPor: string | null; enviadoPor: string | null },
    versoes: Map<string, number>,
  ): Remessa {
    const local = requireLocal(actor);
    const x = r.remessa;
    const dif = x.diferenca;
    return {
      id: x.id,
      tribunal: x.tribunal as Tribunal,
      tipo: x.tipo as TipoRemessa,
      tipo_descricao: TIPO_REMESSA_LABELS[x.tipo as TipoRemessa] ?? x.tipo,
      ano: x.ano,
      mes: x.mes,
      parte: x.parte,
      versao: x.versao,
      nome: x.nome,
      sha256: x.sha256,
      tamanho: x.tamanho,
      obras: x.obras.length,
      valido: x.valido,
      ocorrencias: x.ocorrencias,
      diferenca: dif
        ? {
            anterior_versao: dif.anterior_id ? (versoes.get(dif.anterior_id) ?? null) : null,
            incluidas: dif.incluidas,
            removidas: dif.removidas,
            alteradas: dif.alteradas,
          }
        : null,
      gerado_por: r.geradoPor,
      gerado_em: x.createdAt.toISOString(),
      enviado_em: x.enviadoEm,
      protocolo: x.protocolo,
      enviado_por: r.enviadoPor,
      acoes: {
        baixar: x.valido && allows(local, REMESSAS_ACCESS.ler),
        marcar_enviado: x.valido && x.enviadoEm === null && allows(local, REMESSAS_ACCESS.atualizar),
      },
    };
  }

  return {
    gerarAgora,

    async list(
      actor: Actor,
      q: { ano: number; mes: number; cliente_id?: string },
    ): Promise<RemessasDoPeriodo> {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, q.cliente_id);
      const rows = await listRemessas(db, clientId, q.ano, q.mes);
      const versoes = new Map(rows.map((r) => [r.remessa.id, r.remessa.versao]));
      const [running] = await latestByKeys(db, KIND, [dedupeKey(clientId, q.ano, q.mes)]);
      const active = running && (ACTIVE_STATES as readonly string[]).includes(running.state);
      return {
        data: rows.map((r) => toApi(actor, r, versoes)),
        avisos: await avisosDo(db, periodoDe(clientId, q.ano, q.mes, today())),
        trabalho_id: active ? running.id : null,
        acoes: {
          gerar: allows(local, REMESSAS_ACCESS.gerar),
          configurar: allows(local, REMESSAS_ACCESS.atualizar),
        },
      };
    },

    /** Asks for the period's files: the checks now (a refusal is the answer), the files by the job. */
    async gerar(actor: Actor, body: GerarRemessasBody, requestId: string | null) {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, body.cliente_id);
      const periodo = periodoDe(clientId, body.ano, body.mes, today());
      if (periodo.inicio > periodo.hoje)
        throw conflict(`O mês ${mesAno(body.ano, body.mes)} ainda não começou.`, 'REMESSA_FUTURA');
      if (!(await obrasDoPeriodo(db, clientId, periodo)).length)
        throw conflict(
          `Não há obra em execução em ${mesAno(body.ano, body.mes)}: não há arquivo a gerar.`,
          'REMESSA_VAZIA',
        );
      if (!jobs) throw conflict('A fila de trabalhos não está disponível.');
      const id = await jobs.enqueue({
        kind: KIND,
        title: `Remessa ao tribunal de contas de ${mesAno(body.ano, body.mes)}`,
        clientId,
        userId: actor.userId,
        requestId,
        params: {
          clientId,
          ano: body.ano,
          mes: body.mes,
          userId: actor.userId,
          audit: auditActor(actor),
        } satisfies Params,
        dedupeKey: dedupeKey(clientId, body.ano, body.mes),
        conflict: conflict('A remessa deste mês já está sendo gerada.', 'REMESSA_EM_ANDAMENTO'),
      });
      return { trabalho_id: id };
    },

    /** A valid file's bytes; an invalid one is refused (409) with its first errors. */
    async arquivo(actor: Actor, id: string) {
      const { remessa: r } = await visible(actor, id);
      if (!r.valido) {
        const erros = r.ocorrencias.filter((o) => o.tipo === 'erro');
        throw conflict(
          `Este arquivo tem ${erros.length.toLocaleString('pt-BR')} ${erros.length === 1 ? 'erro' : 'erros'} de validação e não pode ser baixado: corrija os dados e gere a remessa de novo.`,
          'REMESSA_INVALIDA',
        );
      }
      return {
        file: { name: r.nome, mime: 'application/xml', size: r.tamanho },
        bytes: (range?: ByteRange) => storage.read(r.storageKey, range),
      };
    },

    async marcarEnviado(actor: Actor, id: string, body: MarcarEnviadoBody): Promise<Remessa> {
      const found = await visible(actor, id);
      const r = found.remessa;
      if (!r.valido)
        throw conflict(
          'Um arquivo com erros de validação não pode ser marcado como enviado.',
          'REMESSA_INVALIDA',
        );
      if (r.enviadoEm)
        throw conflict(
          `Este arquivo já foi marcado como enviado em ${brDate(r.enviadoEm)} (protocolo ${r.protocolo}).`,
          'REMESSA_ENVIADA',
        );
      if (body.data > today()) throw conflict('A data do envio não pode ser futura.', 'DATA_FUTURA');
      if (body.data < brazilDate(r.createdAt))
        throw conflict('A data do envio não pode ser anterior à geração do arquivo.', 'DATA_ANTERIOR');
      const updated = await db.transaction(async (tx) => {
        const row = await markEnviado(tx, id, {
          protocolo: body.protocolo,
          data: body.data,
          userId: actor.userId,
        });
        if (!row) throw conflict('Este arquivo já foi marcado como enviado.', 'REMESSA_ENVIADA');
        await recordAudit(tx, auditActor(actor), {
          action: 'remessa-enviada',
          entity: 'remessa',
          entityId: id,
          after: { protocolo: body.protocolo, data: body.data, sha256: row.sha256 },
          clientId: row.clientId,
        });
        return row;
      });
      const again = await findRemessa(db, updated.id);
      const periodo = await listRemessas(db, updated.clientId, updated.ano, updated.mes);
      return toApi(actor, again!, new Map(periodo.map((x) => [x.remessa.id, x.remessa.versao])));
    },

    async config(actor: Actor, clienteId?: string): Promise<RemessaConfiguracao> {
      const clientId = await oneClient(db, requireLocal(actor), clienteId);
      const row = await findConfig(db, clientId);
      return { audesp_entidade: row?.audespEntidade ?? null, audesp_municipio: row?.audespMunicipio ?? null };
    },

    async salvarConfig(actor: Actor, body: RemessaConfiguracaoBody): Promise<RemessaConfiguracao> {
      const clientId = await oneClient(db, requireLocal(actor), body.cliente_id);
      const before = await findConfig(db, clientId);
      await db.transaction(async (tx) => {
        await upsertConfig(tx, clientId, {
          audespEntidade: body.audesp_entidade,
          audespMunicipio: body.audesp_municipio,
        });
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'remessa-configuracao',
          entityId: clientId,
          before: before
            ? { audesp_entidade: before.audespEntidade, audesp_municipio: before.audespMunicipio }
            : null,
          after: { audesp_entidade: body.audesp_entidade, audesp_municipio: body.audesp_municipio },
          clientId,
        });
      });
      return { audesp_entidade: body.audesp_entidade, audesp_municipio: body.audesp_municipio };
    },
  };
}

export type RemessasService = ReturnType<typeof createRemessasService>;
