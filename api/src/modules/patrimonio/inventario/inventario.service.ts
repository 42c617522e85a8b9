import {
  type CreateInventarioBody,
  ESCOPO_INVENTARIO_LABELS,
  hasRule,
  type Inventario,
  type InventarioAcoes,
  type InventarioConfiguracao,
  type InventarioConfiguracaoBody,
  type InventarioConfiguracaoQuery,
  type InventarioListQuery,
  type UpdateInventarioBody,
} from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { iso } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal, requireRule } from '../../auth/actor.js';
import type { FilesService } from '../../files/files.service.js';
import { clientsForList, oneClient } from '../client-scope.js';
import { DOCUMENT_KINDS, recordFiles } from '../patrimonio-files.js';
import { findPlace } from '../places.repository.js';
import { empatesPendentes } from './contagens.repository.js';
import type { Encerramento } from './encerramento.js';
import {
  comissoesOf,
  congelaIncorporacoesBaixas,
  findInventario,
  type InventarioRow,
  insertInventario,
  lockClientInventarios,
  lockInventario,
  namesOf,
  openOverlapping,
  pageInventarios,
  replaceComissao,
  servidoresOfClient,
  setCongelaIncorporacoesBaixas,
  type Unit,
  updateInventario,
} from './inventario.repository.js';
import { recontagensAbertas } from './recontagens.repository.js';
import { salaOfClient } from './salas.repository.js';

const notFoundInventario = () => notFound('Inventário não encontrado.');

type Comissao = Awaited<ReturnType<typeof comissoesOf>>;

const grantOf = (local: ActorLocation) => ({ flags: local.flags, rules: local.rules });

/**
 * What the caller may do on a campaign (docs/domain.md, "Inventário"): edit it and attach its portaria
 * while it is open, with inventories:update; close it, with inventories:update or as the commission's
 * president (a servidor whose login is the caller); send readings while it is open, as a member of the
 * commission or with inventories:update; read the comparison, except that a blind count's counters are
 * not told, while it is open, what was expected (only inventories:update and the president are); ask a
 * second count and decide its ties while it is open, as the president or with inventories:update
 * (decision 070). The list and the record answer these flags, and the
 * calls enforce them through this same function.
 */
export function inventarioAcoes(actor: Actor, row: InventarioRow, comissao: Comissao): InventarioAcoes {
  const local = requireLocal(actor);
  const aberta = row.estado === 'aberta';
  const update = hasRule(grantOf(local), 'inventories:update');
  const mine = comissao.filter(
    (m) => m.inventarioId === row.id && m.userId !== null && m.userId === actor.userId,
  );
  const presidente = mine.some((m) => m.presidente);
  const membro = mine.length > 0;
  return {
    editar: aberta && update,
    encerrar: aberta && (update || presidente),
    anexar: aberta && update,
    contar: aberta && (update || membro),
    divergencias: update || presidente || !(aberta && row.contagemCega),
    recontar: aberta && (update || presidente),
  };
}

/**
 * The closing waits for the second counts (decision 070): none still open, and every tie they left
 * decided by the president (else 409 naming how many wait).
 */
async function semRecontagemPendente(tx: Db, inv: InventarioRow) {
  const abertas = await recontagensAbertas(tx, inv);
  if (abertas > 0)
    throw new AppError(
      'CONFLICT',
      `${abertas === 1 ? 'Há 1 segunda contagem aberta' : `Há ${abertas} segundas contagens abertas`}: conclua antes de encerrar o inventário.`,
      { extra: { code: 'RECONTAGEM_ABERTA', recontagens: abertas } },
    );
  const empates = await empatesPendentes(tx, inv);
  if (empates > 0)
    throw new AppError(
      'CONFLICT',
      `${empates === 1 ? '1 empate entre as contagens aguarda' : `${empates.toLocaleString('pt-BR')} empates entre as contagens aguardam`} a decisão do presidente da comissão: decida antes de encerrar o inventário.`,
      { extra: { code: 'EMPATES_PENDENTES', empates } },
    );
}

/** "Secretaria de Saúde › Almoxarifado › Sala 12 (S-12)", or the whole client. */
export function unitText(
  row: InventarioRow,
  names: Awaited<ReturnType<typeof namesOf>>,
): { unidade: string; sala: { id: string; codigo: string; nome: string } | null } {
  if (row.escopo === 'cliente') return { unidade: ESCOPO_INVENTARIO_LABELS.cliente, sala: null };
  const parts = [row.secretariaId, row.setorId].flatMap((id) =>
    id ? [names.places.get(id)?.name ?? ''] : [],
  );
  const sala = row.salaId ? (names.salas.get(row.salaId) ?? null) : null;
  if (sala) parts.push(`${sala.nome} (${sala.codigo})`);
  return { unidade: parts.join(' › '), sala };
}

