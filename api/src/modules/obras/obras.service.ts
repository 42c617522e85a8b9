import {
  type AditivoBody,
  type CreateObraBody,
  centsToMoney,
  formatReais,
  moneyToCents,
  OBRA_OPTIONAL_FIELDS,
  type ObraDetail,
  type ObraListQuery,
  type ObraSituacaoBody,
  PARALISADAS,
  precisaLicencaInstalacao,
  SITUACAO_OBRA,
  SITUACAO_OBRA_LABELS,
  type SituacaoObra,
  TIPO_OBRA_LABELS,
  type TipoObra,
  type UpdateObraBody,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { brazilDate } from '../../lib/brazil-time.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { optionalColumns } from '../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../lib/pagination.js';
import { uniqueKeyConflict } from '../../lib/unique-keys.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../auth/actor.js';
import { clientsForList, oneClient, secretariaOf } from '../patrimonio/client-scope.js';
import { findFornecedor } from '../patrimonio/fornecedores/fornecedores.repository.js';
import { toAditivo, toEvolucao, toObra, toParalisacao, toSituacaoEvento } from './obras.mapper.js';
import {
  type AditivoValues,
  findAditivo,
  findBemOfObra,
  findObra,
  hasLicencaInstalacao,
  hasOrdemServico,
  insertAditivo,
  insertObra,
  insertSituacao,
  listAditivos,
  listFisico,
  listMedido,
  listSituacoes,
  lockObra,
  numeroTaken,
  type ObraRow,
  obraTotals,
  pageObras,
  updateAditivo,
  updateObra,
} from './obras.repository.js';
import { obrasExportadas } from './obras-exportacao.js';
import {
  closeParalisacao,
  findParalisacaoAberta,
  insertParalisacao,
  listParalisacoes,
} from './paralisacoes.repository.js';
import { aplicarItens } from './planilha.service.js';
import { proximoRecebimento, toRecebimento } from './recebimento-da-obra.js';
import { listRecebimentos } from './recebimentos.repository.js';

export const notFoundObra = () => notFound('Obra não encontrada.');
const duplicate = () => uniqueKeyConflict('obras_client_numero_uq');

/** Today in Brazil, "YYYY-MM-DD" (the flags of works and licences are calendar days there). */
export const today = () => brazilDate(new Date());

/** The situações a work reaches only by a recebimento record (docs/domain.md, "Recebimento da obra"). */
const RECEBIDAS: readonly number[] = [
  SITUACAO_OBRA.recebidaProvisoriamente,
  SITUACAO_OBRA.recebidaDefinitivamente,
];

const label = (s: number) => SITUACAO_OBRA_LABELS[s as SituacaoObra];
const brDate = (day: string) => day.split('-').reverse().join('/');

/** A work's columns from its form's body (the screen and the Implantação's works write the same). */
export const valuesOf = (b: CreateObraBody | UpdateObraBody) => ({
  numero: b.numero,
  objeto: b.objeto,
  tipo: b.tipo,
  secretariaId: b.secretaria_id,
  fornecedorId: b.fornecedor_id ?? null,
  valorContratado: b.valor_contratado,
  latitude: b.latitude === null || b.latitude === undefined ? null : b.latitude.toFixed(6),
  longitude: b.longitude === null || b.longitude === undefined ? null : b.longitude.toFixed(6),
  ...optionalColumns(b, OBRA_OPTIONAL_FIELDS),
});

/**
 * The works (docs/domain.md, "Obras"): the register, its contract amendments and the changes of its
 * situação. Every call is support's with `hasObras` (checked by the route); the scope is checked here.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createObrasService(db: Db) {
  async function visible(local: ActorLocation, id: string): Promise<ObraRow> {
    const row = await findObra(db, local, id);
    if (!row) throw notFoundObra();
    return row;
  }

  /** The secretaria and the contractor named in a body, checked against the work's client. */
  async function checkRefs(local: ActorLocation, clientId: string, body: CreateObraBody | UpdateObraBody) {
    await secretariaOf(db, clientId, body.secretaria_id);
    if (body.fornecedor_id && !(await findFornecedor(db, local, body.fornecedor_id)))
      throw notFound('Fornecedor não encontrado.');
  }

  /** The work with its amendments and history, read with `tx` (inside a write, its own transaction). */
  async function detail(tx: Db, local: ActorLocation, id: string): Promise<ObraDetail> {
    const row = await findObra(tx, local, id);
    if (!row) throw notFoundObra();
    const [aditivos, historico, paralisacoes, bem, recebimentos] = await Promise.all([
      listAditivos(tx, id),
      listSituacoes(tx, id),
      listParalisacoes(tx, id),
      row.obra.bemId ? findBemOfObra(tx, row.obra.bemId) : null,
      listRecebimentos(tx, id),
    ]);
    const proximo = proximoRecebimento(
      row.obra.situacao,
      recebimentos.map((r) => r.recebimento.tipo),
    );
    return {
      ...toObra(row, today()),
      aditivos: aditivos.map(toAditivo),
      historico: historico.map(toSituacaoEvento),
      paralisacoes: paralisacoes.map(toParalisacao),
      bem:
        bem && row.obra.bemIncorporacao
          ? {
              id: bem.id,
              CodigoBEM: bem.codigo,
              descricao: bem.descricao,
              incorporacao: row.obra.bemIncorporacao as 'imovel' | 'melhoria',
            }
          : null,
      recebimentos: recebimentos.map(toRecebimento),
      recebimento_proximo: proximo.tipo,
      recebimento_bloqueio: proximo.bloqueio,
    };
  }

  /** 409 when Σ measured would pass contract + `aditivos` (an amendment lowered or removed). */
  async function assertCeiling(tx: Db, obraId: string, novoAditivos: bigint) {
    const t = await obraTotals(tx, obraId);
    const total = moneyToCents(t.contrato) + novoAditivos;
    if (moneyToCents(t.medido) > total) {
      throw conflict(
        `O total medido (${formatReais(t.medido)}) passaria do valor da obra com os aditivos ` +
          `(${formatReais(centsToMoney(total))}).`,
        'MEDICAO_ACIMA_DO_TOTAL',
      );
    }
  }

  function assertOpen(row: ObraRow) {
    if (row.obra.situacao === SITUACAO_OBRA.recebidaDefinitivamente)
      throw conflict('A obra foi recebida definitivamente: seu contrato está encerrado.', 'OBRA_ENCERRADA');
  }

  /**
   * A change of situação of `before` (read under the work's lock by the caller, in `tx`): the checks of
   * docs/domain.md, "Obras", the event, the stoppage records, the work's columns and the audit. Called
   * by `setSituacao` and by the recebimento (which puts the work in 6 or 7 with its termo).
   */
  async function changeSituacao(
    tx: Db,
    actor: Actor,
    local: ActorLocation,
    before: ObraRow,
    body: ObraSituacaoBody,
  ): Promise<ObraDetail> {
    const atual = before.obra.situacao;
    if (body.situacao === atual)
      throw conflict(`A obra já está na situação "${label(atual)}".`, 'SITUACAO_REPETIDA');
    assertOpen(before);
    if (body.situacao === SITUACAO_OBRA.iniciada && !(await hasOrdemServico(tx, body.id)))
      throw conflict(
        'A obra não pode ser iniciada sem uma ordem de serviço: cadastre a ordem de serviço primeiro.',
        'SEM_ORDEM_SERVICO',
      );
    if (body.situacao === SITUACAO_OBRA.reiniciada && !PARALISADAS.includes(atual))
      throw conflict(
        'Só uma obra paralisada pode ser reiniciada: registre antes a paralisação.',
        'SEM_PARALISACAO',
      );
    const aberta = await findParalisacaoAberta(tx, body.id);
    if (aberta && body.data < aberta.dataInicio)
      throw badRequest(
        'data',
        `A data de reinício (${brDate(body.data)}) não pode ser anterior ao início da paralisação (${brDate(aberta.dataInicio)}).`,
      );
    if (before.obra.situacaoData && body.data < before.obra.situacaoData)
      throw badRequest(
        'data',
        `A data da situação não pode ser anterior à da situação atual (${brDate(before.obra.situacaoData)}).`,
      );
    // Last: the user overrides this one with a reason, once nothing else refuses the change.
    const justificativaSemLi = (await missingLicencaInstalacao(tx, before, body))
      ? requireJustificativa(before, body)
      : null;
    const paralisada = PARALISADAS.includes(body.situacao);
    const evento = await insertSituacao(tx, {
      clientId: before.obra.clientId,
      obraId: body.id,
      situacao: body.situacao,
      situacaoAnterior: atual,
      data: body.data,
      motivo: body.motivo,
      previsaoReinicio: paralisada ? (body.previsao_reinicio ?? null) : null,
      justificativaSemLi,
      publicacaoVeiculo: body.publicacao_veiculo,
      publicacaoData: body.publicacao_data,
      userId: actor.userId,
    });
    await recordParalisacao(tx, before, body, evento.id);
    await updateObra(tx, body.id, {
      situacao: body.situacao,
      situacaoData: body.data,
      situacaoMotivo: body.motivo,
      previsaoReinicio: paralisada ? (body.previsao_reinicio ?? null) : null,
    });
    const out = await detail(tx, local, body.id);
    await recordAudit(tx, auditActor(actor), {
      action: 'situacao',
      entity: 'obra',
      entityId: body.id,
      before: toObra(before, today()),
      after: out,
      clientId: before.obra.clientId,
    });
    return out;
  }

  return {
    visible,
    assertOpen,
    /** The work's detail read with the caller's transaction (the incorporation answers it). */
    detailIn: detail,
    /** A change of situação inside the caller's transaction, the work locked and read (the recebimento). */
    situacaoIn: changeSituacao,

    async list(actor: Actor, q: ObraListQuery) {
      const local = requireLocal(actor);
      const clientIds = await clientsForList(db, local, q.cliente_id);
      const { rows, total } = await pageObras(
        db,
        {
          clientIds,
          search: q.search?.trim() || undefined,
          situacao: q.situacao,
          secretariaId: q.secretaria_id,
          tipo: q.tipo,
          inicioDe: q.inicio_de,
          inicioAte: q.inicio_ate,
        },
        { ...pageWindow(q), sort: q.sort, order: q.order },
      );
      const day = today();
      return pageAnswer(q, { rows, total }, (r) => toObra(r, day));
    },

    /** The list's page with each work's CNO, for the works' file (the screen's list stays as it is). */
    async listForExport(actor: Actor, q: ObraListQuery) {
      return obrasExportadas(db, await this.list(actor, q));
    },

    get: (actor: Actor, id: string) => detail(db, requireLocal(actor), id),

    async create(actor: Actor, body: CreateObraBody): Promise<ObraDetail> {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, body.cliente_id);
      await checkRefs(local, clientId, body);
      return await db.transaction(async (tx) => {
        if (await numeroTaken(tx, clientId, body.numero)) throw duplicate();
        const row = await insertObra(tx, { ...valuesOf(body), clientId });
        const out = await detail(tx, local, row.id);
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'obra',
          entityId: row.id,
          after: out,
          clientId,
        });
        return out;
      });
    },

    async update(actor: Actor, id: string, body: UpdateObraBody): Promise<ObraDetail> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const local = requireLocal(actor);
      const before = await visible(local, id);
      const clientId = before.obra.clientId;
      await checkRefs(local, clientId, body);
      return await db.transaction(async (tx) => {
        await lockObra(tx, id);
        if (await numeroTaken(tx, clientId, body.numero, id)) throw duplicate();
        const totals = await obraTotals(tx, id);
        if (moneyToCents(body.valor_contratado) + moneyToCents(totals.aditivos) < moneyToCents(totals.medido))
          throw conflict(
            `O valor contratado com os aditivos não pode ficar abaixo do total já medido (${formatReais(totals.medido)}).`,
            'MEDICAO_ACIMA_DO_TOTAL',
          );
        const beforeApi = toObra(before, today());
        await updateObra(tx, id, valuesOf(body));
        const out = await detail(tx, local, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'obra',
          entityId: id,
          before: beforeApi,
          after: out,
          clientId,
        });
        return out;
      });
    },

    /**
     * A change of situação (docs/domain.md, "Obras"): a dated event with its reason, kept in the history.
     * A work starts (iniciada) only with a service order; it restarts (reiniciada) only when paralisada;
     * a work received for good (recebida definitivamente) changes no more; dates follow the history.
     * A work whose tipo needs a Licença de Instalação starts only with an active one valid on the date,
     * or with the user's `justificativa_sem_li` (kept in the history); a justificativa sent when no LI is
     * missing is ignored.
     */
    async setSituacao(actor: Actor, body: ObraSituacaoBody): Promise<ObraDetail> {
      const local = requireLocal(actor);
      await visible(local, body.id);
      return db.transaction(async (tx) => {
        await lockObra(tx, body.id);
        // Read again under the lock: two changes of the same work follow each other.
        const before = await findObra(tx, local, body.id);
        if (!before) throw notFoundObra();
        if (RECEBIDAS.includes(body.situacao))
          throw conflict(
            'A obra é recebida pelo registro do recebimento (provisório ou definitivo), com a vistoria, os ' +
              'recebedores e o termo assinado: use "Registrar recebimento" na página da obra.',
            'RECEBIMENTO_PELO_REGISTRO',
          );
        return changeSituacao(tx, actor, local, before, body);
      });
    },

    /** The physical (follow-ups) and financial (measurements) progress of the work over time. */
    async evolucao(actor: Actor, obraId: string) {
      const row = await visible(requireLocal(actor), obraId);
      const [fisico, medido, aditivos] = await Promise.all([
        listFisico(db, obraId),
        listMedido(db, obraId),
        listAditivos(db, obraId),
      ]);
      return toEvolucao(
        obraId,
        String(row.obra.valorContratado),
        fisico.map((f) => ({ data: f.data, percentual: String(f.percentual) })),
        medido.map((m) => ({ data: m.data, valor: String(m.valor) })),
        aditivos.map((a) => ({ data: a.data, valor: String(a.valor) })),
      );
    },

    async aditivos(actor: Actor, obraId: string) {
      await visible(requireLocal(actor), obraId);
      return (await listAditivos(db, obraId)).map(toAditivo);
    },

    async createAditivo(actor: Actor, obraId: string, body: AditivoBody) {
      const obra = await visible(requireLocal(actor), obraId);
      assertOpen(obra);
      return db.transaction(async (tx) => {
        await lockObra(tx, obraId);
        const row = await insertAditivo(tx, { ...aditivoValues(body), clientId: obra.obra.clientId, obraId });
        // The items it changes or adds, each change kept in the sheet's history with the amendment.
        if (body.itens?.length)
          await aplicarItens(
            tx,
            {
              obraId,
              clientId: obra.obra.clientId,
              userId: actor.userId,
              origem: 'aditivo',
              aditivoId: row.id,
            },
            body.itens,
            false,
          );
        const out = toAditivo(row);
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'obra-aditivo',
          entityId: row.id,
          after: out,
          clientId: obra.obra.clientId,
        });
        return out;
      });
    },

    async updateAditivo(actor: Actor, id: string, body: AditivoBody) {
      const local = requireLocal(actor);
      const before = await findAditivo(db, local, id);
      if (!before) throw notFound('Aditivo não encontrado.');
      assertOpen(await visible(local, before.obraId));
      return db.transaction(async (tx) => {
        await lockObra(tx, before.obraId);
        const totals = await obraTotals(tx, before.obraId);
        await assertCeiling(
          tx,
          before.obraId,
          moneyToCents(totals.aditivos) - moneyToCents(String(before.valor)) + moneyToCents(body.valor),
        );
        const row = await updateAditivo(tx, id, aditivoValues(body));
        if (!row) throw notFound('Aditivo não encontrado.');
        const out = toAditivo(row);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'obra-aditivo',
          entityId: id,
          before: toAditivo(before),
          after: out,
          clientId: before.clientId,
        });
        return out;
      });
    },
  };
}
export type ObrasService = ReturnType<typeof createObrasService>;

