import {
  ACAO_LIQUIDACAO_LABELS,
  type AcaoLiquidacao,
  type Bem,
  type CreateBemBody,
  CreateBemBodySchema,
  type DivergenciaAcoes,
  type DivergenciaRegistrada,
  type DivergenciaRegistradaListQuery,
  type DivergenciaRegistradaPage,
  hasRule,
  type LiquidacaoBody,
  type LiquidacaoResultado,
  TIPO_DIVERGENCIA_LABELS,
  TIPO_INCORPORACAO_INVENTARIO,
  TIPO_TERMO_LABELS,
  type TipoDivergencia,
  type TipoTermo,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { type BemRow, lockBem, updateBem } from '../bens/bens.repository.js';
import { lockClientShared } from '../depreciacao/depreciacao.repository.js';
import { findTipo, historyOf } from '../movimentacoes/movimentacoes.repository.js';
import {
  bookMovement,
  type MovementInput,
  type TransferAceites,
} from '../movimentacoes/movimentacoes.service.js';
import { findPlace } from '../places.repository.js';
import type { TermosService } from '../termos/termos.service.js';
import { comissoesOf, findInventario, type InventarioRow } from './inventario.repository.js';
import {
  type DivergenciaRegistradaRow,
  devolver,
  lugaresNomes,
  marcarOrigem,
  pageRegistradas,
  pendentes,
  registrarResultado,
  resumoRegistradas,
  termosDoInventario,
  tomar,
} from './liquidacao.repository.js';

/** The movement types a settlement books (docs/domain.md, "Movimentações"). */
const TIPO_TRANSFERENCIA_LOCAL = 2;
const TIPO_BAIXA = 4;
const MOTIVO_EXTRAVIO = 5;

const NENHUMA: DivergenciaAcoes = {
  transferir: false,
  manter: false,
  baixa: false,
  incorporar: false,
  conforme: false,
};

/**
 * What may settle a stored divergence (docs/domain.md, "Inventário"; decision 067): only after the
 * closing, by the commission's president or a user with inventories:update, a divergence not yet settled
 * (or whose transfer the receiver refused); then by kind: the asset found elsewhere is transferred there,
 * the missing one written off, the reading without record incorporated, the state read accepted; any of
 * them kept as is with a justification. The page answers these flags and `liquidar` enforces them.
 */
export function divergenciaAcoes(
  pode: boolean,
  inv: InventarioRow,
  d: DivergenciaRegistradaRow,
  aceiteEstado: string | null,
): DivergenciaAcoes {
  const aberta = d.acao === null || aceiteEstado === 'recusado';
  if (!(pode && inv.estado === 'encerrada' && aberta)) return NENHUMA;
  return {
    transferir: d.tipo === 'outro_local' && d.bemId !== null && d.lidoSetorId !== null,
    manter: true,
    baixa: d.tipo === 'nao_encontrado' && d.bemId !== null,
    // A label nobody registered, or an asset found without one (decision 068): both enter the register.
    incorporar: d.tipo === 'desconhecida' || d.tipo === 'sem_etiqueta',
    conforme: d.tipo === 'estado_diferente' && d.bemId !== null && d.estadoLido !== null,
  };
}

/** Creates an asset by the normal creation (the assets service), as the incorporation of a reading. */
export type CriarBem = (actor: Actor, body: CreateBemBody) => Promise<Bem>;

/**
 * The settlement of a closed campaign's divergences (docs/domain.md, "Inventário"; decision 067): the
 * stored divergences with their actions, and each action booked as the movement it is (through the
 * movement rule, the aceite of decision 062 for a transfer to another setor), the campaign its origin.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: its methods share the helpers above them.
export function createLiquidacaoService(deps: {
  db: Db;
  termos: TermosService;
  criarBem: CriarBem;
  aceites?: TransferAceites;
}) {
  const { db } = deps;

  async function campaign(actor: Actor, id: string) {
    const local = requireLocal(actor);
    const inv = await findInventario(db, local, id);
    if (!inv) throw notFound('Inventário não encontrado.');
    const comissao = await comissoesOf(db, [id]);
    const presidente = comissao.some((m) => m.presidente && m.userId !== null && m.userId === actor.userId);
    const pode = presidente || hasRule({ flags: local.flags, rules: local.rules }, 'inventories:update');
    return { inv, pode };
  }

  /**
   * The asset found elsewhere goes there: another sala of its setor is a change of sala; another setor a
   * transfer (type 2) through the movement rule, waiting for the receiving setor's aceite where the custody
   * asks one (decision 062). Answers whether it waits for an aceite.
   */
  async function transferir(
    tx: Db,
    actor: Actor,
    inv: InventarioRow,
    row: DivergenciaRegistradaRow,
    bem: BemRow,
    origem: string,
  ): Promise<boolean> {
    const setor = await findPlace(tx, inv.clientId, row.lidoSetorId!);
    if (!setor?.parentId) throw conflict('O setor onde o bem foi encontrado não existe mais.');
    if (bem.setorId === setor.id) {
      // Found in another sala of its own setor: the sala changes, as the asset's form changes it.
      if (bem.salaId === row.lidoSalaId)
        throw conflict(`O bem ${bem.codigoBem} já está onde foi encontrado.`);
      await updateBem(tx, bem.id, { salaId: row.lidoSalaId });
      await recordAudit(tx, auditActor(actor), {
        action: 'inventario-liquidacao',
        entity: 'asset',
        entityId: bem.id,
        before: { sala_id: bem.salaId },
        after: { sala_id: row.lidoSalaId, inventario_id: inv.id },
        clientId: inv.clientId,
      });
      return false;
    }
    const tipo = await findTipo(tx, TIPO_TRANSFERENCIA_LOCAL);
    if (!tipo?.ativo) throw conflict('Não há tipo de movimentação de transferência ativo.');
    const input: MovementInput = {
      TipoMovimentacao: tipo.id,
      secretaria_id: setor.parentId,
      setor_id: setor.id,
      Observacao: `${origem}: encontrado em ${setor.name}.`,
      data: new Date(),
    };
    const aceiteId = deps.aceites ? await deps.aceites.request(tx, actor, bem, tipo, input) : null;
    if (aceiteId) {
      await registrarResultado(tx, row.id, { aceiteId });
      return true;
    }
    const { movementId } = await bookMovement(tx, actor, bem, tipo, input);
    await marcarOrigem(tx, movementId, inv.id);
    if (row.lidoSalaId) await updateBem(tx, bem.id, { salaId: row.lidoSalaId });
    await registrarResultado(tx, row.id, { movimentacaoId: movementId });
    return false;
  }

  /** Books one settlement, in its own transaction (a bulk settles what it can, each alone). */
  async function uma(
    actor: Actor,
    inv: InventarioRow,
    row: DivergenciaRegistradaRow,
    body: LiquidacaoBody,
  ): Promise<{ aceite: boolean }> {
    if (body.acao === 'incorporar') return incorporar(actor, inv, row, body);
    const justificativa = body.justificativa?.trim() || null;
    return db.transaction(async (tx) => {
      // Before the asset's row lock, as every movement: a depreciation run holds this lock exclusively.
      if (body.acao !== 'manter') await lockClientShared(tx, inv.clientId);
      const taken = await tomar(tx, row.id, { acao: body.acao, justificativa, liquidadoPor: actor.userId });
      if (!taken) throw conflict('Esta divergência já foi liquidada.');
      let aceite = false;
      const bemDe = async () => {
        const bem = await lockBem(tx, { clientId: inv.clientId }, row.bemId!);
        if (!bem) throw notFound('Bem patrimonial não encontrado.');
        return bem;
      };
      const origem = `Inventário "${inv.titulo}" (Portaria nº ${inv.portariaNumero})`;
      switch (body.acao) {
        case 'conforme': {
          const bem = await bemDe();
          if (bem.situacao === 'baixado') throw conflict(`O bem ${bem.codigoBem} está baixado.`);
          await updateBem(tx, bem.id, { estadoConservacao: row.estadoLido! });
          await recordAudit(tx, auditActor(actor), {
            action: 'inventario-liquidacao',
            entity: 'asset',
            entityId: bem.id,
            before: { estado_conservacao: bem.estadoConservacao },
            after: { estado_conservacao: row.estadoLido, inventario_id: inv.id },
            clientId: inv.clientId,
          });
          break;
        }
        case 'transferir':
          aceite = await transferir(tx, actor, inv, row, await bemDe(), origem);
          break;
        case 'baixa': {
          const bem = await bemDe();
          const tipo = await findTipo(tx, TIPO_BAIXA);
          if (!tipo?.ativo) throw conflict('Não há tipo de movimentação de baixa ativo.');
          const { movementId } = await bookMovement(tx, actor, bem, tipo, {
            TipoMovimentacao: tipo.id,
            MotivoBaixa: body.motivo_baixa ?? MOTIVO_EXTRAVIO,
            Observacao: `${origem}: não encontrado. Parecer da comissão: ${justificativa}`,
            data: new Date(),
          });
          await marcarOrigem(tx, movementId, inv.id);
          await registrarResultado(tx, row.id, { movimentacaoId: movementId });
          break;
        }
        case 'manter':
          break;
      }
      await recordAudit(tx, auditActor(actor), {
        action: 'inventario-liquidacao',
        entity: 'inventario-divergencia',
        entityId: row.id,
        after: {
          inventario_id: inv.id,
          tipo: row.tipo,
          CodigoBEM: row.codigoBem,
          acao: body.acao,
          justificativa,
        },
        clientId: inv.clientId,
      });
      return { aceite };
    });
  }

  /**
   * A reading without record incorporated: the divergence taken first (a second click finds it taken),
   * then the asset created by the normal creation where it was read, with the incorporation kind of an
   * asset of unknown origin (7); a creation refused gives the divergence back.
   */
  async function incorporar(
    actor: Actor,
    inv: InventarioRow,
    row: DivergenciaRegistradaRow,
    body: LiquidacaoBody,
  ): Promise<{ aceite: boolean }> {
    const setor = row.lidoSetorId ? await findPlace(db, inv.clientId, row.lidoSetorId) : null;
    if (!setor?.parentId) throw conflict('O setor onde a etiqueta foi lida não existe mais.');
    const parsed = v.safeParse(CreateBemBodySchema, {
      ...body.bem,
      secretaria_id: setor.parentId,
      setor_id: setor.id,
      sala_id: row.lidoSalaId,
      TipoIncorporacao: TIPO_INCORPORACAO_INVENTARIO,
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      throw badRequest(path ? `bem.${path}` : 'bem', issue.message);
    }
    const justificativa = body.justificativa?.trim() || null;
    const taken = await tomar(db, row.id, { acao: 'incorporar', justificativa, liquidadoPor: actor.userId });
    if (!taken) throw conflict('Esta divergência já foi liquidada.');
    let bem: Bem;
    try {
      bem = await deps.criarBem(actor, {
        ...parsed.output,
        observacoes:
          parsed.output.observacoes ??
          `Incorporado pelo inventário "${inv.titulo}": etiqueta lida "${row.leitura ?? ''}".`,
      });
    } catch (e) {
      await devolver(db, row.id);
      throw e;
    }
    await db.transaction(async (tx) => {
      const [incorporacao] = (await historyOf(tx, bem.id)).slice(-1);
      if (incorporacao) await marcarOrigem(tx, incorporacao.mov.id, inv.id);
      await registrarResultado(tx, row.id, {
        bemIncorporadoId: bem.id,
        movimentacaoId: incorporacao?.mov.id ?? null,
      });
      await recordAudit(tx, auditActor(actor), {
        action: 'inventario-liquidacao',
        entity: 'inventario-divergencia',
        entityId: row.id,
        after: {
          inventario_id: inv.id,
          tipo: row.tipo,
          leitura: row.leitura,
          acao: 'incorporar',
          bem_id: bem.id,
        },
        clientId: inv.clientId,
      });
    });
    return { aceite: false };
  }

  return {
    /**
     * GET /patrimonio/inventario/{id}/divergencias-registradas: what the closing stored, a page with each
     * divergence's settlement and actions, the campaign's settled and remaining figures and its termos.
     */
    async registradas(
      actor: Actor,
      id: string,
      q: DivergenciaRegistradaListQuery,
    ): Promise<DivergenciaRegistradaPage> {
      const { inv, pode } = await campaign(actor, id);
      const window = pageWindow(q);
      const [{ rows, total }, resumo, termos] = await Promise.all([
        pageRegistradas(db, { inventarioId: inv.id, tipo: q.tipo, situacao: q.situacao }, window),
        resumoRegistradas(db, inv.id),
        termosDoInventario(db, [inv.termoInventarioId, inv.termoTransicaoId]),
      ]);
      const ids = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null))];
      const nomes = await lugaresNomes(
        db,
        ids(rows.flatMap((r) => [r.d.registradoSetorId, r.d.lidoSetorId])),
        ids(rows.flatMap((r) => [r.d.registradoSalaId, r.d.lidoSalaId])),
      );
      const lugar = (setorId: string | null, salaId: string | null) => {
        const setor = setorId ? nomes.setores.get(setorId) : undefined;
        return {
          setor: setor ? { id: setor.id, name: setor.name } : null,
          sala: (salaId ? nomes.salas.get(salaId) : undefined) ?? null,
        };
      };
      const data: DivergenciaRegistrada[] = rows.map(({ d, aceiteEstado }) => ({
        id: d.id,
        tipo: d.tipo as TipoDivergencia,
        bem:
          d.bemId && d.codigoBem !== null
            ? { id: d.bemId, CodigoBEM: d.codigoBem, descricao: d.descricao ?? '' }
            : null,
        leitura: d.leitura,
        descricao: d.bemId ? null : d.descricao,
        registrado: d.bemId ? lugar(d.registradoSetorId, d.registradoSalaId) : null,
        lido: d.contadoEm ? lugar(d.lidoSetorId, d.lidoSalaId) : null,
        estado_registrado: d.estadoRegistrado,
        estado_lido: d.estadoLido,
        valor: d.valor,
        contado_em: d.contadoEm ? iso(d.contadoEm) : null,
        liquidacao:
          d.acao && d.liquidadoEm
            ? {
                acao: d.acao as AcaoLiquidacao,
                justificativa: d.justificativa,
                movimentacao_id: d.movimentacaoId,
                aceite_id: d.aceiteId,
                aceite_estado: aceiteEstado,
                bem_incorporado_id: d.bemIncorporadoId,
                em: iso(d.liquidadoEm),
              }
            : null,
        acoes: divergenciaAcoes(pode, inv, d, aceiteEstado),
      }));
      const por = (t: TipoDivergencia) => {
        const r = resumo.find((x) => x.tipo === t);
        return { total: Number(r?.total ?? 0), liquidadas: Number(r?.liquidadas ?? 0) };
      };
      const porTipo = {
        nao_encontrado: por('nao_encontrado'),
        outro_local: por('outro_local'),
        desconhecida: por('desconhecida'),
        estado_diferente: por('estado_diferente'),
        sem_etiqueta: por('sem_etiqueta'),
        terceiro: por('terceiro'),
      };
      const soma = Object.values(porTipo).reduce(
        (a, x) => ({ total: a.total + x.total, liquidadas: a.liquidadas + x.liquidadas }),
        { total: 0, liquidadas: 0 },
      );
      return {
        data,
        total,
        page: q.page,
        limit: window.limit,
        resumo: { ...soma, restantes: soma.total - soma.liquidadas, por_tipo: porTipo },
        termos: termos.map((t) => ({
          tipo: t.tipo as 'inventario' | 'transicao',
          codigo: t.codigo,
          descricao: `${TIPO_TERMO_LABELS[t.tipo as TipoTermo]} nº ${t.numero}/${t.ano}`,
        })),
      };
    },

    /**
     * POST /patrimonio/inventario/{id}/liquidar: settles the chosen divergences, or every open one of a
     * kind, each alone (what cannot be settled is answered with why). One divergence refused: its error
     * (409 when already settled, as two clicks at once find it).
     */
    async liquidar(actor: Actor, id: string, body: LiquidacaoBody): Promise<LiquidacaoResultado> {
      const { inv, pode } = await campaign(actor, id);
      if (inv.estado !== 'encerrada')
        throw conflict('O inventário está aberto: as divergências são liquidadas depois do encerramento.');
      if (!pode)
        throw forbidden(
          'Só o presidente da comissão ou um usuário com a permissão Inventário: Editar liquida as divergências.',
        );
      const rows = await pendentes(db, inv.id, { ids: body.ids, tipo: body.tipo });
      if (body.ids && rows.length !== new Set(body.ids).size) throw notFound('Divergência não encontrada.');
      const result: LiquidacaoResultado = { liquidadas: 0, aguardando_aceite: 0, recusadas: [] };
      const sozinha = body.ids?.length === 1;
      for (const { d: row, aceiteEstado } of rows) {
        // "All of this kind": the open ones; the settled are not refusals.
        if (body.tipo && row.acao !== null && aceiteEstado !== 'recusado') continue;
        try {
          if (!divergenciaAcoes(pode, inv, row, aceiteEstado)[body.acao])
            throw conflict(
              row.acao !== null && aceiteEstado !== 'recusado'
                ? 'Esta divergência já foi liquidada.'
                : `${ACAO_LIQUIDACAO_LABELS[body.acao]} não se aplica a: ${TIPO_DIVERGENCIA_LABELS[row.tipo as TipoDivergencia]}.`,
            );
          const done = await uma(actor, inv, row, body);
          result.liquidadas++;
          if (done.aceite) result.aguardando_aceite++;
        } catch (e) {
          if (sozinha || !(e instanceof AppError)) throw e;
          result.recusadas.push({ id: row.id, motivo: e.message });
        }
      }
      return result;
    },

    /** GET /patrimonio/inventario/{id}/termo?tipo=: a termo the closing issued, its stored bytes. */
    async termo(actor: Actor, id: string, tipo: 'inventario' | 'transicao') {
      const { inv } = await campaign(actor, id);
      const termoId = tipo === 'inventario' ? inv.termoInventarioId : inv.termoTransicaoId;
      if (!termoId) throw notFound('Este inventário não tem esse termo.');
      return deps.termos.porId(termoId);
    },
  };
}
export type LiquidacaoService = ReturnType<typeof createLiquidacaoService>;