/**
 * The campaigns of inventory (docs/domain.md, "Inventário"; decision 063): one unit of a client counted by
 * a commission appointed by a portaria; at most one open campaign over any unit (an advisory lock per
 * client makes the check and the insert one step, so two openings at once answer one 409).
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: its methods share the helpers above them.
export function createInventarioService(
  db: Db,
  files: FilesService,
  /** The closing's record and termos (encerramento.ts), in the closing's transaction. */
  encerramento?: Encerramento,
) {
  /** The campaigns as the API answers them, their names read once for the page. */
  async function answer(actor: Actor, rows: InventarioRow[]): Promise<Inventario[]> {
    const comissao = await comissoesOf(
      db,
      rows.map((r) => r.id),
    );
    const names = await namesOf(db, {
      places: rows.flatMap((r) => [r.secretariaId, r.setorId].filter((x): x is string => x !== null)),
      salas: rows.flatMap((r) => (r.salaId ? [r.salaId] : [])),
      servidores: rows.flatMap((r) =>
        [r.responsavelSaidaId, r.responsavelEntradaId].filter((x): x is string => x !== null),
      ),
      users: rows.flatMap((r) => (r.encerradoPor ? [r.encerradoPor] : [])),
    });
    const ref = (id: string | null) => {
      const s = id ? names.servidores.get(id) : undefined;
      return s ? { id: s.id, nome: s.nome, matricula: s.matricula, cargo: s.cargo } : null;
    };
    const place = (id: string | null) => {
      const p = id ? names.places.get(id) : undefined;
      return p ? { id: p.id, name: p.name } : null;
    };
    return rows.map((r) => {
      const { unidade, sala } = unitText(r, names);
      const closer = r.encerradoPor ? names.users.get(r.encerradoPor) : undefined;
      return {
        id: r.id,
        cliente_id: r.clientId,
        titulo: r.titulo,
        tipo: r.tipo as Inventario['tipo'],
        escopo: r.escopo as Inventario['escopo'],
        secretaria: place(r.secretariaId),
        setor: place(r.setorId),
        sala,
        unidade,
        contagem_cega: r.contagemCega,
        responsavel_saida: ref(r.responsavelSaidaId),
        responsavel_entrada: ref(r.responsavelEntradaId),
        encerrado_em: r.encerradoEm ? iso(r.encerradoEm) : null,
        portaria_numero: r.portariaNumero,
        portaria_data: r.portariaData,
        data_abertura: r.dataAbertura,
        data_prevista_encerramento: r.dataPrevistaEncerramento,
        estado: r.estado as Inventario['estado'],
        encerrado_por: closer ? { id: closer.id, name: closer.name } : null,
        comissao: comissao
          .filter((m) => m.inventarioId === r.id)
          .map((m) => ({
            servidor: { id: m.id, nome: m.nome, matricula: m.matricula, cargo: m.cargo },
            presidente: m.presidente,
          })),
        acoes: inventarioAcoes(actor, r, comissao),
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
      };
    });
  }

  async function visible(actor: Actor, id: string): Promise<InventarioRow> {
    const row = await findInventario(db, requireLocal(actor), id);
    if (!row) throw notFoundInventario();
    return row;
  }

  const one = async (actor: Actor, row: InventarioRow) => (await answer(actor, [row]))[0]!;

  /** The unit the body names, of the client, with the levels above it (else 400 on the unit's field). */
  async function unitOf(clientId: string, body: CreateInventarioBody): Promise<Unit> {
    switch (body.escopo) {
      case 'cliente':
        return { secretariaId: null, setorId: null, salaId: null };
      case 'secretaria': {
        const p = await findPlace(db, clientId, body.secretaria_id!);
        if (!p?.isDepartment) throw badRequest('secretaria_id', 'A secretaria não é deste cliente.');
        return { secretariaId: p.id, setorId: null, salaId: null };
      }
      case 'setor': {
        const p = await findPlace(db, clientId, body.setor_id!);
        if (!p?.isSector || !p.parentId) throw badRequest('setor_id', 'O setor não é deste cliente.');
        return { secretariaId: p.parentId, setorId: p.id, salaId: null };
      }
      case 'sala': {
        const sala = await salaOfClient(db, clientId, body.sala_id!);
        if (!sala) throw badRequest('sala_id', 'A sala não é deste cliente.');
        if (!sala.ativo) throw badRequest('sala_id', `A sala ${sala.codigo} está inativa.`);
        const setor = await findPlace(db, clientId, sala.setorId);
        if (!setor?.parentId) throw badRequest('sala_id', 'A sala não é deste cliente.');
        return { secretariaId: setor.parentId, setorId: setor.id, salaId: sala.id };
      }
    }
  }

  /** The commission and the heads: active servidores of the client (else 400 naming the field). */
  async function assertPeople(clientId: string, body: UpdateInventarioBody | CreateInventarioBody) {
    const ids = body.comissao.map((m) => m.servidor_id);
    const found = new Map((await servidoresOfClient(db, clientId, ids)).map((s) => [s.id, s]));
    for (const id of ids) {
      const s = found.get(id);
      if (!s) throw badRequest('comissao', 'Um membro da comissão não é um servidor deste cliente.');
      if (!s.ativo)
        throw badRequest('comissao', `O servidor "${s.nome}" está inativo: não pode compor a comissão.`);
    }
    for (const field of ['responsavel_saida_id', 'responsavel_entrada_id'] as const) {
      const id = body[field];
      if (!id) continue;
      const [s] = await servidoresOfClient(db, clientId, [id]);
      if (!s) throw badRequest(field, 'O responsável não é um servidor deste cliente.');
    }
  }

  const valuesOf = (body: UpdateInventarioBody | CreateInventarioBody) => ({
    titulo: body.titulo,
    contagemCega: body.contagem_cega,
    responsavelSaidaId: body.responsavel_saida_id ?? null,
    responsavelEntradaId: body.responsavel_entrada_id ?? null,
    portariaNumero: body.portaria_numero,
    portariaData: body.portaria_data,
    dataAbertura: body.data_abertura,
    dataPrevistaEncerramento: body.data_prevista_encerramento,
  });
  const membersOf = (body: UpdateInventarioBody | CreateInventarioBody) =>
    body.comissao.map((m) => ({ servidorId: m.servidor_id, presidente: m.presidente }));

  /** The refusal of an opening over a unit an open campaign already counts. */
  const overlapRefusal = (open: InventarioRow) =>
    new AppError(
      'CONFLICT',
      `Já há um inventário aberto sobre esta unidade: "${open.titulo}" (aberto em ${open.dataAbertura.split('-').reverse().join('/')}). Encerre-o antes de abrir outro que a inclua.`,
      { extra: { code: 'INVENTARIO_ABERTO', inventario_id: open.id } },
    );

  return {
    async list(actor: Actor, q: InventarioListQuery) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageInventarios(
        db,
        { clientIds, estado: q.estado, tipo: q.tipo, search: q.search || undefined },
        { ...pageWindow(q), sort: q.sort, order: q.order },
      );
      const data = await answer(actor, rows);
      return pageAnswer(q, { rows: data, total }, (x) => x);
    },

    get: async (actor: Actor, id: string) => one(actor, await visible(actor, id)),

    async create(actor: Actor, body: CreateInventarioBody): Promise<Inventario> {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, body.cliente_id);
      const unit = await unitOf(clientId, body);
      await assertPeople(clientId, body);
      const row = await db.transaction(async (tx) => {
        await lockClientInventarios(tx, clientId);
        const open = await openOverlapping(tx, clientId, unit);
        if (open) throw overlapRefusal(open);
        const inserted = await insertInventario(tx, {
          ...valuesOf(body),
          ...unit,
          clientId,
          tipo: body.tipo,
          escopo: body.escopo,
          estado: 'aberta',
          criadoPor: actor.userId,
        });
        await replaceComissao(tx, inserted.id, clientId, membersOf(body));
        await recordAudit(tx, auditActor(actor), {
          action: 'create',
          entity: 'inventario',
          entityId: inserted.id,
          after: { ...body },
          clientId,
        });
        return inserted;
      });
      return one(actor, row);
    },

    async update(actor: Actor, id: string, body: UpdateInventarioBody): Promise<Inventario> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      const acoes = inventarioAcoes(actor, before, await comissoesOf(db, [id]));
      if (before.estado !== 'aberta')
        throw new AppError('CONFLICT', 'O inventário está encerrado: não é mais alterado.');
      if (!acoes.editar)
        throw forbidden('Seu perfil não pode alterar inventários (permissão Inventário: Editar).');
      if (before.tipo === 'transicao' && !(body.responsavel_saida_id && body.responsavel_entrada_id))
        throw badRequest(
          'responsavel_entrada_id',
          'Na transição de responsável, informe quem sai e quem entra.',
        );
      await assertPeople(before.clientId, body);
      const row = await db.transaction(async (tx) => {
        const locked = await lockInventario(tx, id);
        if (locked?.estado !== 'aberta')
          throw new AppError('CONFLICT', 'O inventário está encerrado: não é mais alterado.');
        const updated = await updateInventario(tx, id, valuesOf(body));
        if (!updated) throw notFoundInventario();
        await replaceComissao(tx, id, before.clientId, membersOf(body));
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'inventario',
          entityId: id,
          before: valuesOf({ ...body, ...toBody(before) }),
          after: { ...body },
          clientId: before.clientId,
        });
        return updated;
      });
      return one(actor, row);
    },

    /**
     * POST /patrimonio/inventario/{id}/encerrar: closes an open campaign (its unit thaws). By the
     * commission's president or a user with inventories:update; a closed one: 409.
     */
    async encerrar(actor: Actor, id: string): Promise<Inventario> {
      const before = await visible(actor, id);
      const acoes = inventarioAcoes(actor, before, await comissoesOf(db, [id]));
      if (before.estado === 'aberta' && !acoes.encerrar)
        throw forbidden(
          'Só o presidente da comissão ou um usuário com a permissão Inventário: Editar encerra o inventário.',
        );
      const row = await db.transaction(async (tx) => {
        const locked = await lockInventario(tx, id);
        if (locked?.estado !== 'aberta') throw new AppError('CONFLICT', 'O inventário já está encerrado.');
        await semRecontagemPendente(tx, locked);
        const termos = encerramento ? await encerramento(tx, actor, locked) : {};
        const updated = await updateInventario(tx, id, {
          ...termos,
          estado: 'encerrada',
          encerradoEm: new Date(),
          encerradoPor: actor.userId,
        });
        if (!updated) throw notFoundInventario();
        await recordAudit(tx, auditActor(actor), {
          action: 'inventario-encerramento',
          entity: 'inventario',
          entityId: id,
          before: { titulo: before.titulo, estado: 'aberta' },
          after: { titulo: before.titulo, estado: 'encerrada' },
          clientId: before.clientId,
        });
        return updated;
      });
      return one(actor, row);
    },

    async configuracao(actor: Actor, q: InventarioConfiguracaoQuery): Promise<InventarioConfiguracao> {
      const local = requireLocal(actor);
      const clientId = await oneClient(db, local, q.cliente_id);
      return {
        cliente_id: clientId,
        congela_incorporacoes_baixas: await congelaIncorporacoesBaixas(db, clientId),
        editar: hasRule(grantOf(local), 'inventories:update'),
      };
    },

    async configurar(actor: Actor, body: InventarioConfiguracaoBody): Promise<InventarioConfiguracao> {
      const local = requireLocal(actor);
      requireRule(local, 'inventories:update');
      const clientId = await oneClient(db, local, body.cliente_id);
      await db.transaction(async (tx) => {
        const before = await congelaIncorporacoesBaixas(tx, clientId);
        await setCongelaIncorporacoesBaixas(tx, clientId, body.congela_incorporacoes_baixas);
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'inventario-configuracao',
          entityId: clientId,
          before: { congela_incorporacoes_baixas: before },
          after: { congela_incorporacoes_baixas: body.congela_incorporacoes_baixas },
          clientId,
        });
      });
      return this.configuracao(actor, { cliente_id: clientId });
    },

    /** The campaign's portaria (and any other document of it), through the files service. */
    ...recordFiles(files, 'inventory', DOCUMENT_KINDS, {
      uploadTo: async (actor, id) => {
        const row = await visible(actor, id);
        const acoes = inventarioAcoes(actor, row, await comissoesOf(db, [id]));
        if (row.estado !== 'aberta')
          throw new AppError('CONFLICT', 'O inventário está encerrado: não recebe arquivos.');
        if (!acoes.anexar)
          throw forbidden(
            'Seu perfil não pode anexar documentos a inventários (permissão Inventário: Editar).',
          );
        return { applicationId: requireLocal(actor).applicationId, clientId: row.clientId };
      },
      visible,
    }),
  };
}
export type InventarioService = ReturnType<typeof createInventarioService>;

/** A stored campaign's editable fields as a body names them (the audit's "before"). */
const toBody = (r: InventarioRow) => ({
  titulo: r.titulo,
  contagem_cega: r.contagemCega,
  responsavel_saida_id: r.responsavelSaidaId,
  responsavel_entrada_id: r.responsavelEntradaId,
  portaria_numero: r.portariaNumero,
  portaria_data: r.portariaData,
  data_abertura: r.dataAbertura,
  data_prevista_encerramento: r.dataPrevistaEncerramento,
});
