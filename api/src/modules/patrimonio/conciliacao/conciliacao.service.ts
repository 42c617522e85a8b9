import {
  type Conciliacao,
  type ConciliacaoConta,
  type ConciliacaoResumo,
  type ConciliacoesPage,
  type ConciliacoesQuery,
  type CreateConciliacaoBody,
  centsToMoney,
  linhaConfere,
  moneyToCents,
} from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { type Export, type ExportFormat, exportFile, numberCell, yesNo } from '../../../lib/export.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { clientsForList, oneClient } from '../client-scope.js';
import { estadoDoMes } from '../contabilidade/contabilidade.repository.js';
import { mesNaoProcessado } from '../contabilidade/legais.service.js';
import { dataBr } from '../relatorios/relatorios.service.js';
import {
  type ConciliacaoContaRow,
  type ConciliacaoRow,
  findConciliacao,
  insertConciliacao,
  type PosicaoConta,
  pageConciliacoes,
  posicaoPorConta,
} from './conciliacao.repository.js';
import { conciliacaoPdf } from './conciliacao-pdf.js';

/**
 * Conciliação contábil (docs/domain.md, "Conciliação com a contabilidade"): the register's position per
 * PCASP account set against accounting's balancete. The implantação takes one after its commit; the yearly
 * inventory and the monthly statement take theirs through `create` too — the one place where the two sides
 * are compared.
 */

type Linha = Omit<ConciliacaoContaRow, 'clientId' | 'conciliacaoId'>;

const minus = (a: string | null, b: string) => centsToMoney(moneyToCents(a ?? '0') - moneyToCents(b));
const sum = (values: (string | null)[]) => {
  const given = values.filter((x): x is string => x !== null);
  return given.length ? centsToMoney(given.reduce((s, x) => s + moneyToCents(x), 0n)) : null;
};

/** Both sides of each account: every account of the register and of the balancete, in account order. */
export function juntarContas(posicao: PosicaoConta[], saldos: CreateConciliacaoBody['saldos']): Linha[] {
  const byConta = new Map<string, Linha>();
  for (const p of posicao) {
    byConta.set(p.contaContabil, { ...p, saldoContabil: null, depreciacaoContabil: null });
  }
  for (const s of saldos) {
    const line = byConta.get(s.conta_contabil) ?? {
      contaContabil: s.conta_contabil,
      quantidadeBens: 0,
      valorBruto: '0.00',
      depreciacaoAcumulada: '0.00',
      valorLiquido: '0.00',
      saldoContabil: null,
      depreciacaoContabil: null,
    };
    byConta.set(s.conta_contabil, {
      ...line,
      saldoContabil: s.saldo,
      depreciacaoContabil: s.depreciacao ?? null,
    });
  }
  return [...byConta.values()].sort((a, b) => a.contaContabil.localeCompare(b.contaContabil));
}

/** An account's line as the API answers it, with its differences. */
export function toConta(l: Linha): ConciliacaoConta {
  const diferenca = minus(l.saldoContabil, l.valorBruto);
  const diferencaDepreciacao =
    l.depreciacaoContabil === null ? null : minus(l.depreciacaoContabil, l.depreciacaoAcumulada);
  const conta = {
    conta_contabil: l.contaContabil,
    quantidade_bens: l.quantidadeBens,
    valor_bruto: centsToMoney(moneyToCents(l.valorBruto)),
    depreciacao_acumulada: centsToMoney(moneyToCents(l.depreciacaoAcumulada)),
    valor_liquido: centsToMoney(moneyToCents(l.valorLiquido)),
    saldo_contabil: l.saldoContabil === null ? null : centsToMoney(moneyToCents(l.saldoContabil)),
    diferenca,
    depreciacao_contabil:
      l.depreciacaoContabil === null ? null : centsToMoney(moneyToCents(l.depreciacaoContabil)),
    diferenca_depreciacao: diferencaDepreciacao,
  };
  return { ...conta, confere: linhaConfere(conta) };
}

/** The total line: every sum, and "confere" only when every account agrees. */
function totalOf(linhas: ConciliacaoConta[]): ConciliacaoConta {
  return {
    conta_contabil: 'Total',
    quantidade_bens: linhas.reduce((n, l) => n + l.quantidade_bens, 0),
    valor_bruto: sum(linhas.map((l) => l.valor_bruto)) ?? '0.00',
    depreciacao_acumulada: sum(linhas.map((l) => l.depreciacao_acumulada)) ?? '0.00',
    valor_liquido: sum(linhas.map((l) => l.valor_liquido)) ?? '0.00',
    saldo_contabil: sum(linhas.map((l) => l.saldo_contabil)),
    diferenca: sum(linhas.map((l) => l.diferenca)) ?? '0.00',
    depreciacao_contabil: sum(linhas.map((l) => l.depreciacao_contabil)),
    diferenca_depreciacao: sum(linhas.map((l) => l.diferenca_depreciacao)),
    confere: linhas.every((l) => l.confere),
  };
}

