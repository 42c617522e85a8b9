import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type ContabilidadeMesQuery,
  centsToMoney,
  type EventoContabil,
  formatCpfCnpj,
  type Lancamento,
  type LancamentoBens,
  type LancamentosExportQuery,
  type LancamentosPage,
  type LancamentosQuery,
  moneyToCents,
  NATUREZA_LANCAMENTO_LABELS,
  type NaturezaLancamento,
  type Rmb,
  type RmbLinha,
  TIPO_BEM_RMB_LABELS,
  TIPOS_BEM_RMB,
} from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { dateCell, type Export, exportFile, numberCell } from '../../../lib/export.js';
import { pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { allows } from '../../auth/area-access.js';
import { oneClient } from '../client-scope.js';
import {
  allLancamentos,
  bensDoLancamento,
  clientName,
  estadoDoMes,
  findLancamento,
  insertExportacao,
  type LancamentoRow,
  pageLancamentos,
  type RmbRow,
  rmbCalculado,
  rmbGuardado,
  ultimaExportacao,
} from './contabilidade.repository.js';
import { CONTABILIDADE_EDITAR, CONTABILIDADE_LER } from './contabilidade-access.js';
import { createTabelaService } from './contabilidade-tabela.service.js';
import { rmbPdf } from './rmb-pdf.js';

/**
 * Contabilidade do patrimônio (docs/domain.md, "Lançamentos contábeis e RMB"; decision 065): the month's
 * events, their export for the accounting system (each export's SHA-256 recorded), the table of events and
 * the RMB. The events themselves are written by the depreciation run (`gerarLancamentos`).
 */

const ref = (ano: number | null, numero: number | null) =>
  ano === null || numero === null ? null : { ano: Number(ano), numero: Number(numero) };

export const toLancamento = (r: LancamentoRow): Lancamento => ({
  ano: Number(r.ano),
  numero: Number(r.numero),
  data: r.data,
  competencia: { ano: Number(r.competencia_ano), mes: Number(r.competencia_mes) },
  evento: r.evento,
  natureza: r.natureza as NaturezaLancamento,
  debito: r.debito,
  credito: r.credito,
  valor: centsToMoney(moneyToCents(r.valor)),
  historico: r.historico,
  conta_bem: r.conta_bem,
  conta_origem: r.conta_origem,
  tipo_bem: r.tipo_bem,
  movimentacao_id: r.movimentacao_id,
  codigo_bem: r.codigo_bem === null ? null : Number(r.codigo_bem),
  estorna: ref(r.estorna_ano, r.estorna_numero),
  estornado_por: ref(r.estornado_ano, r.estornado_numero),
  usuario: r.user_id === null ? null : { id: r.user_id, nome: r.user_nome ?? '', cpf: r.user_cpf },
});

const HEADERS = [
  'Número',
  'Data',
  'Débito',
  'Crédito',
  'Valor',
  'Histórico',
  'Natureza',
  'Conta do bem',
  'Código do bem',
  'Movimentação',
  'Estorna',
  'Usuário (id)',
  'Usuário',
  'CPF do usuário',
];

const mm = (m: { mes: number; ano: number }) => `${String(m.mes).padStart(2, '0')}-${m.ano}`;

async function bytesOf(body: Buffer | string | Readable): Promise<Buffer> {
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const soma = (xs: string[]) => centsToMoney(xs.reduce((s, x) => s + moneyToCents(x), 0n));
const RMB_FIELDS = [
  'saldo_anterior',
  'incorporacoes',
  'transferencias_entrada',
  'transferencias_saida',
  'reavaliacoes',
  'reducoes',
  'baixas',
  'depreciacao',
  'saldo_final',
] as const;

const toLinha = (r: RmbRow): RmbLinha => ({
  conta_contabil: r.conta_bem,
  tipo_bem: r.tipo_bem,
  ...(Object.fromEntries(RMB_FIELDS.map((f) => [f, centsToMoney(moneyToCents(r[f]))])) as Record<
    (typeof RMB_FIELDS)[number],
    string
  >),
});

function totalDe(linhas: RmbLinha[], titulo: string, tipo: string): RmbLinha {
  return {
    conta_contabil: titulo,
    tipo_bem: tipo,
    ...(Object.fromEntries(RMB_FIELDS.map((f) => [f, soma(linhas.map((l) => l[f]))])) as Record<
      (typeof RMB_FIELDS)[number],
      string
    >),
  };
}

/** The RMB of a processed month: a closed month's as stored by its close, otherwise computed now. */
export async function rmbDoMes(
  readDb: ReadDb,
  clientId: string,
  m: { ano: number; mes: number },
): Promise<Rmb> {
  const estado = await estadoDoMes(readDb, clientId, m);
  if (!estado) {
    throw new AppError(
      'CONFLICT',
      `O mês ${mm(m).replace('-', '/')} não foi processado na depreciação: processe-o para gerar os lançamentos e o RMB.`,
      { extra: { code: 'MES_NAO_PROCESSADO' } },
    );
  }
  const fechado = estado === 'fechado';
  const stored = fechado ? await rmbGuardado(readDb, clientId, m) : [];
  const linhas = (stored.length ? stored : await rmbCalculado(readDb, clientId, m)).map(toLinha);
  const grupos = TIPOS_BEM_RMB.map((tipo) => {
    const doGrupo = linhas.filter((l) => l.tipo_bem === tipo);
    const titulo = TIPO_BEM_RMB_LABELS[tipo]!;
    return { tipo_bem: tipo, titulo, linhas: doGrupo, total: totalDe(doGrupo, `Total — ${titulo}`, tipo) };
  }).filter((g) => g.linhas.length > 0);
  return {
    cliente: { id: clientId, name: await clientName(readDb, clientId) },
    mes: m.mes,
    ano: m.ano,
    fechado,
    grupos,
    total: totalDe(linhas, 'Total geral', ''),
  };
}

/**
 * The month's events as CSV, XLSX or JSON, built whole so its SHA-256 is that of the bytes sent; the export
 * (who, when, format, hash) is recorded before the file goes out.
 */
async function exportarMes(
  db: Db,
  actor: Actor,
  clientId: string,
  q: LancamentosExportQuery,
): Promise<Export & { sha256: string }> {
  const m = { ano: q.ano, mes: q.mes };
  const todos = (await allLancamentos(db, clientId, m)).map(toLancamento);
  const name = `lancamentos-${mm(m)}`;
  let file: Export;
  if (q.formato === 'json') {
    file = {
      filename: `${name}.json`,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ cliente_id: clientId, mes: m.mes, ano: m.ano, lancamentos: todos }, null, 2),
    };
  } else {
    const cells = todos.map((l) => [
      `${l.numero}/${l.ano}`,
      dateCell(l.data),
      l.debito,
      l.credito,
      numberCell(l.valor),
      l.historico,
      NATUREZA_LANCAMENTO_LABELS[l.natureza],
      l.conta_bem,
      l.codigo_bem === null ? null : String(l.codigo_bem),
      l.movimentacao_id,
      l.estorna ? `${l.estorna.numero}/${l.estorna.ano}` : null,
      // Whole: the export goes to the accountant, not to a public page (decision 073).
      l.usuario?.id ?? null,
      l.usuario?.nome ?? null,
      l.usuario?.cpf ? formatCpfCnpj(l.usuario.cpf) : null,
    ]);
    file = await exportFile(q.formato, name, `Lançamentos ${mm(m)}`, HEADERS, [cells]);
  }
  const bytes = await bytesOf(file.body);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.transaction(async (tx) => {
    await insertExportacao(tx, {
      clientId,
      m,
      formato: q.formato,
      sha256,
      quantidade: todos.length,
      userId: actor.userId,
    });
    await recordAudit(tx, auditActor(actor), {
      action: 'export',
      entity: 'lancamentos_contabeis',
      after: { mes: m.mes, ano: m.ano, formato: q.formato, sha256, quantidade: todos.length },
      clientId,
    });
  });
  return { ...file, body: bytes, sha256 };
}

