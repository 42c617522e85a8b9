import {
  type AcaoMesDepreciacao,
  type DepreciacaoAcao,
  type DepreciacaoBem,
  type DepreciacaoConfiguracao,
  type DepreciacaoConta,
  type DepreciacaoContas,
  type DepreciacaoItem,
  type DepreciacaoItensPage,
  type DepreciacaoItensQuery,
  type DepreciacaoMes,
  type DepreciacaoMesBody,
  type DepreciacaoMeses,
  type DepreciacaoPosicao,
  type DepreciacaoPosicaoExportQuery,
  type DepreciacaoPosicaoQuery,
  type DepreciacaoPrevisao,
  type EstadoMesDepreciacao,
  MOTIVO_SEM_QUOTA_LABELS,
  type MotivoSemQuota,
  normalizeMoney,
  type OrigemImplantacao,
  periodLabel,
  type ReabrirDepreciacaoBody,
  type UpdateDepreciacaoConfiguracaoBody,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { brazilMonth } from '../../../lib/brazil-time.js';
import { AppError, conflict, notFound } from '../../../lib/errors.js';
import { type Cell, type Export, exportFile } from '../../../lib/export.js';
import { offsetOf } from '../../../lib/sql.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { latestByKeys } from '../../trabalhos/trabalhos.repository.js';
import type { JobContext, JobRunner } from '../../trabalhos/trabalhos.runner.js';
import { findBem } from '../bens/bens.repository.js';
import { oneClient } from '../client-scope.js';
import {
  allItens,
  analyzeItens,
  applyItens,
  type ConfigRow,
  contasOf,
  countItens,
  deleteMonth,
  exercicioDoMes,
  exerciciosDoAno,
  findConfig,
  findMes,
  forecast,
  type ItemRow,
  insertContas,
  insertMes,
  itensDoBem,
  latestMonths,
  lockClient,
  lockMonth,
  type MonthRef,
  monthIndex,
  monthOf,
  monthStartInstant,
  monthsOfYear,
  monthsRunning,
  pageItens,
  previousMonth,
  runItens,
  saveConfig,
  setEstado,
  valueMovementSince,
} from './depreciacao.repository.js';
import { nextMonth } from './depreciacao-locks.js';
import { acoesDoMes, aviso, type FatosDoCliente, type FatosDoMes, recusa } from './depreciacao-regras.js';

/**
 * The monthly depreciation of a client's assets (docs/domain.md, "Depreciação"; decision 019): the run of a
 * month in the background, in one transaction of a few set-based statements; its reversal, close and
 * reopening; the reports of a processed month; the client's settings.
 */

/** Test-only: called inside the run's transaction after its first statement (the crash test throws there). */
export const depreciacaoTestHooks: { afterItens: null | (() => Promise<void>) } = {
  // The kill test of a running job (test/trabalhos/crash.test.ts) holds a child API process's run here.
  afterItens: process.env.GP_TEST_PAUSE_AFTER_ITENS_MS
    ? () => new Promise((r) => setTimeout(r, Number(process.env.GP_TEST_PAUSE_AFTER_ITENS_MS)))
    : null,
};

const label = periodLabel;
const key = (clientId: string, m: MonthRef) => `${clientId}:${monthIndex(m)}`;
const money = (x: string | null | undefined) => normalizeMoney(String(x ?? '0'));

function toConfig(clientId: string, row: ConfigRow | null): DepreciacaoConfiguracao {
  return {
    cliente_id: clientId,
    primeiro_mes: (row?.primeiroMes ?? 'integral') as DepreciacaoConfiguracao['primeiro_mes'],
    implantacao:
      row?.implantacaoAno && row.implantacaoMes ? { ano: row.implantacaoAno, mes: row.implantacaoMes } : null,
  };
}

function toItem(r: ItemRow): DepreciacaoItem {
  return {
    bem_id: r.bem_id,
    CodigoBEM: Number(r.codigo_bem),
    descricao: r.descricao,
    categoria: { id: r.categoria_id, nome: r.categoria_nome },
    conta_contabil: r.conta_contabil,
    valor_anterior: money(r.valor_anterior),
    quota: money(r.quota),
    valor_atual: money(r.valor_atual),
    valor_residual: money(r.valor_residual),
    depreciacao_acumulada: money(r.depreciacao_acumulada),
    percentual: String(r.percentual),
    meses_restantes: Number(r.meses_restantes),
    implantacao:
      r.implantacao === null
        ? null
        : { valor: money(r.implantacao), origem: r.origem_implantacao as OrigemImplantacao },
    motivo: (r.motivo as MotivoSemQuota | null) ?? null,
  };
}

type ContaRow = Awaited<ReturnType<typeof contasOf>>[number];
const toConta = (r: ContaRow): DepreciacaoConta => ({
  conta_contabil: r.contaContabil,
  quantidade_bens: r.quantidadeItens,
  valor_anterior: money(r.valorAnterior),
  quota: money(r.quota),
  valor_atual: money(r.valorAtual),
  depreciacao_acumulada: money(r.depreciacaoAcumulada),
});

/** Sum of decimal strings, exact (BigInt centavos). */
const sumMoney = (values: string[]) => {
  let cents = 0n;
  for (const v of values) {
    const [int = '0', dec = ''] = v.replace('-', '').split('.');
    const c = BigInt(int) * 100n + BigInt(dec.padEnd(2, '0').slice(0, 2));
    cents += v.startsWith('-') ? -c : c;
  }
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  return `${neg ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

const ITEM_HEADERS = [
  'Código',
  'Descrição',
  'Categoria',
  'Conta contábil',
  'Valor anterior',
  'Quota',
  'Valor atual',
  'Valor residual',
  'Depreciação acumulada',
  '%',
  'Meses restantes',
  'Implantação',
  'Origem da implantação',
  'Motivo sem quota',
];
const itemCells = (i: DepreciacaoItem): Cell[] => [
  { number: String(i.CodigoBEM) },
  i.descricao,
  i.categoria.nome,
  i.conta_contabil,
  { number: i.valor_anterior },
  { number: i.quota },
  { number: i.valor_atual },
  { number: i.valor_residual },
  { number: i.depreciacao_acumulada },
  { number: i.percentual },
  { number: String(i.meses_restantes) },
  i.implantacao ? { number: i.implantacao.valor } : null,
  i.implantacao?.origem ?? null,
  i.motivo ? MOTIVO_SEM_QUOTA_LABELS[i.motivo] : null,
];
const CONTA_HEADERS = [
  'Conta contábil',
  'Nº de bens',
  'Valor anterior',
  'Quota',
  'Valor atual',
  'Depreciação acumulada',
];
const contaCells = (c: DepreciacaoConta): Cell[] => [
  c.conta_contabil,
  { number: String(c.quantidade_bens) },
  { number: c.valor_anterior },
  { number: c.quota },
  { number: c.valor_atual },
  { number: c.depreciacao_acumulada },
];

const POSICAO_BEM_HEADERS = [
  'Código',
  'Descrição',
  'Categoria',
  'Conta contábil',
  'Valor contábil',
  'Depreciação acumulada',
];
const posicaoBemCells = (i: DepreciacaoItem): Cell[] => [
  { number: String(i.CodigoBEM) },
  i.descricao,
  i.categoria.nome,
  i.conta_contabil,
  { number: i.valor_atual },
  { number: i.depreciacao_acumulada },
];
const POSICAO_CONTA_HEADERS = ['Conta contábil', 'Nº de bens', 'Valor contábil', 'Depreciação acumulada'];
const posicaoContaCells = (c: DepreciacaoConta): Cell[] => [
  c.conta_contabil,
  { number: String(c.quantidade_bens) },
  { number: c.valor_atual },
  { number: c.depreciacao_acumulada },
];
const PREVISAO_HEADERS = ['Mês', 'Nº de bens', 'Depreciação prevista'];

/** The items of a processed month, page by page, as the cells of `cells`. */
async function* itemRows(db: Db, clientId: string, m: MonthRef, cells: (i: DepreciacaoItem) => Cell[]) {
  for await (const batch of allItens(db, clientId, m)) yield batch.map((r) => cells(toItem(r)));
}

const fileMonth = (m: MonthRef) => `${m.ano}-${String(m.mes).padStart(2, '0')}`;

export function createDepreciacaoService(db: Db, jobs?: JobRunner) {
  // A month's run is a job (decision 033): its state and error are in the jobs table, seen by every process.
  jobs?.define('depreciacao', {
    failure: 'Falha inesperada ao processar a depreciação.',
    expireInSeconds: 4 * 3600,
    handler: async (ctx) => {
      const p = ctx.params as { actor: Actor; ano: number; mes: number };
      const m = { ano: p.ano, mes: p.mes };
      ctx.progress(0, 1, `Calculando a depreciação de ${label(m)}`);
      const after = await run(p.actor, ctx.clientId!, m, ctx);
      ctx.progress(1, 1, `Depreciação de ${label(m)} processada`);
      return { count: after?.quantidadeBens ?? 0 };
    },
  });

  /** The client's facts the months' rule reads (docs/domain.md, "Depreciação"). */
  async function fatosDoCliente(tx: Db, clientId: string): Promise<FatosDoCliente> {
    const [config, latest, proximo] = await Promise.all([
      findConfig(tx, clientId),
      latestMonths(tx, clientId),
      nextMonth(tx, clientId),
    ]);
    return {
      implantacao:
        config?.implantacaoAno && config.implantacaoMes
          ? { ano: config.implantacaoAno, mes: config.implantacaoMes }
          : null,
      hoje: brazilMonth(new Date()),
      proximo,
      ultimoProcessado: latest.processado,
    };
  }

  /** One month's facts (its row, its exercício, a value movement after it when it is the latest). */
  async function fatosDoMes(tx: Db, clientId: string, m: MonthRef, cliente: FatosDoCliente) {
    const [row, exercicio] = await Promise.all([findMes(tx, clientId, m), exercicioDoMes(tx, clientId, m)]);
    const latest = cliente.ultimoProcessado === monthIndex(m);
    return {
      estado: (row?.estado as 'processado' | 'fechado' | undefined) ?? 'nao_processado',
      exercicio,
      valorDepois: latest && (await valueMovementAfter(tx, clientId, m)),
      row,
    } satisfies FatosDoMes & { row: unknown };
  }

  const valueMovementAfter = (tx: Db, clientId: string, m: MonthRef) =>
    valueMovementSince(tx, clientId, monthStartInstant(monthOf(monthIndex(m) + 1)));

  /** Refuses `acao` on month `m` with the months' rule (the same that lists the screen's actions). */
  async function assertAcao(tx: Db, clientId: string, acao: AcaoMesDepreciacao, m: MonthRef) {
    const cliente = await fatosDoCliente(tx, clientId);
    const mes = await fatosDoMes(tx, clientId, m, cliente);
    const refused = recusa(acao, m, cliente, mes);
    if (refused) throw conflict(refused.message, refused.code);
    return { cliente, mes };
  }

  /** Whether month `m` may be run now; the run's kind (first or again). Read again under the lock. */
  async function checkRun(tx: Db, clientId: string, m: MonthRef): Promise<'nova' | 'refazer'> {
    const { cliente } = await assertAcao(tx, clientId, 'processar', m);
    return cliente.ultimoProcessado === monthIndex(m) ? 'refazer' : 'nova';
  }

  /** The whole run of a month, in one transaction under the client's lock: all of it or nothing. */
  async function run(actor: Actor, clientId: string, m: MonthRef, job?: JobContext) {
    return db.transaction(async (tx) => {
      await lockClient(tx, clientId);
      await lockMonth(tx, clientId, m);
      const kind = await checkRun(tx, clientId, m);
      const before = kind === 'refazer' ? await findMes(tx, clientId, m) : null;
      if (kind === 'refazer') {
        await applyItens(tx, clientId, m, 1);
        await deleteMonth(tx, clientId, m);
      }
      const config = await findConfig(tx, clientId);
      const anterior = await previousMonth(tx, clientId, m);
      await runItens(tx, { clientId, mes: m, anterior, proRata: config?.primeiroMes === 'pro_rata' });
      await depreciacaoTestHooks.afterItens?.();
      // Before the month's totals are summed from its items, so that reading is planned on them too.
      await analyzeItens(tx);
      await insertContas(tx, clientId, m);
      await insertMes(tx, clientId, m, actor.userId);
      const after = await findMes(tx, clientId, m);
      await recordAudit(tx, auditActor(actor), {
        action: 'depreciation-run',
        entity: 'depreciacao',
        entityId: null,
        before: before && summary(before),
        after: after && summary(after),
        clientId,
      });
      // A run cancelled meanwhile rolls back: the month stays as it was.
      await job?.throwIfCancelled(tx);
      return after;
    });
  }

  const summary = (row: NonNullable<Awaited<ReturnType<typeof findMes>>>) => ({
    mes: row.mes,
    ano: row.ano,
    estado: row.estado,
    valor_depreciado: money(row.valorDepreciado),
    valor_implantacao: money(row.valorImplantacao),
    quantidade_bens: row.quantidadeBens,
  });

  async function clientOf(actor: Actor, clienteId?: string) {
    return oneClient(db, requireLocal(actor), clienteId);
  }

  /** The month must be processed: the reports read its rows. */
  async function processedMonth(clientId: string, m: MonthRef) {
    const row = await findMes(db, clientId, m);
    if (!row) throw conflict(`O mês ${label(m)} não foi processado.`, 'MES_NAO_PROCESSADO');
    return row;
  }

  async function itensPage(clientId: string, m: MonthRef, q: DepreciacaoItensQuery) {
    const row = await findMes(db, clientId, m);
    // A month not processed has no items: an empty page (the months' list says its state).
    if (!row) return { data: [], total: 0, total_exato: true, page: q.page, limit: q.limit };
    const filter = { search: q.search || undefined, conta: q.conta_contabil || undefined };
    // The unfiltered total and an account's are kept by the run; a search is counted up to a cap.
    const counted = async () => {
      if (filter.search) return countItens(db, clientId, m, filter);
      if (!filter.conta) return { total: row.quantidadeItens, exact: true };
      const conta = (await contasOf(db, clientId, m)).find((c) => c.contaContabil === filter.conta);
      return { total: conta?.quantidadeItens ?? 0, exact: true };
    };
    const [list, count] = await Promise.all([
      pageItens(db, clientId, m, filter, { limit: q.limit, offset: offsetOf(q), order: q.order }),
      counted(),
    ]);
    return {
      data: list.map(toItem),
      total: count.total,
      total_exato: count.exact,
      page: q.page,
      limit: q.limit,
    };
  }

  /** The next 12 months' quotas from the next month to process (none when every month is done). */
  async function previsaoReport(clientId: string): Promise<DepreciacaoPrevisao> {
    const from = await nextMonth(db, clientId);
    if (!from) return { cliente_id: clientId, meses: [] };
    const config = await findConfig(db, clientId);
    const anterior = await previousMonth(db, clientId, from);
    const list = await forecast(db, {
      clientId,
      from,
      anterior,
      proRata: config?.primeiroMes === 'pro_rata',
      months: 12,
    });
    return {
      cliente_id: clientId,
      meses: Array.from({ length: 12 }, (_, j) => {
        const m = monthOf(monthIndex(from) + j);
        const row = list.find((r) => Number(r.j) === j);
        return {
          mes: m.mes,
          ano: m.ano,
          valor_depreciado: money(row?.total),
          quantidade_bens: Number(row?.bens ?? 0),
        };
      }),
    };
  }

  async function contasReport(clientId: string, m: MonthRef): Promise<DepreciacaoContas> {
    const data = (await contasOf(db, clientId, m)).map(toConta);
    return {
      mes: m.mes,
      ano: m.ano,
      data,
      total: {
        conta_contabil: 'Total',
        quantidade_bens: data.reduce((n, c) => n + c.quantidade_bens, 0),
        valor_anterior: sumMoney(data.map((c) => c.valor_anterior)),
        quota: sumMoney(data.map((c) => c.quota)),
        valor_atual: sumMoney(data.map((c) => c.valor_atual)),
        depreciacao_acumulada: sumMoney(data.map((c) => c.depreciacao_acumulada)),
      },
    };
  }

  return {
    depreciacaoTestHooks,

    async configuracao(actor: Actor, clienteId?: string): Promise<DepreciacaoConfiguracao> {
      const clientId = await clientOf(actor, clienteId);
      return toConfig(clientId, await findConfig(db, clientId));
    },

    async salvarConfiguracao(
      actor: Actor,
      body: UpdateDepreciacaoConfiguracaoBody,
    ): Promise<DepreciacaoConfiguracao> {
      const clientId = await clientOf(actor, body.cliente_id);
      return db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const current = await findConfig(tx, clientId);
        const before = toConfig(clientId, current);
        const changesImplantacao =
          (before.implantacao === null) !== (body.implantacao === null) ||
          (before.implantacao !== null &&
            body.implantacao !== null &&
            monthIndex(before.implantacao) !== monthIndex(body.implantacao));
        if (changesImplantacao && (await latestMonths(tx, clientId)).processado !== null) {
          throw conflict(
            'Há meses de depreciação processados: estorne-os antes de mudar o mês de implantação.',
            'DEPRECIACAO_JA_PROCESSADA',
          );
        }
        const saved = await saveConfig(tx, clientId, {
          primeiroMes: body.primeiro_mes,
          implantacaoAno: body.implantacao?.ano ?? null,
          implantacaoMes: body.implantacao?.mes ?? null,
        });
        const after = toConfig(clientId, saved);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'depreciacao-configuracao',
          entityId: clientId,
          before,
          after,
          clientId,
        });
        return after;
      });
    },

    async meses(actor: Actor, q: { ano: number; cliente_id?: string }): Promise<DepreciacaoMeses> {
      const clientId = await clientOf(actor, q.cliente_id);
      const keys = Array.from({ length: 12 }, (_, i) => key(clientId, { ano: q.ano, mes: i + 1 }));
      const [config, rows, running, latest, proximo, exerciciosDoMes, cliente, runs] = await Promise.all([
        findConfig(db, clientId),
        monthsOfYear(db, clientId, q.ano),
        monthsRunning(db, clientId, q.ano),
        latestMonths(db, clientId),
        nextMonth(db, clientId),
        exerciciosDoAno(db, clientId, q.ano),
        fatosDoCliente(db, clientId),
        latestByKeys(db, 'depreciacao', keys),
      ]);
      // Only the latest processed month can be undone or run again: the one a later value movement blocks.
      const ultimo = latest.processado === null ? null : monthOf(latest.processado);
      const valorDepois = ultimo?.ano === q.ano ? await valueMovementAfter(db, clientId, ultimo) : false;
      const local = requireLocal(actor);
      const meses: DepreciacaoMes[] = Array.from({ length: 12 }, (_, i) => {
        const m = { ano: q.ano, mes: i + 1 };
        const row = rows.find((r) => r.mes === m.mes);
        const job = runs.find((j) => j.dedupeKey === key(clientId, m));
        const queued = job?.state === 'na_fila' || job?.state === 'executando';
        const processando = queued || running.includes(m.mes);
        const estado: EstadoMesDepreciacao = processando
          ? 'processando'
          : ((row?.estado as 'processado' | 'fechado' | undefined) ?? 'nao_processado');
        const fatos: FatosDoMes = {
          estado,
          exercicio: exerciciosDoMes.get(m.mes) ?? null,
          valorDepois: ultimo !== null && monthIndex(ultimo) === monthIndex(m) && valorDepois,
        };
        return {
          mes: m.mes,
          ano: m.ano,
          estado,
          valor_depreciado: money(row?.valorDepreciado),
          valor_implantacao: money(row?.valorImplantacao),
          quantidade_bens: row?.quantidadeBens ?? 0,
          processado_em: row?.processadoEm.toISOString() ?? null,
          processado_por: row?.processadoPorNome ?? null,
          fechado_em: row?.fechadoEm?.toISOString() ?? null,
          fechado_por: row?.fechadoPorNome ?? null,
          erro: job?.state === 'falhou' ? job.error : null,
          trabalho_id: queued ? job.id : null,
          acoes: acoesDoMes(m, cliente, fatos, local),
        };
      });
      return {
        cliente_id: clientId,
        ano: q.ano,
        configuracao: toConfig(clientId, config),
        proximo,
        ultimo_processado: latest.processado === null ? null : monthOf(latest.processado),
        ultimo_fechado: latest.fechado === null ? null : monthOf(latest.fechado),
        meses,
      };
    },

    /**
     * POST processar: checks the month now (a refusal is the answer), then runs it in the background and
     * answers 202 "processando"; the screen polls the months. A second call while it runs is a 409.
     */
    async processar(actor: Actor, body: DepreciacaoMesBody, requestId?: string): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      const running = conflict(`A depreciação de ${label(m)} já está sendo processada.`, 'PROCESSANDO');
      if ((await monthsRunning(db, clientId, m.ano)).includes(m.mes)) throw running;
      await checkRun(db, clientId, m);
      if (!body.confirmado) {
        const cliente = await fatosDoCliente(db, clientId);
        const warning = aviso('processar', m, cliente, await fatosDoMes(db, clientId, m, cliente));
        if (warning) throw conflict(warning, 'CONFIRMAR_MES_CORRENTE');
      }
      if (!jobs) throw new AppError('UNAVAILABLE', 'A fila de trabalhos não está disponível.');
      // One queued or running job per client and month (the jobs table's unique key): a second one is 409.
      const trabalhoId = await jobs.enqueue({
        kind: 'depreciacao',
        title: `Depreciação de ${label(m)}`,
        clientId,
        userId: actor.userId,
        requestId,
        params: { actor, ano: m.ano, mes: m.mes },
        dedupeKey: key(clientId, m),
        conflict: running,
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'processando', trabalho_id: trabalhoId };
    },

    /** POST estornar: undoes the latest processed month (open, its exercício open), in one transaction. */
    async estornar(actor: Actor, body: DepreciacaoMesBody): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      await db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const { row } = (await assertAcao(tx, clientId, 'estornar', m)).mes;
        if (!row) throw conflict(`O mês ${label(m)} não foi processado.`, 'MES_NAO_PROCESSADO');
        await applyItens(tx, clientId, m, 1);
        await deleteMonth(tx, clientId, m);
        await recordAudit(tx, auditActor(actor), {
          action: 'depreciation-reverse',
          entity: 'depreciacao',
          before: summary(row),
          clientId,
        });
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'nao_processado' };
    },

    /** POST fechar: a processed month becomes closed (no movement, value change nor depreciation action in it). */
    async fechar(actor: Actor, body: DepreciacaoMesBody): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      await db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const { row } = (await assertAcao(tx, clientId, 'fechar', m)).mes;
        if (!row) throw conflict(`O mês ${label(m)} não foi processado.`, 'MES_NAO_PROCESSADO');
        const after = await setEstado(tx, clientId, m, 'fechado', actor.userId);
        await recordAudit(tx, auditActor(actor), {
          action: 'depreciation-close',
          entity: 'depreciacao',
          before: summary(row),
          after: after && summary(after),
          clientId,
        });
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'fechado' };
    },

    /** POST reabrir: a closed month back to processed, with the reason in the audit log. */
    async reabrir(actor: Actor, body: ReabrirDepreciacaoBody): Promise<DepreciacaoAcao> {
      const clientId = await clientOf(actor, body.cliente_id);
      const m = { ano: body.ano, mes: body.mes };
      await db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        const { row } = (await assertAcao(tx, clientId, 'reabrir', m)).mes;
        if (!row) throw conflict(`O mês ${label(m)} não está fechado.`, 'MES_NAO_FECHADO');
        const after = await setEstado(tx, clientId, m, 'processado', null);
        await recordAudit(tx, auditActor(actor), {
          action: 'depreciation-reopen',
          entity: 'depreciacao',
          before: summary(row),
          after: after && { ...summary(after), motivo: body.motivo },
          clientId,
        });
      });
      return { cliente_id: clientId, mes: m.mes, ano: m.ano, estado: 'processado' };
    },

    async itens(actor: Actor, m: MonthRef, q: DepreciacaoItensQuery): Promise<DepreciacaoItensPage> {
      return itensPage(await clientOf(actor, q.cliente_id), m, q);
    },

    async contas(actor: Actor, m: MonthRef, clienteId?: string): Promise<DepreciacaoContas> {
      return contasReport(await clientOf(actor, clienteId), m);
    },

    async posicao(actor: Actor, q: DepreciacaoPosicaoQuery): Promise<DepreciacaoPosicao> {
      const clientId = await clientOf(actor, q.cliente_id);
      const m = { ano: q.ano, mes: q.mes };
      const report = await contasReport(clientId, m);
      const page = await itensPage(clientId, m, q);
      const conta = (c: DepreciacaoConta) => ({
        conta_contabil: c.conta_contabil,
        quantidade_bens: c.quantidade_bens,
        valor_contabil: c.valor_atual,
        depreciacao_acumulada: c.depreciacao_acumulada,
      });
      return {
        mes: m.mes,
        ano: m.ano,
        contas: report.data.map(conta),
        total_contas: conta(report.total),
        ...page,
        data: page.data.map((i) => ({
          bem_id: i.bem_id,
          CodigoBEM: i.CodigoBEM,
          descricao: i.descricao,
          conta_contabil: i.conta_contabil,
          valor_contabil: i.valor_atual,
          depreciacao_acumulada: i.depreciacao_acumulada,
        })),
      };
    },

    /** GET /bem/{id}: the asset's processed months (another client's or an unknown asset: 404). */
    async doBem(actor: Actor, bemId: string): Promise<DepreciacaoBem> {
      const bem = await findBem(db, requireLocal(actor), bemId);
      if (!bem) throw notFound('Bem patrimonial não encontrado.');
      const rows = await itensDoBem(db, bem.clientId, bem.codigoBem);
      return {
        bem_id: bem.id,
        meses: rows.map((r) => ({
          mes: r.mes,
          ano: r.ano,
          valor_anterior: money(r.valorAnterior),
          quota: money(r.quota),
          valor_atual: money(r.valorAtual),
          valor_residual: money(r.valorResidual),
          depreciacao_acumulada: money(r.depreciacaoAcumulada),
          meses_restantes: r.mesesRestantes,
        })),
      };
    },

    async previsao(actor: Actor, clienteId?: string): Promise<DepreciacaoPrevisao> {
      return previsaoReport(await clientOf(actor, clienteId));
    },

    async exportarItens(
      actor: Actor,
      m: MonthRef,
      formato: 'csv' | 'xlsx',
      clienteId?: string,
    ): Promise<Export> {
      const clientId = await clientOf(actor, clienteId);
      await processedMonth(clientId, m);
      return exportFile(
        formato,
        `depreciacao-itens-${fileMonth(m)}`,
        `Itens ${label(m).replace('/', '-')}`,
        ITEM_HEADERS,
        itemRows(db, clientId, m, itemCells),
      );
    },

    async exportarContas(
      actor: Actor,
      m: MonthRef,
      formato: 'csv' | 'xlsx',
      clienteId?: string,
    ): Promise<Export> {
      const clientId = await clientOf(actor, clienteId);
      await processedMonth(clientId, m);
      const report = await contasReport(clientId, m);
      return exportFile(
        formato,
        `depreciacao-contas-${fileMonth(m)}`,
        `Contas ${label(m).replace('/', '-')}`,
        CONTA_HEADERS,
        [[...report.data, report.total].map(contaCells)],
      );
    },

    /** The book value at the end of a processed month, per asset or per account (with the total). */
    async exportarPosicao(actor: Actor, q: DepreciacaoPosicaoExportQuery): Promise<Export> {
      const clientId = await clientOf(actor, q.cliente_id);
      const m = { mes: q.mes, ano: q.ano };
      await processedMonth(clientId, m);
      const name = `depreciacao-posicao-${q.por}-${fileMonth(m)}`;
      const sheet = `Posição ${label(m).replace('/', '-')}`;
      if (q.por === 'contas') {
        const report = await contasReport(clientId, m);
        return exportFile(q.formato, name, sheet, POSICAO_CONTA_HEADERS, [
          [...report.data, report.total].map(posicaoContaCells),
        ]);
      }
      return exportFile(
        q.formato,
        name,
        sheet,
        POSICAO_BEM_HEADERS,
        itemRows(db, clientId, m, posicaoBemCells),
      );
    },

    /** The forecast's twelve months and their total, as on the screen. */
    async exportarPrevisao(actor: Actor, formato: 'csv' | 'xlsx', clienteId?: string): Promise<Export> {
      const { meses } = await previsaoReport(await clientOf(actor, clienteId));
      const rows: Cell[][] = meses.map((m) => [
        label(m),
        { number: String(m.quantidade_bens) },
        { number: m.valor_depreciado },
      ]);
      rows.push(['Total', null, { number: sumMoney(meses.map((m) => m.valor_depreciado)) }]);
      const from = meses[0];
      const name = from ? `depreciacao-previsao-${fileMonth(from)}` : 'depreciacao-previsao';
      return exportFile(formato, name, 'Previsão', PREVISAO_HEADERS, [rows]);
    },
  };
}

export type DepreciacaoService = ReturnType<typeof createDepreciacaoService>;
