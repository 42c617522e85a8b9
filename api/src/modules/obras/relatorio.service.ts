import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  centsToMoney,
  formatCpfCnpj,
  formatReais,
  moneyToCents,
  normalizeMoney,
  percentualExecutado,
  type RelatoriosTrimestrais,
  type RelatorioTrimestral,
  type RelatorioTrimestralBody,
  SITUACAO_OBRA_LABELS,
  type SituacaoObra,
  TIPO_ACOMPANHAMENTO_LABELS,
  TIPO_MEDICAO_LABELS,
  TIPO_OBRA_LABELS,
  type TipoMedicao,
  type TipoObra,
  trimestreDe,
  trimestreLabel,
  trimestrePeriodo,
} from '@gp/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { brazilDate, brazilDayTime } from '../../lib/brazil-time.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ByteRange, FileStorage } from '../../lib/storage.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import { ACTIVE_STATES, latestByKeys } from '../trabalhos/trabalhos.repository.js';
import type { JobContext, JobRunner } from '../trabalhos/trabalhos.runner.js';
import { findObraById, lockObra, type ObraRow } from './obras.repository.js';
import { type ObrasService, today } from './obras.service.js';
import { pagamentosDoPeriodo, totalPago } from './pagamentos.repository.js';
import { cronogramaDa } from './planilha.service.js';
import {
  acompanhamentosDoPeriodo,
  clientName,
  findRelatorio,
  fotosDe,
  insertRelatorio,
  itensMedidosNoPeriodo,
  listRelatorios,
  medicoesDoPeriodo,
  medidoAteDia,
  nextVersao,
  obrasEmAndamento,
  type RelatorioRow,
} from './relatorio.repository.js';
import { fotoDoRelatorio } from './relatorio-fotos.js';
import { FOTOS_POR_ACOMPANHAMENTO, renderRelatorio } from './relatorio-pdf.js';

/**
 * The quarterly report of a work (docs/domain.md, "Relatório trimestral"; decision 058): asked on the
 * work's page or by the quarterly schedule, made by a job of its own kind (`relatorio-trimestral`), stored
 * in the file storage and recorded (work, quarter, version, when, by whom, SHA-256), published on the
 * work's public page. A second run of the same quarter adds a version; the earlier ones stay.
 */

export const KIND = 'relatorio-trimestral';
/** A photo larger than this is left out of the report (it bounds the time and memory of one decode). */
export const FOTO_MAX_BYTES = 3 * 1024 * 1024;
const brDate = (day: string) => day.split('-').reverse().join('/');
const dedupeKey = (obraId: string, ano: number, trimestre: number) => `${obraId}:${ano}-${trimestre}`;

type Quarter = { ano: number; trimestre: number };
/** What the job needs; `audit` is who asked (all null: the quarterly schedule). */
type Params = Quarter & { obraId: string; userId: string | null; audit: AuditActor };

/** The quarters a work may be reported for: from its start's to today's, newest first (none: why). */
export function trimestresDaObra(
  dataInicio: string | null,
  hoje: string,
): { trimestres: Quarter[]; motivo: string | null } {
  if (!dataInicio)
    return { trimestres: [], motivo: 'A obra não tem data de início: não há trimestre para relatar.' };
  if (dataInicio > hoje)
    return {
      trimestres: [],
      motivo: `A obra começa em ${brDate(dataInicio)}: ainda não há trimestre para relatar.`,
    };
  const first = trimestreDe(dataInicio);
  const out: Quarter[] = [];
  for (
    let q = trimestreDe(hoje);
    q.ano > first.ano || (q.ano === first.ano && q.trimestre >= first.trimestre);
  ) {
    out.push(q);
    q = q.trimestre === 1 ? { ano: q.ano - 1, trimestre: 4 } : { ano: q.ano, trimestre: q.trimestre - 1 };
  }
  return { trimestres: out, motivo: null };
}

/** Refuses a quarter the work cannot be reported for (before its start, not begun yet). */
function assertQuarter(obra: ObraRow, q: Quarter, hoje: string) {
  const { inicio, fim } = trimestrePeriodo(q.ano, q.trimestre);
  const label = trimestreLabel(q.ano, q.trimestre);
  const inicioObra = obra.obra.dataInicio;
  if (!inicioObra)
    throw conflict('A obra não tem data de início: não há trimestre para relatar.', 'OBRA_SEM_INICIO');
  if (fim < inicioObra)
    throw conflict(
      `O ${label} terminou antes do início da obra (${brDate(inicioObra)}): não há relatório dele.`,
      'TRIMESTRE_ANTES_DO_INICIO',
    );
  if (inicio > hoje) throw conflict(`O ${label} ainda não começou.`, 'TRIMESTRE_FUTURO');
}