export function createContabilidadeService(db: Db, readDb: ReadDb) {
  const clientOf = (actor: Actor, clienteId?: string) => oneClient(readDb, requireLocal(actor), clienteId);

  /** The RMB of a processed month (docs/domain.md, "Lançamentos contábeis e RMB"). */
  const rmb = async (actor: Actor, q: ContabilidadeMesQuery) =>
    rmbDoMes(readDb, await clientOf(actor, q.cliente_id), { ano: q.ano, mes: q.mes });

  return {
    rmb,
    // The table of events and the intangíveis of indefinite life (contabilidade-tabela.service.ts).
    ...createTabelaService(db, readDb),

    /** GET .../lancamentos: the month's events in number order, with the latest export and the caller's actions. */
    async list(actor: Actor, q: LancamentosQuery): Promise<LancamentosPage> {
      const local = requireLocal(actor);
      const clientId = await clientOf(actor, q.cliente_id);
      const m = { ano: q.ano, mes: q.mes };
      const w = pageWindow(q);
      const [page, ultima] = await Promise.all([
        pageLancamentos(readDb, clientId, m, w),
        ultimaExportacao(readDb, clientId, m),
      ]);
      return {
        data: page.rows.map(toLancamento),
        total: page.total,
        page: q.page,
        limit: q.limit,
        valor_total: centsToMoney(moneyToCents(page.valor)),
        ultima_exportacao: ultima && {
          formato: ultima.formato,
          sha256: ultima.sha256,
          quantidade: Number(ultima.quantidade),
          por: ultima.por,
          em: new Date(ultima.em).toISOString(),
        },
        acoes: {
          exportar: allows(local, CONTABILIDADE_LER),
          editar_eventos: allows(local, CONTABILIDADE_EDITAR),
        },
      };
    },

    /** GET .../lancamentos/{ano}/{numero}/bens: a depreciation event's assets and their quotas. */
    async bens(actor: Actor, ano: number, numero: number, clienteId?: string): Promise<LancamentoBens> {
      const clientId = await clientOf(actor, clienteId);
      const l = await findLancamento(readDb, clientId, ano, numero);
      if (!l) throw notFound('Lançamento não encontrado.');
      const bens =
        l.natureza === 'depreciacao' || l.natureza === 'amortizacao'
          ? (await bensDoLancamento(readDb, clientId, l)).map((b) => ({
              codigo_bem: Number(b.codigo_bem),
              descricao: b.descricao,
              quota: centsToMoney(moneyToCents(b.quota)),
            }))
          : [];
      return { lancamento: toLancamento(l), bens, total: soma(bens.map((b) => b.quota)) };
    },

    /**
     * GET .../lancamentos/exportar: the month's events as CSV, XLSX or JSON, built whole so its SHA-256 is
     * that of the bytes sent; the export (who, when, format, hash) is recorded before the file goes out.
     */
    async exportar(actor: Actor, q: LancamentosExportQuery): Promise<Export & { sha256: string }> {
      return exportarMes(db, actor, await clientOf(actor, q.cliente_id), q);
    },

    /** GET .../rmb/pdf. */
    async rmbPdf(actor: Actor, q: ContabilidadeMesQuery) {
      return rmbPdf(await rmb(actor, q), actor);
    },

    /** GET .../rmb/exportar: the RMB as XLSX (or CSV), one line per account, each group's total and the total. */
    async rmbExportar(actor: Actor, q: ContabilidadeMesQuery, formato: 'csv' | 'xlsx'): Promise<Export> {
      const r = await rmb(actor, q);
      const line = (l: RmbLinha) => [l.conta_contabil, ...RMB_FIELDS.map((f) => numberCell(l[f]))];
      const cells = r.grupos.flatMap((g) => [[g.titulo], ...g.linhas.map(line), line(g.total)]);
      cells.push(line(r.total));
      return exportFile(formato, `rmb-${mm(r)}`, `RMB ${mm(r)}`, RMB_HEADERS, [cells]);
    },
  };
}

export const RMB_HEADERS = [
  'Conta contábil',
  'Saldo anterior',
  'Incorporações',
  'Transferências (entradas)',
  'Transferências (saídas)',
  'Reavaliações',
  'Reduções ao valor recuperável',
  'Baixas',
  'Depreciação/amortização',
  'Saldo atual',
];

export type ContabilidadeService = ReturnType<typeof createContabilidadeService>;
