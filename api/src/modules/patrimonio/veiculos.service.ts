import type {
  CreateVeiculoBody,
  StatusBody,
  UpdateVeiculoBody,
  Veiculo,
  VeiculoFields,
  VeiculoListQuery,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { offsetOf, uniqueViolation } from '../../lib/sql.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import { bemForDetail } from './bem-for-detail.js';
import type { BemRow } from './bens.repository.js';
import { clientsForList } from './client-scope.js';
import { saveStatus, statusValues } from './register-status.js';
import { toVeiculo } from './veiculos.mapper.js';
import {
  findVeiculo,
  insertVeiculo,
  pageVeiculos,
  updateVeiculo,
  type VeiculoWithBem,
} from './veiculos.repository.js';

const valuesOf = (f: VeiculoFields) => ({
  tipo: f.tipo,
  placa: f.placa ?? null,
  renavam: f.renavam ?? null,
  chassi: f.chassi ?? null,
  marca: f.marca ?? null,
  modelo: f.modelo ?? null,
  anoFabricacao: f.ano_fabricacao ?? null,
  anoModelo: f.ano_modelo ?? null,
  cor: f.cor ?? null,
  combustivel: f.combustivel ?? null,
  odometro: f.odometro ?? null,
  horimetro: f.horimetro ?? null,
});

const notFoundVeiculo = () => notFound('Veículo/equipamento não encontrado.');

/** Placa, RENAVAM and chassi are unique per client; the asset has one record. */
function conflictOf(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === null) throw error;
  const field = index.includes('placa')
    ? 'placa'
    : index.includes('renavam')
      ? 'renavam'
      : index.includes('chassi')
        ? 'chassi'
        : 'bempatrimonial_id';
  const message =
    field === 'bempatrimonial_id'
      ? 'Este bem já tem um veículo/equipamento cadastrado.'
      : `Já existe um veículo com este(a) ${field} neste cliente.`;
  throw new AppError('CONFLICT', message, { extra: { issues: [{ path: field, message }] } });
}

/**
 * The vehicle record of an asset, created or updated inside the caller's transaction (the asset form
 * saves both at once). The caller has locked the asset and checked it.
 */
export async function saveVeiculoOfBem(db: Db, actor: Actor, bem: BemRow, fields: VeiculoFields) {
  const existing = await findVeiculo(db, bem, { bemId: bem.id });
  try {
    if (existing) {
      await updateVeiculo(db, existing.veiculo.id, valuesOf(fields));
    } else {
      await insertVeiculo(db, { ...valuesOf(fields), clientId: bem.clientId, bemId: bem.id });
    }
  } catch (error) {
    conflictOf(error);
  }
  const saved = await findVeiculo(db, bem, { bemId: bem.id });
  if (!saved) throw new Error('veículo salvo não encontrado');
  const after = toVeiculo(saved);
  await recordAudit(db, auditActor(actor), {
    action: existing ? 'update' : 'create',
    entity: 'veiculo',
    entityId: after.id,
    before: existing ? toVeiculo(existing) : undefined,
    after,
    clientId: bem.clientId,
  });
  return after;
}

export function createVeiculosService(db: Db) {
  async function visible(actor: Actor, id: string): Promise<VeiculoWithBem> {
    const row = await findVeiculo(db, requireLocal(actor), { id });
    if (!row) throw notFoundVeiculo();
    return row;
  }

  return {
    async list(actor: Actor, q: VeiculoListQuery) {
      const clientIds = await clientsForList(db, requireLocal(actor), q.cliente_id);
      const { rows, total } = await pageVeiculos(
        db,
        {
          clientIds,
          bemId: q.bempatrimonial_id,
          tipo: q.tipo,
          ativo: q.ativo,
          search: q.search || undefined,
        },
        { limit: q.limit, offset: offsetOf(q), sort: q.sort, order: q.order },
      );
      return { data: rows.map(toVeiculo), total, page: q.page, limit: q.limit };
    },

    get: async (actor: Actor, id: string) => toVeiculo(await visible(actor, id)),

    async create(actor: Actor, body: CreateVeiculoBody): Promise<Veiculo> {
      const local = requireLocal(actor);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, local, body.bempatrimonial_id, 'movel');
        const { bempatrimonial_id: _b, ...fields } = body;
        if (await findVeiculo(tx, bem, { bemId: bem.id }))
          throw new AppError('CONFLICT', 'Este bem já tem um veículo/equipamento cadastrado.');
        return saveVeiculoOfBem(tx, actor, bem, fields);
      });
    },

    async update(actor: Actor, id: string, body: UpdateVeiculoBody): Promise<Veiculo> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const before = await visible(actor, id);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, requireLocal(actor), before.veiculo.bemId, 'movel');
        const { id: _id, ...fields } = body;
        return saveVeiculoOfBem(tx, actor, bem, fields);
      });
    },

    async setStatus(actor: Actor, body: StatusBody): Promise<Veiculo> {
      const values = statusValues(actor, body);
      const before = await visible(actor, body.id);
      return db.transaction(async (tx) => {
        const bem = await bemForDetail(tx, requireLocal(actor), before.veiculo.bemId, 'movel');
        return saveStatus(tx, actor, body, {
          entity: 'veiculo',
          clientId: before.veiculo.clientId,
          before,
          save: async () => {
            await updateVeiculo(tx, body.id, values);
            return findVeiculo(tx, bem, { id: body.id });
          },
          toApi: toVeiculo,
          notFound: () => notFound('Veículo/equipamento não encontrado.'),
        });
      });
    },
  };
}
export type VeiculosService = ReturnType<typeof createVeiculosService>;