/**
 * The stoppage records of a change of situação (Lei 14.133 art. 115 §6º; docs/domain.md): leaving a
 * paralisada situação closes the open stoppage on the change's date; entering one opens a new stoppage
 * with the body's reason code, text, responsible party and expected restart (a change between the two
 * paralisada situações closes one and opens the next: its reason and responsible party are new).
 */
async function recordParalisacao(tx: Db, before: ObraRow, body: ObraSituacaoBody, situacaoId: string) {
  const aberta = await findParalisacaoAberta(tx, body.id);
  if (aberta) await closeParalisacao(tx, aberta.id, body.data, body.situacao);
  if (!PARALISADAS.includes(body.situacao)) return;
  const tipo = body.responsavel_tipo ?? null;
  await insertParalisacao(tx, {
    clientId: before.obra.clientId,
    obraId: body.id,
    situacaoId,
    dataInicio: body.data,
    motivoCodigo: body.motivo_codigo ?? 99,
    motivo: body.motivo,
    responsavelTipo: tipo,
    responsavelNome: tipo === 'apuracao' ? null : (body.responsavel_nome ?? null),
    responsavelDocumento: tipo === 'apuracao' ? null : (body.responsavel_documento ?? null),
    apuracaoNumero: tipo === 'apuracao' ? (body.apuracao_numero ?? null) : null,
    previsaoReinicio: body.previsao_reinicio ?? null,
  });
}

