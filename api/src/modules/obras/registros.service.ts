import {
  centsToMoney,
  formatReais,
  LICENCA_A_VENCER_DIAS,
  type MedicaoItemBody,
  moneyToCents,
  SITUACAO_OBRA,
  type StatusBody,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageAnswer, pageWindow } from '../../lib/pagination.js';
import { type UniqueKeyName, uniqueKeyConflict } from '../../lib/unique-keys.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../auth/actor.js';
import type { FilesService } from '../files/files.service.js';
import { clientsForList } from '../patrimonio/client-scope.js';
import { recordFiles } from '../patrimonio/patrimonio-files.js';
import { saveStatus, statusValues } from '../patrimonio/register-status.js';
import { daysAfter } from './obras.mapper.js';
import { findObra, lockObra, type ObraRow, obraTotals } from './obras.repository.js';
import { type ObrasService, today } from './obras.service.js';
import { OBRAS_FILES } from './obras-files.js';
import { pagoDaMedicao } from './pagamentos.repository.js';
import { gravarItensDaMedicao, prepararMedicao, reconferirItens } from './planilha.service.js';
import {
  toAcompanhamento,
  toCno,
  toLicenca,
  toMedicao,
  toOrdemServico,
  toResponsabilidade,
} from './registros.mapper.js';
import {
  findRecord,
  insertMedicao,
  insertRecord,
  numeroInUse,
  type ObraRef,
  pageRecords,
  REGISTROS,
  type RegistroKind,
  updateRecord,
} from './registros.repository.js';
import { medicaoCabe, saldoDaObra } from './saldo-da-obra.js';

type ListQuery = {
  page: number;
  limit: number;
  search?: string;
  ativo?: boolean;
  cliente_id?: string;
  obra_id?: string;
  sort?: 'data' | 'numero' | 'created_at';
  order?: 'asc' | 'desc';
};
// biome-ignore lint/suspicious/noExplicitAny: the rows of six tables go through one service.
type AnyRow = any;
type Body = { obra_id?: string; id?: string | null };

/** What makes one register of a work: its messages, its body → columns, its shape, its rules. */
type Spec<C extends Body, U extends Body> = {
  kind: RegistroKind;
  entity: string;
  notFound: string;
  values: (body: C | U) => Record<string, unknown>;
  toApi: (row: AnyRow, obra: ObraRef, today: string) => unknown;
  /** The number already in use (CNO per client, OS per work): 409 under the field `numero`. */
  duplicate?: { kind: 'cno' | 'ordemServico'; key: UniqueKeyName };
  /** Checks of a write inside its transaction, the work's row locked (medição). */
  beforeWrite?: (tx: Db, w: Write) => Promise<void>;
  /**
   * Before `beforeWrite` (medição): the columns the server computes (its value from its items) and what to
   * store after the row is written (its items).
   */
  prepare?: (tx: Db, p: { obra: ObraRow; before: AnyRow | null; body: C | U }) => Promise<Prepared>;
  /** A record made active again (medição: its items' balances are checked again). */
  onReactivate?: (tx: Db, obra: ObraRow, row: AnyRow) => Promise<void>;
  /** The register keeps files (obras-files.ts): their owner type and the kinds it takes. */
  files?: (typeof OBRAS_FILES)[keyof typeof OBRAS_FILES];
};
type Prepared = {
  valor: string | null;
  extra: Record<string, unknown>;
  after: (tx: Db, row: AnyRow) => Promise<void>;
};
type Write = {
  obra: ObraRow;
  /** The record being changed (update, status), or null (create). */
  before: AnyRow | null;
  /** What will be active and counted after the write (null: the record leaves the counts). */
  valor: string | null;
};

/**
 * Measurements: the work received for good is closed; Σ active measurements may not pass contract +
 * Σ amendments (docs/domain.md, "Obras"), the figures in the message.
 */
async function medicaoRules(tx: Db, w: Write) {
  if (w.obra.obra.situacao === SITUACAO_OBRA.recebidaDefinitivamente)
    throw conflict(
      'A obra foi recebida definitivamente: suas medições estão encerradas.',
      'MEDICOES_ENCERRADAS',
    );
  if (w.before) await pagamentosCabem(tx, w.before, w.valor);
  if (w.valor === null) return;
  const t = await obraTotals(tx, w.obra.obra.id, w.before?.id);
  if (medicaoCabe(t, w.valor)) return;
  const total = centsToMoney(moneyToCents(t.contrato) + moneyToCents(t.aditivos));
  const medido = centsToMoney(moneyToCents(t.medido) + moneyToCents(w.valor));
  throw conflict(
    `A medição de ${formatReais(w.valor)} levaria o total medido a ${formatReais(medido)}, ` +
      `acima de 100% do valor da obra: contrato ${formatReais(t.contrato)} + aditivos ` +
      `${formatReais(t.aditivos)} = ${formatReais(total)}. Saldo disponível: ` +
      `${formatReais(saldoDaObra(t))}. Registre um aditivo para medir além do contrato.`,
    'MEDICAO_ACIMA_DO_TOTAL',
  );
}

