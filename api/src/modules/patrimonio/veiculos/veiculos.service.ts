import { VEICULO_OPTIONAL_FIELDS, type VeiculoFields, type VeiculoListQuery } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { optionalColumns } from '../../../lib/mapping.js';
import type { Actor } from '../../auth/actor.js';
import { bemDetailService } from '../bens/bem-detail.service.js';
import type { BemRow } from '../bens/bens.repository.js';
import { toVeiculo } from './veiculos.mapper.js';
import { veiculos } from './veiculos.repository.js';

const valuesOf = (f: VeiculoFields) => ({
  tipo: f.tipo,
  ...optionalColumns(f, VEICULO_OPTIONAL_FIELDS),
});

// Placa, RENAVAM and chassi are unique per client and the asset has one record: a clash is the unique
// key's 409 (lib/unique-keys.ts).
const service = (db: Db) =>
  bemDetailService(db, {
    repo: veiculos,
    key: 'veiculo',
    kind: 'movel',
    valuesOf,
    toApi: toVeiculo,
    notFound: () => notFound('Veículo/equipamento não encontrado.'),
    taken: 'veiculos_bem_uq',
    lost: 'veículo salvo não encontrado',
  });

/**
 * The vehicle record of an asset, created or updated inside the caller's transaction (the asset form
 * saves both at once). The caller has locked the asset and checked it.
 */
export const saveVeiculoOfBem = (db: Db, actor: Actor, bem: BemRow, fields: VeiculoFields) =>
  service(db).saveOfBem(db, actor, bem, fields);

export function createVeiculosService(db: Db) {
  const { list, get, create, update, setStatus } = service(db);
  return {
    list: (actor: Actor, q: VeiculoListQuery) => list(actor, q, { tipo: q.tipo }),
    get,
    create,
    update,
    setStatus,
  };
}
export type VeiculosService = ReturnType<typeof createVeiculosService>;