export const toRelatorio = (
  r: RelatorioRow,
  usuario: { id: string | null; name: string | null } | null,
): RelatorioTrimestral => ({
  id: r.id,
  obra_id: r.obraId,
  ano: r.ano,
  trimestre: r.trimestre,
  versao: r.versao,
  gerado_em: r.createdAt.toISOString(),
  gerado_por: usuario?.id ? { id: usuario.id, name: usuario.name ?? '' } : null,
  sha256: r.sha256,
  tamanho: r.tamanho,
  paginas: r.paginas,
});

/** "dd/MM/yyyy HH:mm" in Brasília: when the report was made, printed at the foot of its pages. */
const geradoEm = (at: Date) => `${brDate(brazilDate(at))} ${brazilDayTime(at).slice(-5)}`;

/** A stored report's file: its name for the download and its bytes (the back office's and the public's). */
export function relatorioFile(storage: FileStorage, row: RelatorioRow) {
  return {
    file: {
      name: `Relatório trimestral – ${trimestreLabel(row.ano, row.trimestre)} – versão ${row.versao}.pdf`,
      mime: 'application/pdf',
      size: row.tamanho,
    },
    bytes: (range?: ByteRange) => storage.read(row.storageKey, range),
  };
}

/**
 * The photos of each follow-up (at most FOTOS_POR_ACOMPANHAMENTO), downsized for the report
 * (`relatorio-fotos.ts`); null for one that cannot be read or decoded, drawn as "Foto ilegível".
 * One after the other: each decode already uses the cores, and one photo at a time bounds the memory.
 */
async function fotosPorAcompanhamento(db: Db, storage: FileStorage, ids: string[]) {
  const porAcompanhamento = new Map<string, (Buffer | null)[]>();
  for (const f of await fotosDe(db, ids, FOTO_MAX_BYTES)) {
    const list = porAcompanhamento.get(f.ownerId) ?? [];
    if (list.length >= FOTOS_POR_ACOMPANHAMENTO) continue;
    list.push(await fotoDoRelatorio(storage, f));
    porAcompanhamento.set(f.ownerId, list);
  }
  return porAcompanhamento;
}

/** The quarter's payments as the report prints them, their sum, and Σ paid up to the quarter's end. */
async function pagamentosDoRelatorio(db: Db, obraId: string, periodo: { inicio: string; fim: string }) {
  const pagamentos = await pagamentosDoPeriodo(db, obraId, periodo);
  const pagoAcumulado = normalizeMoney(await totalPago(db, obraId, periodo.fim));
  return {
    pagamentos: pagamentos.map((p) => ({
      data: brDate(p.pagamento.data),
      medicao: p.medicaoNumero,
      documento: p.pagamento.documento,
      valor: String(p.pagamento.valor),
    })),
    pagoTrimestre: centsToMoney(pagamentos.reduce((s, p) => s + moneyToCents(String(p.pagamento.valor)), 0n)),
    pagoAcumulado,
  };
}