/** Whether this change starts a work that needs a Licença de Instalação without a valid one on its date. */
async function missingLicencaInstalacao(tx: Db, before: ObraRow, body: ObraSituacaoBody) {
  if (body.situacao !== SITUACAO_OBRA.iniciada || !precisaLicencaInstalacao(before.obra.tipo)) return false;
  return !(await hasLicencaInstalacao(tx, before.obra.id, body.data));
}

/** The user's reason for starting without the LI, or 409 LI_AUSENTE saying why and that one may be given. */
function requireJustificativa(before: ObraRow, body: ObraSituacaoBody): string {
  if (body.justificativa_sem_li) return body.justificativa_sem_li;
  throw conflict(
    `Uma obra do tipo ${TIPO_OBRA_LABELS[before.obra.tipo as TipoObra] ?? before.obra.tipo} precisa de uma ` +
      `Licença de Instalação (LI) ativa e válida em ${brDate(body.data)} para ser iniciada. Cadastre a ` +
      'licença ou informe uma justificativa para iniciar a obra sem ela.',
    'LI_AUSENTE',
  );
}

const aditivoValues = (b: AditivoBody): Omit<AditivoValues, 'clientId' | 'obraId'> => ({
  numeroAto: b.numero_ato,
  data: b.data,
  valor: b.valor,
  prazoDias: b.prazo_dias,
  descricao: b.descricao ?? null,
});
