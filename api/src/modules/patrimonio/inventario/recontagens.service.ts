import type {
  CreateRecontagemBody,
  DecidirEmpateBody,
  Empate,
  Recontagem,
  Recontagens,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { isUniqueViolation } from '../../../lib/sql.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../../auth/actor.js';
import { salasOfClient, setoresOfClient } from './contagens.repository.js';
import { comissoesOf, findInventario, type InventarioRow, namesOf } from './inventario.repository.js';
import { inventarioAcoes } from './inventario.service.js';
import {
  concluirRecontagem,
  divergenciasNoLugar,
  type EmpateRow,
  empatesDe,
  findRecontagem,
  gravarDecisao,
  insertRecontagem,
  type Lugar,
  primeirosContadores,
  type RecontagemRow,
  recontagensOf,
} from './recontagens.repository.js';

const FECHADO = 'O inventário está encerrado: não há mais recontagem nem desempate.';
const SO_PRESIDENTE =
  'Só o presidente da comissão ou um usuário com a permissão Inventário: Editar pede recontagens e decide empates.';

/** What the caller may do on a recount: conclude it while it is open, as its member or as whoever asks. */
export const recontagemAcoes = (
  actor: Actor,
  inv: InventarioRow,
  rec: RecontagemRow,
  recontar: boolean,
): Recontagem['acoes'] => ({
  concluir:
    inv.estado === 'aberta' && rec.estado === 'aberta' && (recontar || rec.contadorId === actor.userId),
});

/**
 * The second count of a place with divergences and the president's tie-break (docs/domain.md,
 * "Inventário"; decision 070). The president (or inventories:update) names another member of the
 * commission to count a sala (or a setor) again; that member's readings there are round 2 while the
 * recount is open; once concluded, where the two counts disagree on an asset the president decides which
 * stands, and the closing waits for every such tie.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: its methods share the helpers above them.
export function createRecontagensService(db: Db) {
  async function campaign(actor: Actor, id: string) {
    const row = await findInventario(db, requireLocal(actor), id);
    if (!row) throw notFound('Inventário não encontrado.');
    const comissao = await comissoesOf(db, [id]);
    return { row, comissao, acoes: inventarioAcoes(actor, row, comissao) };
  }

  /** An open campaign and a caller who may ask recounts and decide ties (else 409 / 403). */
  async function paraDecidir(actor: Actor, id: string) {
    const found = await campaign(actor, id);
    if (found.row.estado !== 'aberta') throw new AppError('CONFLICT', FECHADO);
    if (!found.acoes.recontar) throw forbidden(SO_PRESIDENTE);
    return found;
  }

  /** The body's place, of the client and inside the campaign's unit (else 400 on its field). */
  async function lugarDe(
    inv: InventarioRow,
    body: CreateRecontagemBody,
  ): Promise<Lugar & { da: string; na: string }> {
    if (body.sala_id) {
      const [sala] = await salasOfClient(db, inv.clientId, [body.sala_id]);
      if (!sala) throw badRequest('sala_id', 'A sala não é deste cliente.');
      if (body.setor_id && body.setor_id !== sala.setorId)
        throw badRequest('setor_id', `A sala ${sala.codigo} não é deste setor.`);
      const [setor] = await setoresOfClient(db, inv.clientId, [sala.setorId]);
      const fora =
        (inv.secretariaId && setor?.parentId !== inv.secretariaId) ||
        (inv.setorId && inv.setorId !== sala.setorId) ||
        (inv.salaId && inv.salaId !== sala.id);
      if (!setor || fora)
        throw badRequest('sala_id', `A sala ${sala.codigo} não faz parte da unidade deste inventário.`);
      return {
        setorId: sala.setorId,
        salaId: sala.id,
        da: `da sala ${sala.codigo}`,
        na: `na sala ${sala.codigo}`,
      };
    }
    const [setor] = await setoresOfClient(db, inv.clientId, [body.setor_id!]);
    if (!setor) throw badRequest('setor_id', 'O setor não é deste cliente.');
    if (
      (inv.secretariaId && setor.parentId !== inv.secretariaId) ||
      (inv.setorId && inv.setorId !== setor.id) ||
      inv.salaId
    )
      throw badRequest('setor_id', `O setor ${setor.name} não faz parte da unidade deste inventário.`);
    return { setorId: setor.id, salaId: null, da: `do setor ${setor.name}`, na: `no setor ${setor.name}` };
  }

  /** The ties as the API answers them: each count's place and state, and the decision. */
  async function empatesAnswer(rows: EmpateRow[]): Promise<Empate[]> {
    const names = await namesOf(db, {
      places: rows.flatMap((r) => [r.p_setor_id, r.s_setor_id]).filter((x): x is string => x !== null),
      salas: rows.flatMap((r) => [r.p_sala_id, r.s_sala_id]).filter((x): x is string => x !== null),
      servidores: [],
      users: rows.flatMap((r) => (r.decidido_por ? [r.decidido_por] : [])),
    });
    const contagem = (
      setorId: string | null,
      salaId: string | null,
      estado: string | null,
      quando: Date | string | null,
    ) => {
      if (!setorId || !quando) return null;
      const setor = names.places.get(setorId);
      return {
        setor: setor ? { id: setor.id, name: setor.name } : null,
        sala: salaId ? (names.salas.get(salaId) ?? null) : null,
        estado_conservacao: estado,
        contado_em: iso(new Date(quando)),
      };
    };
    return rows.map((r) => {
      const quem = r.decidido_por ? names.users.get(r.decidido_por) : undefined;
      return {
        bem: { id: r.bem_id, CodigoBEM: Number(r.codigo_bem), descricao: r.descricao },
        primeira: contagem(r.p_setor_id, r.p_sala_id, r.p_estado, r.p_quando),
        segunda: contagem(r.s_setor_id, r.s_sala_id, r.s_estado, r.s_quando),
        decisao: r.decisao === null ? null : (Number(r.decisao) as 1 | 2),
        decidido_por: quem ? { id: quem.id, name: quem.name } : null,
        decidido_em: r.decidido_em ? iso(new Date(r.decidido_em)) : null,
      };
    });
  }

  return {
    /**
     * GET /patrimonio/inventario/{id}/recontagens: the campaign's second counts and, for whoever may read
     * its comparison, the ties they left (a blind count's counters are not told what the counts found).
     */
    async listar(actor: Actor, id: string): Promise<Recontagens> {
      const { row: inv, comissao, acoes } = await campaign(actor, id);
      const recs = await recontagensOf(db, inv);
      const names = await namesOf(db, {
        places: recs.map((r) => r.setorId),
        salas: recs.flatMap((r) => (r.salaId ? [r.salaId] : [])),
        servidores: recs.map((r) => r.servidorId),
        users: recs.map((r) => r.pedidoPor),
      });
      const empates = acoes.divergencias ? await empatesAnswer(await empatesDe(db, inv)) : [];
      return {
        recontagens: recs.map((r) => {
          const setor = names.places.get(r.setorId);
          const servidor = names.servidores.get(r.servidorId) ?? comissao.find((m) => m.id === r.servidorId);
          const quem = names.users.get(r.pedidoPor);
          return {
            id: r.id,
            setor: setor ? { id: setor.id, name: setor.name } : null,
            sala: r.salaId ? (names.salas.get(r.salaId) ?? null) : null,
            servidor: { id: r.servidorId, nome: servidor?.nome ?? '' },
            estado: r.estado as Recontagem['estado'],
            pedido_por: quem ? { id: quem.id, name: quem.name } : null,
            pedido_em: iso(r.pedidoEm),
            concluido_em: r.concluidoEm ? iso(r.concluidoEm) : null,
            acoes: recontagemAcoes(actor, inv, r, acoes.recontar),
          };
        }),
        empates,
        empates_pendentes: empates.filter((e) => e.decisao === null).length,
      };
    },

    /**
     * POST /patrimonio/inventario/{id}/recontagens: asks a second count of a place with divergences, by
     * another member of the commission with a login than whoever counted it first. One per place.
     */
    async pedir(actor: Actor, id: string, body: CreateRecontagemBody): Promise<Recontagens> {
      const { row: inv, comissao } = await paraDecidir(actor, id);
      const lugar = await lugarDe(inv, body);
      const membro = comissao.find((m) => m.id === body.servidor_id);
      if (!membro) throw badRequest('servidor_id', 'O servidor não é membro da comissão deste inventário.');
      if (!membro.userId)
        throw badRequest(
          'servidor_id',
          `${membro.nome} não tem acesso ao sistema: indique um membro que possa registrar leituras.`,
        );
      if ((await primeirosContadores(db, inv, lugar)).includes(membro.userId))
        throw badRequest(
          'servidor_id',
          `${membro.nome} fez a primeira contagem ${lugar.da}: a segunda é de outro membro da comissão.`,
        );
      if ((await divergenciasNoLugar(db, inv, lugar)) === 0)
        throw badRequest(
          lugar.salaId ? 'sala_id' : 'setor_id',
          `A comparação não encontrou divergências ${lugar.na}: não há o que recontar.`,
        );
      try {
        await db.transaction(async (tx) => {
          const rec = await insertRecontagem(tx, {
            clientId: inv.clientId,
            inventarioId: inv.id,
            setorId: lugar.setorId,
            salaId: lugar.salaId,
            servidorId: membro.id,
            contadorId: membro.userId!,
            pedidoPor: actor.userId,
          });
          await recordAudit(tx, auditActor(actor), {
            action: 'create',
            entity: 'inventario-recontagem',
            entityId: rec.id,
            after: { inventario_id: inv.id, ...body, contador: membro.nome },
            clientId: inv.clientId,
          });
        });
      } catch (e) {
        if (isUniqueViolation(e))
          throw new AppError('CONFLICT', `Já foi pedida uma segunda contagem ${lugar.da}.`);
        throw e;
      }
      return this.listar(actor, id);
    },

    /**
     * POST /patrimonio/inventario/{id}/recontagens/{recontagemId}/concluir: the second count is done; from
     * now on the comparison weighs the two counts of its place.
     */
    async concluir(actor: Actor, id: string, recontagemId: string): Promise<Recontagens> {
      const { row: inv, acoes } = await campaign(actor, id);
      const rec = await findRecontagem(db, inv, recontagemId);
      if (!rec) throw notFound('Recontagem não encontrada neste inventário.');
      if (inv.estado !== 'aberta') throw new AppError('CONFLICT', FECHADO);
      if (rec.estado !== 'aberta') throw new AppError('CONFLICT', 'A recontagem já foi concluída.');
      if (!recontagemAcoes(actor, inv, rec, acoes.recontar).concluir)
        throw forbidden(
          'Só o membro que faz a segunda contagem, o presidente da comissão ou um usuário com a permissão ' +
            'Inventário: Editar conclui a recontagem.',
        );
      await db.transaction(async (tx) => {
        const done = await concluirRecontagem(tx, rec, actor.userId);
        if (!done) throw new AppError('CONFLICT', 'A recontagem já foi concluída.');
        await recordAudit(tx, auditActor(actor), {
          action: 'inventario-recontagem-conclusao',
          entity: 'inventario-recontagem',
          entityId: rec.id,
          before: { estado: 'aberta' },
          after: { estado: 'concluida' },
          clientId: inv.clientId,
        });
      });
      return this.listar(actor, id);
    },

    /**
     * POST /patrimonio/inventario/{id}/empates/{bemId}: the president decides which count stands for an
     * asset the two counts disagree on (changed again while the campaign is open).
     */
    async decidir(actor: Actor, id: string, bemId: string, body: DecidirEmpateBody): Promise<Recontagens> {
      const { row: inv } = await paraDecidir(actor, id);
      const [empate] = await empatesDe(db, inv, bemId.toLowerCase());
      if (!empate) throw notFound('Este bem não está empatado entre as contagens deste inventário.');
      await db.transaction(async (tx) => {
        await gravarDecisao(tx, {
          clientId: inv.clientId,
          inventarioId: inv.id,
          bemId: empate.bem_id,
          rodada: body.rodada,
          decididoPor: actor.userId,
        });
        await recordAudit(tx, auditActor(actor), {
          action: 'inventario-empate-decisao',
          entity: 'inventario',
          entityId: inv.id,
          before: { bem_id: empate.bem_id, rodada: empate.decisao === null ? null : Number(empate.decisao) },
          after: { bem_id: empate.bem_id, CodigoBEM: Number(empate.codigo_bem), rodada: body.rodada },
          clientId: inv.clientId,
        });
      });
      return this.listar(actor, id);
    },
  };
}
export type RecontagensService = ReturnType<typeof createRecontagensService>;