const toResumo = (r: ConciliacaoRow): ConciliacaoResumo => ({
  id: r.id,
  cliente: { id: r.clientId, name: r.clientName },
  data_balancete: r.dataBalancete,
  competencia:
    r.competenciaAno === null || r.competenciaMes === null
      ? null
      : { ano: Number(r.competenciaAno), mes: Number(r.competenciaMes) },
  observacao: r.observacao,
  criada_em: r.createdAt.toISOString(),
  criada_por: r.criadaPorNome,
  contas: r.contas,
  contas_divergentes: r.contasDivergentes,
});

const HEADERS = [
  'Conta contábil',
  'Bens',
  'Valor bruto',
  'Depreciação acumulada',
  'Valor líquido',
  'Saldo contábil',
  'Diferença',
  'Depreciação contábil',
  'Diferença da depreciação',
  'Confere',
];

export function createConciliacaoService(db: Db, readDb: ReadDb = db) {
  async function get(actor: Actor, id: string): Promise<Conciliacao> {
    const clientIds = await clientsForList(readDb, requireLocal(actor));
    const found = await findConciliacao(readDb, clientIds, id);
    if (!found) throw notFound('Conciliação não encontrada.');
    const linhas = found.contas.map(toConta);
    return { ...toResumo(found.row), linhas, total: totalOf(linhas) };
  }

  return {
    get,

    /** GET /patrimonio/conciliacoes: the client's conciliações, the newest first. */
    async list(actor: Actor, q: ConciliacoesQuery): Promise<ConciliacoesPage> {
      const clientIds = await clientsForList(readDb, requireLocal(actor), q.cliente_id);
      return pageAnswer(q, await pageConciliacoes(readDb, clientIds, pageWindow(q)), toResumo);
    },

    /**
     * POST /patrimonio/conciliacoes: the register's position now, set against the balancete given, kept
     * as taken (the primary: the position must be the one just written, not a replica's).
     */
    async create(actor: Actor, body: CreateConciliacaoBody): Promise<Conciliacao> {
      const clientId = await oneClient(db, requireLocal(actor), body.cliente_id);
      const m = body.competencia;
      if (m) {
        // The monthly statement (source "mensal/RMB"): a month with events, its register at its end.
        const estado = await estadoDoMes(db, clientId, m);
        if (!estado) throw mesNaoProcessado(m);
      }
      const id = await db.transaction(async (tx) => {
        const linhas = juntarContas(await posicaoPorConta(tx, clientId, m), body.saldos);
        const contas = linhas.map(toConta);
        const divergentes = contas.filter((c) => !c.confere).length;
        const created = await insertConciliacao(
          tx,
          {
            clientId,
            dataBalancete: body.data_balancete,
            observacao: body.observacao || null,
            competenciaAno: m?.ano ?? null,
            competenciaMes: m?.mes ?? null,
            criadaPor: actor.userId,
            criadaPorNome: actor.fullname || actor.username,
            contas: contas.length,
            contasDivergentes: divergentes,
          },
          linhas,
        );
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'conciliacao',
          entityId: created,
          after: {
            data_balancete: body.data_balancete,
            competencia: m ?? null,
            contas: contas.length,
            divergentes,
          },
          clientId,
        });
        return created;
      });
      return get(actor, id);
    },

    /** GET .../{id}/pdf: the report as the accountant files it. */
    async pdf(actor: Actor, id: string) {
      return conciliacaoPdf(await get(actor, id), actor);
    },

    /** GET .../{id}/exportar: the same table in CSV or XLSX, the total last. */
    async exportar(actor: Actor, id: string, formato: ExportFormat): Promise<Export> {
      const c = await get(actor, id);
      const rows = [...c.linhas, c.total].map((l) => [
        l.conta_contabil,
        { number: String(l.quantidade_bens) },
        numberCell(l.valor_bruto),
        numberCell(l.depreciacao_acumulada),
        numberCell(l.valor_liquido),
        numberCell(l.saldo_contabil),
        numberCell(l.diferenca),
        numberCell(l.depreciacao_contabil),
        numberCell(l.diferenca_depreciacao),
        yesNo(l.confere),
      ]);
      const day = dataBr(c.data_balancete).replaceAll('/', '-');
      return exportFile(formato, `conciliacao-${day}`, `Conciliação ${day}`, HEADERS, [rows]);
    },
  };
}
export type ConciliacaoService = ReturnType<typeof createConciliacaoService>;