/**
 * A medição with payments (docs/domain.md, "Pagamentos da obra") keeps at least what was paid of it: it is
 * not made inactive, nor its value lowered below Σ its payments (read under the work's lock, which every
 * payment's write takes too).
 */
async function pagamentosCabem(tx: Db, before: AnyRow, valor: string | null) {
  const pago = await pagoDaMedicao(tx, before.id);
  if (moneyToCents(pago) === 0n) return;
  if (valor === null)
    throw conflict(
      `A medição nº ${before.numero} tem pagamentos (${formatReais(pago)}): exclua-os antes de inativá-la.`,
      'MEDICAO_COM_PAGAMENTOS',
    );
  if (moneyToCents(valor) < moneyToCents(pago))
    throw conflict(
      `O valor da medição nº ${before.numero} (${formatReais(valor)}) ficaria abaixo do já pago dela ` +
        `(${formatReais(pago)}): corrija ou exclua os pagamentos antes.`,
      'MEDICAO_COM_PAGAMENTOS',
    );
}

/**
 * A medição's value from its items (or, on a work with no sheet yet, its own value kept as a quantity of the
 * global item), its start not before the service order (planilha.service.ts).
 */
async function prepararMedicaoPorItens(
  tx: Db,
  p: { obra: ObraRow; before: AnyRow | null; body: AnyBody },
): Promise<Prepared> {
  const body = p.body as { periodo_inicio?: string; itens?: MedicaoItemBody[]; valor?: string };
  const porItens = await prepararMedicao(tx, {
    obraId: p.obra.obra.id,
    periodoInicio: body.periodo_inicio,
    itens: body.itens,
    medicaoId: p.before?.id,
  });
  const valor = porItens?.valor ?? body.valor ?? null;
  return {
    valor,
    extra: { valor, porItens: !!porItens },
    after: (t, row) =>
      gravarItensDaMedicao(
        t,
        { obraId: p.obra.obra.id, clientId: p.obra.obra.clientId, medicaoId: row.id, valor: valor ?? '0' },
        porItens?.rows ?? null,
      ),
  };
}