/** The report's content, read from the work's records as they are at its end (or today, if sooner). */
async function conteudo(db: Db, storage: FileStorage, obra: ObraRow, q: Quarter, versao: number) {
  const periodo = trimestrePeriodo(q.ano, q.trimestre);
  const o = obra.obra;
  const hoje = today();
  // The earlier of the quarter's last day and today (ISO days compare as text).
  const ate = [periodo.fim, hoje].sort()[0] as string;
  const valorObra = centsToMoney(
    moneyToCents(String(o.valorContratado)) + moneyToCents(String(obra.valorAditivos)),
  );
  // One after the other: a job's queries share PGlite's one connection.
  const curva = await cronogramaDa(db, { id: o.id, valorObra }, ate);
  const medicoes = await medicoesDoPeriodo(db, o.id, periodo);
  const acumulado = await medidoAteDia(db, o.id, periodo.fim);
  const itens = await itensMedidosNoPeriodo(db, o.id, periodo);
  const pagos = await pagamentosDoRelatorio(db, o.id, periodo);
  const acompanhamentos = await acompanhamentosDoPeriodo(db, o.id, periodo);
  const porAcompanhamento = await fotosPorAcompanhamento(
    db,
    storage,
    acompanhamentos.map((a) => a.id),
  );
  const totalTrimestre = centsToMoney(medicoes.reduce((s, m) => s + moneyToCents(String(m.valor)), 0n));
  const fisico =
    [...curva.meses].reverse().find((m) => m.realizado_fisico !== null)?.realizado_fisico ?? null;
  const endereco = [o.endereco, o.bairro, o.cidade && o.uf ? `${o.cidade}/${o.uf}` : o.cidade]
    .filter(Boolean)
    .join(', ');
  const identificacao: [string, string][] = [
    ['Número', o.numero],
    ['Objeto', o.objeto],
    ['Tipo', TIPO_OBRA_LABELS[o.tipo as TipoObra] ?? o.tipo],
    ['Local', endereco || 'não informado'],
    ['Secretaria responsável', obra.secretariaNome],
    ['Contrato', o.contratoNumero ?? 'não informado'],
    [
      'Contratada',
      obra.contratada
        ? `${obra.contratada.razaoSocial} (${formatCpfCnpj(obra.contratada.cpfCnpj)})`
        : 'não informada',
    ],
    ['Fonte de recursos', o.fonteRecursos ?? 'não informada'],
    ['Início', o.dataInicio ? brDate(o.dataInicio) : 'não informado'],
    ['Prazo', o.prazoDias ? `${o.prazoDias.toLocaleString('pt-BR')} dias` : 'não informado'],
    ['Previsão de conclusão', o.previsaoConclusao ? brDate(o.previsaoConclusao) : 'não informada'],
    ['Situação atual', SITUACAO_OBRA_LABELS[o.situacao as SituacaoObra] ?? String(o.situacao)],
  ];
  const resumo: [string, string][] = [
    ['Valor contratado', formatReais(String(o.valorContratado))],
    ['Aditivos', formatReais(String(obra.valorAditivos))],
    ['Valor da obra', formatReais(valorObra)],
    ['Medido no trimestre', formatReais(totalTrimestre)],
    ['Medido acumulado', formatReais(acumulado)],
    ['Pago no trimestre', formatReais(pagos.pagoTrimestre)],
    ['Pago acumulado', formatReais(pagos.pagoAcumulado)],
    ['Executado (financeiro)', `${percentualExecutado(acumulado, valorObra).replace('.', ',')}%`],
    ['Executado (físico)', fisico === null ? 'sem acompanhamento' : `${fisico.replace('.', ',')}%`],
  ];
  return {
    entidade: await clientName(db, o.clientId),
    ...q,
    periodo,
    versao,
    geradoEm: geradoEm(new Date()),
    identificacao,
    resumo,
    curva: curva.meses,
    medicoes: medicoes.map((m) => ({
      numero: m.numero,
      tipo: TIPO_MEDICAO_LABELS[m.tipo as TipoMedicao] ?? String(m.tipo),
      periodo: `${brDate(m.periodoInicio)} a ${brDate(m.periodoFim)}`,
      entrega: brDate(m.dataEntrega),
      valor: String(m.valor),
    })),
    totalTrimestre,
    acumulado,
    ...pagos,
    itens: itens.map((i) => ({ ...i, quantidade: i.quantidade ?? '0', valor: i.valor ?? '0' })),
    acompanhamentos: acompanhamentos.map((a) => ({
      data: a.data,
      tipo: TIPO_ACOMPANHAMENTO_LABELS[a.tipo as keyof typeof TIPO_ACOMPANHAMENTO_LABELS] ?? a.tipo,
      percentual: String(a.percentualFisico),
      responsavel: a.responsavel,
      descricao: a.descricao,
      fotos: porAcompanhamento.get(a.id) ?? [],
    })),
  };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createRelatorioService(deps: {
  db: Db;
  storage: FileStorage;
  obras: ObrasService;
  jobs?: JobRunner;
  log?: FastifyBaseLogger;
}) {
  const { db, storage, obras, jobs } = deps;

  /**
   * Writes the quarter's report of the work: the PDF into the file storage, then its row (the next
   * version, under the work's lock). The job's handler; the benchmark calls it directly.
   */
  async function gerarAgora(
    p: Params,
    opts: { trabalhoId?: string; onStep?: (done: number, message: string) => void } = {},
  ) {
    const onStep = opts.onStep;
    const obra = await findObraById(db, p.obraId);
    if (!obra) throw notFound('Obra não encontrada.');
    assertQuarter(obra, p, today());
    const versao = await db.transaction(async (tx) => {
      await lockObra(tx, p.obraId);
      return nextVersao(tx, p.obraId, p.ano, p.trimestre);
    });
    onStep?.(1, 'Lendo medições, acompanhamentos e fotos');
    const content = await conteudo(db, storage, obra, p, versao);
    onStep?.(2, 'Desenhando o PDF');
    const { pdf, paginas } = await renderRelatorio(content);
    onStep?.(3, 'Guardando o arquivo');
    const key = `obras/relatorios/${p.obraId}/${randomUUID()}.pdf`;
    const written = await storage.write(key, Readable.from([pdf]));
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    return db.transaction(async (tx) => {
      await lockObra(tx, p.obraId);
      // A run of the same quarter that ended meanwhile (the queue keeps one at a time; a direct call may
      // not) takes the next number.
      const row = await insertRelatorio(tx, {
        clientId: obra.obra.clientId,
        obraId: p.obraId,
        ano: p.ano,
        trimestre: p.trimestre,
        versao: Math.max(versao, await nextVersao(tx, p.obraId, p.ano, p.trimestre)),
        storageKey: key,
        sha256,
        tamanho: written.size,
        paginas,
        geradoPor: p.userId,
        trabalhoId: opts.trabalhoId ?? null,
      });
      await recordAudit(tx, p.audit, {
        action: 'relatorio-trimestral',
        entity: 'obra',
        entityId: p.obraId,
        after: { ano: p.ano, trimestre: p.trimestre, versao: row.versao, sha256, paginas },
        clientId: obra.obra.clientId,
      });
      return row;
    });
  }

  jobs?.define(KIND, {
    failure: 'Falha inesperada ao gerar o relatório trimestral. Nada foi publicado; gere-o de novo.',
    expireInSeconds: 3600,
    // A report is made anew from the start; a lost queue entry may run it again.
    idempotent: true,
    handler: async (ctx: JobContext) => {
      const p = ctx.params as Params;
      ctx.progress(0, 3, 'Começando');
      const row = await gerarAgora(p, {
        trabalhoId: ctx.id,
        onStep: (done, message) => ctx.progress(done, 3, message),
      });
      ctx.progress(3, 3, `Versão ${row.versao} publicada`);
      return { count: row.paginas };
    },
  });

  async function enqueue(p: Params, clientId: string, requestId: string | null) {
    if (!jobs) throw conflict('A fila de trabalhos não está disponível.');
    return jobs.enqueue({
      kind: KIND,
      title: `Relatório do ${trimestreLabel(p.ano, p.trimestre)}`,
      clientId,
      userId: p.userId,
      requestId,
      params: p,
      dedupeKey: dedupeKey(p.obraId, p.ano, p.trimestre),
      conflict: conflict('O relatório deste trimestre já está sendo gerado.', 'RELATORIO_EM_ANDAMENTO'),
    });
  }

  return {
    gerarAgora,

    /** Asks for the quarter's report: every check now (a refusal is the answer), the PDF by the job. */
    async gerar(actor: Actor, obraId: string, body: RelatorioTrimestralBody, requestId: string | null) {
      const local = requireLocal(actor);
      const obra = await obras.visible(local, obraId);
      assertQuarter(obra, body, today());
      const id = await enqueue(
        { obraId, ano: body.ano, trimestre: body.trimestre, userId: actor.userId, audit: auditActor(actor) },
        obra.obra.clientId,
        requestId,
      );
      return { trabalho_id: id };
    },

    async list(actor: Actor, obraId: string): Promise<RelatoriosTrimestrais> {
      const obra = await obras.visible(requireLocal(actor), obraId);
      const { trimestres, motivo } = trimestresDaObra(obra.obra.dataInicio, today());
      const rows = await listRelatorios(db, obraId);
      const running = await latestByKeys(
        db,
        KIND,
        trimestres.map((q) => dedupeKey(obraId, q.ano, q.trimestre)),
      );
      const active = running.find((j) => (ACTIVE_STATES as readonly string[]).includes(j.state));
      return {
        data: rows.map((r) => toRelatorio(r.relatorio, r.usuario)),
        trimestres,
        motivo,
        trabalho_id: active?.id ?? null,
      };
    },

    /** A stored report's bytes (the work in the caller's scope). */
    async pdf(actor: Actor, id: string) {
      const row = await findRelatorio(db, id);
      if (!row) throw notFound('Relatório não encontrado.');
      await obras.visible(requireLocal(actor), row.obraId).catch(() => {
        throw notFound('Relatório não encontrado.');
      });
      return relatorioFile(storage, row);
    },

    /**
     * The quarterly schedule: for every work in progress of every client, the report of the quarter that
     * has just ended (a work begun after it has none), one job each so each shows in the jobs' list.
     */
    async agendarTrimestre(hoje = today()) {
      const atual = trimestreDe(hoje);
      const q =
        atual.trimestre === 1
          ? { ano: atual.ano - 1, trimestre: 4 }
          : { ano: atual.ano, trimestre: atual.trimestre - 1 };
      const { fim } = trimestrePeriodo(q.ano, q.trimestre);
      let queued = 0;
      for (const o of await obrasEmAndamento(db)) {
        if (!o.dataInicio || o.dataInicio > fim) continue;
        try {
          await enqueue({ obraId: o.id, ...q, userId: null, audit: auditActor(null) }, o.clientId, null);
          queued++;
        } catch (error) {
          deps.log?.warn({ err: error, obraId: o.id }, 'quarterly report not queued');
        }
      }
      return queued;
    },
  };
}

export type RelatorioService = ReturnType<typeof createRelatorioService>;