/** An inactive record keeps its files (they are listed and downloaded) but takes no new ones. */
const inactiveRecord = () =>
  conflict('Este registro está inativo: ative-o para anexar arquivos.', 'REGISTRO_INATIVO');

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
function createRegisterService<C extends Body, U extends Body>(
  db: Db,
  obras: ObrasService,
  files: FilesService,
  spec: Spec<C, U>,
) {
  const q = REGISTROS[spec.kind];
  const notFoundRecord = () => notFound(spec.notFound);
  const duplicate = (key: UniqueKeyName) => uniqueKeyConflict(key);

  async function visible(local: ActorLocation, id: string) {
    const found = await findRecord(db, q.table, local, id);
    if (!found) throw notFoundRecord();
    return found;
  }

  async function checkNumero(tx: Db, obra: ObraRow, body: C | U, exceptId?: string) {
    const numero = (body as { numero?: string }).numero;
    if (!spec.duplicate || !numero) return;
    const where = { clientId: obra.obra.clientId, obraId: obra.obra.id, numero };
    if (await numeroInUse(tx, spec.duplicate.kind, where, exceptId)) throw duplicate(spec.duplicate.key);
  }

  const valorOf = (body: C | U) => (body as { valor?: string }).valor ?? null;

  /**
   * Runs a write in a transaction with the work locked and read again under the lock (its situação and
   * figures as the write sees them); a racing duplicate is the unique key's 409 (lib/unique-keys.ts).
   */
  async function write<T>(obra: ObraRow, run: (tx: Db, obra: ObraRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await lockObra(tx, obra.obra.id);
      const locked = await findObra(tx, { clientId: obra.obra.clientId }, obra.obra.id);
      if (!locked) throw notFound('Obra não encontrada.');
      return run(tx, locked);
    });
  }

  return {
    /** Upload and list of the record's files, for the registers that keep them (else null). */
    files: spec.files
      ? recordFiles(files, spec.files.type, [...spec.files.kinds], {
          uploadTo: async (actor, id) => {
            const local = requireLocal(actor);
            const found = await visible(local, id);
            if (!found.row.ativo) throw inactiveRecord();
            return { applicationId: local.applicationId, clientId: found.row.clientId };
          },
          visible: (actor, id) => visible(requireLocal(actor), id),
        })
      : null,

    async list(actor: Actor, query: ListQuery & Record<string, unknown>) {
      const local = requireLocal(actor);
      const clientIds = await clientsForList(db, local, query.cliente_id);
      if (query.obra_id) {
        const obra = await obras.visible(local, query.obra_id);
        if (!clientIds.includes(obra.obra.clientId)) throw notFound('Obra não encontrada.');
      }
      const day = today();
      const { rows, total } = await pageRecords(
        db,
        q.table,
        {
          clientIds,
          obraId: query.obra_id,
          ativo: query.ativo,
          search: query.search?.trim() || undefined,
          extra: q.filters({ ...query, today: day, aVencerAte: daysAfter(day, LICENCA_A_VENCER_DIAS) }),
        },
        {
          ...pageWindow(query),
          sort: q.sorts[query.sort ?? 'data'],
          order: query.order ?? (query.sort ? 'asc' : 'desc'),
          search: q.search,
        },
      );
      return pageAnswer(query, { rows, total }, (r) => spec.toApi(r.row, r.obra, day));
    },

    async get(actor: Actor, id: string) {
      const found = await visible(requireLocal(actor), id);
      return spec.toApi(found.row, found.obra, today());
    },

    async create(actor: Actor, body: C) {
      const local = requireLocal(actor);
      const found = await obras.visible(local, body.obra_id as string);
      const ref = { id: found.obra.id, numero: found.obra.numero, objeto: found.obra.objeto };
      return write(found, async (tx, obra) => {
        const prepared = await spec.prepare?.(tx, { obra, before: null, body });
        await spec.beforeWrite?.(tx, {
          obra,
          before: null,
          valor: prepared ? prepared.valor : valorOf(body),
        });
        await checkNumero(tx, obra, body);
        const values = {
          ...spec.values(body),
          ...prepared?.extra,
          clientId: obra.obra.clientId,
          obraId: obra.obra.id,
        };
        const row =
          spec.kind === 'medicao'
            ? await insertMedicao(tx, values as never)
            : await insertRecord(tx, q.table, values as never);
        await prepared?.after(tx, row);
        const out = spec.toApi(row, ref, today());
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: spec.entity,
          entityId: (row as { id: string }).id,
          after: out,
          clientId: obra.obra.clientId,
        });
        return out;
      });
    },

    async update(actor: Actor, id: string, body: U) {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const local = requireLocal(actor);
      const before = await visible(local, id);
      const found = await obras.visible(local, before.obra.id);
      return write(found, async (tx, obra) => {
        const prepared = await spec.prepare?.(tx, { obra, before: before.row, body });
        const valor = prepared ? prepared.valor : valorOf(body);
        await spec.beforeWrite?.(tx, { obra, before: before.row, valor: before.row.ativo ? valor : null });
        await checkNumero(tx, obra, body, id);
        const row = await updateRecord(tx, q.table, id, {
          ...spec.values(body),
          ...prepared?.extra,
        } as never);
        if (!row) throw notFoundRecord();
        await prepared?.after(tx, row);
        const out = spec.toApi(row, before.obra, today());
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: spec.entity,
          entityId: id,
          before: spec.toApi(before.row, before.obra, today()),
          after: out,
          clientId: obra.obra.clientId,
        });
        return out;
      });
    },

    async setStatus(actor: Actor, body: StatusBody) {
      const local = requireLocal(actor);
      const values = statusValues(actor, body);
      const before = await visible(local, body.id);
      const found = await obras.visible(local, before.obra.id);
      return write(found, async (tx, obra) => {
        await spec.beforeWrite?.(tx, {
          obra,
          before: before.row,
          valor: body.ativo ? ((before.row as AnyRow).valor ?? null) : null,
        });
        if (body.ativo && !before.row.ativo) await spec.onReactivate?.(tx, obra, before.row);
        return saveStatus(tx, actor, body, {
          entity: spec.entity,
          clientId: obra.obra.clientId,
          before: before.row,
          save: () => updateRecord(tx, q.table, body.id, values as never),
          toApi: (row: AnyRow) => spec.toApi(row, before.obra, today()),
          notFound: notFoundRecord,
        });
      });
    },
  };
}
export type RegisterService = ReturnType<typeof createRegisterService>;

type AnyBody = Record<string, unknown> & Body;
const pick = (b: AnyBody, map: Record<string, string>) =>
  Object.fromEntries(Object.entries(map).map(([column, field]) => [column, b[field] ?? null]));

/** The registers of a work, built once in app.ts with the works' service. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the specs of the works' registers, declared one after the other.
export function createRegistrosServices(db: Db, obras: ObrasService, files: FilesService) {
  const make = (spec: Spec<AnyBody, AnyBody>) => createRegisterService(db, obras, files, spec);
  return {
    medicao: make({
      kind: 'medicao',
      entity: 'obra-medicao',
      notFound: 'Medição não encontrada.',
      values: (b) =>
        pick(b, {
          tipo: 'tipo',
          periodoInicio: 'periodo_inicio',
          periodoFim: 'periodo_fim',
          dataEntrega: 'data_entrega',
          valor: 'valor',
          descricao: 'descricao',
          conferenciaData: 'conferencia_data',
          conferenciaPercentual: 'conferencia_percentual',
          conferenciaResponsaveis: 'conferencia_responsaveis',
          empenhoNumero: 'empenho_numero',
          empenhoData: 'empenho_data',
          liquidacaoData: 'liquidacao_data',
        }),
      toApi: toMedicao,
      files: OBRAS_FILES.medicao,
      prepare: prepararMedicaoPorItens,
      beforeWrite: medicaoRules,
      onReactivate: (tx, obra, row) => reconferirItens(tx, obra.obra.id, row.id),
    }),
    ordemServico: make({
      kind: 'ordemServico',
      entity: 'obra-ordem-servico',
      notFound: 'Ordem de serviço não encontrada.',
      values: (b) =>
        pick(b, {
          numero: 'numero',
          contrato: 'contrato',
          dataEmissao: 'data_emissao',
          dataInicio: 'data_inicio',
          prazoDias: 'prazo_dias',
          objeto: 'objeto',
          responsavel: 'responsavel',
          situacao: 'situacao',
        }),
      toApi: toOrdemServico,
      duplicate: { kind: 'ordemServico', key: 'obra_ordens_servico_obra_numero_uq' },
    }),
    cno: make({
      kind: 'cno',
      entity: 'obra-cno',
      notFound: 'Cadastro Nacional de Obras não encontrado.',
      values: (b) =>
        pick(b, {
          numero: 'numero',
          dataRegistro: 'data_registro',
          categoria: 'categoria',
          destinacao: 'destinacao',
          area: 'area',
          unidade: 'unidade',
          responsavelDocumento: 'responsavel_documento',
          responsavelNome: 'responsavel_nome',
          responsavelQualificacao: 'responsavel_qualificacao',
          situacao: 'situacao',
        }),
      toApi: toCno,
      duplicate: { kind: 'cno', key: 'obra_cnos_client_numero_uq' },
    }),
    licenca: make({
      kind: 'licenca',
      entity: 'obra-licenca',
      notFound: 'Licença ambiental não encontrada.',
      values: (b) =>
        pick(b, {
          tipo: 'tipo',
          numero: 'numero',
          orgao: 'orgao',
          processo: 'processo',
          dataEmissao: 'data_emissao',
          dataValidade: 'data_validade',
          condicionantes: 'condicionantes',
        }),
      toApi: toLicenca,
      files: OBRAS_FILES.licenca,
    }),
    responsabilidade: make({
      kind: 'responsabilidade',
      entity: 'obra-responsabilidade',
      notFound: 'Responsabilidade técnica não encontrada.',
      values: (b) =>
        pick(b, {
          tipo: 'tipo',
          conselho: 'conselho',
          numero: 'numero',
          profissionalNome: 'profissional_nome',
          profissionalCpf: 'profissional_cpf',
          registroConselho: 'registro_conselho',
          vinculo: 'vinculo',
          data: 'data',
        }),
      toApi: toResponsabilidade,
      files: OBRAS_FILES.responsabilidade,
    }),
    acompanhamento: make({
      kind: 'acompanhamento',
      entity: 'obra-acompanhamento',
      notFound: 'Acompanhamento não encontrado.',
      values: (b) =>
        pick(b, {
          tipo: 'tipo',
          data: 'data',
          percentualFisico: 'percentual_fisico',
          descricao: 'descricao',
          responsavel: 'responsavel',
        }),
      toApi: toAcompanhamento,
      files: OBRAS_FILES.acompanhamento,
    }),
  };
}
export type RegistrosServices = ReturnType<typeof createRegistrosServices>;
